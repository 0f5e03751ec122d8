/** Changing realm settings: PATCH /realm. */
import { z } from 'zod';
import { rawRealmSettings, updateRealmNameAndDescription, updateRealmSettings } from '../db/realm';
import type { UserRow } from '../db/users';
import { badRequest } from './errors';
import {
  applyGroupSettingUpdate,
  type GroupSettingUpdate,
  realmSettingRule,
} from './group-setting-values';
import type { Outcome } from './notices';
import { type OrgContext, renderOrgMarkdown } from './org-context';
import { canChangeRealmSetting, isRealmAdmin } from './permissions';
import { DEFAULT_REALM_GROUP_SETTINGS, loadRealm } from './realm';
import { inTransaction } from './transaction';
import { activeUserIds } from './user-audience';

const bool = z.boolean();
/** A time limit in seconds, or "unlimited" (stored as null). */
const limit = z.union([z.number().int().min(1), z.literal('unlimited')]);
const channelId = z.number().int().min(-1);

/** Realm value settings PATCH /realm accepts, with what each accepts. */
export const REALM_SETTING_SCHEMAS = {
  mandatory_topics: bool,
  allow_message_editing: bool,
  message_edit_history_visibility_policy: z.enum(['all', 'moves', 'none']),
  enable_spectator_access: bool,
  enable_read_receipts: bool,
  enable_guest_user_indicator: bool,
  enable_guest_user_dm_warning: bool,
  inline_image_preview: bool,
  inline_url_embed_preview: bool,
  message_content_edit_limit_seconds: limit,
  message_content_delete_limit_seconds: limit,
  move_messages_within_stream_limit_seconds: limit,
  move_messages_between_streams_limit_seconds: limit,
  waiting_period_threshold: z.number().int().min(0).max(100000),
  // Parley's own: Zulip's servers name the empty topic themselves.
  empty_topic_display_name: z.string().trim().min(1).max(60),
  default_language: z.string().regex(/^[a-z]{2}(-[A-Za-z]{2,4})?$/),
  default_code_block_language: z.string().max(100),
  video_chat_provider: z.number().int().min(0),
  new_stream_announcements_stream_id: channelId,
  signup_announcements_stream_id: channelId,
  zulip_update_announcements_stream_id: channelId,
  moderation_request_channel_id: channelId,
} as const;

export type RealmSettingName = keyof typeof REALM_SETTING_SCHEMAS;
export const REALM_SETTING_NAMES = Object.keys(REALM_SETTING_SCHEMAS) as RealmSettingName[];
export const REALM_GROUP_SETTING_NAMES = Object.keys(DEFAULT_REALM_GROUP_SETTINGS);

const NAME_MAX = 40;
const DESCRIPTION_MAX = 1000;

export interface RealmChange {
  name?: string;
  description?: string;
  settings: Partial<Record<RealmSettingName, unknown>>;
  groups: Record<string, GroupSettingUpdate | undefined>;
}

/** PATCH /realm: administrators; owner-only settings need an owner. One update_dict to everyone. */
export function updateRealm(
  ctx: OrgContext,
  user: UserRow,
  c: RealmChange,
): Outcome<Record<string, never>> {
  return inTransaction(ctx.db, () => {
    const { db } = ctx;
    if (!isRealmAdmin(user)) throw badRequest('Must be an organization administrator');
    const refuseUnlessAllowed = (key: string) => {
      if (!canChangeRealmSetting(user, key)) {
        throw badRequest(`Must be an organization owner to change ${key}.`);
      }
    };
    const realm = loadRealm(db);
    const raw = rawRealmSettings(db);
    const data: Record<string, unknown> = {};
    let name: string | undefined;
    let html: string | undefined;
    if (c.name !== undefined) {
      name = c.name.trim();
      if (name === '') throw badRequest("The organization name can't be empty.");
      if ([...name].length > NAME_MAX) {
        throw badRequest(`Organization name is too long (limit: ${NAME_MAX} characters).`);
      }
      if (name !== realm.name) data.name = name;
    }
    if (c.description !== undefined) {
      if ([...c.description].length > DESCRIPTION_MAX) {
        throw badRequest(
          `Organization description is too long (limit: ${DESCRIPTION_MAX} characters).`,
        );
      }
      // Events and register carry the Markdown, as Zulip's do; the HTML is for the login page.
      if (c.description !== realm.descriptionSource) {
        data.description = c.description;
        html = renderOrgMarkdown(ctx, c.description, user);
      }
    }
    for (const [key, value] of Object.entries(c.settings)) {
      if (value === undefined) continue;
      refuseUnlessAllowed(key);
      const stored = value === 'unlimited' ? null : value;
      const current = raw[key] ?? (realm.settings as Record<string, unknown>)[key];
      if (current !== stored) data[key] = stored;
    }
    for (const [key, update] of Object.entries(c.groups)) {
      if (!update) continue;
      refuseUnlessAllowed(key);
      const current = realm.groupSettings[key]!;
      const value = applyGroupSettingUpdate(db, key, realmSettingRule(key), current, update);
      if (JSON.stringify(value) !== JSON.stringify(current)) data[key] = value;
    }
    if (Object.keys(data).length === 0) return { result: {}, notices: [] };
    updateRealmNameAndDescription(db, {
      name: data.name as string | undefined,
      description: html,
      descriptionSource: data.description as string | undefined,
    });
    const { name: _n, description: _d, ...settings } = data;
    updateRealmSettings(db, { ...raw, ...settings });
    return {
      result: {},
      notices: [
        {
          event: { type: 'realm', op: 'update_dict', property: 'default', data },
          users: activeUserIds(db),
        },
      ],
    };
  });
}
