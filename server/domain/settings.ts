/** Personal settings: their defaults and PATCH /settings. */
import { z } from 'zod';
import type { Db } from '../db/database';
import { deleteDraftsOf } from '../db/drafts';
import {
  getUserById,
  setPasswordHash,
  setUserFullName,
  setUserSettingsJson,
  type UserRow,
} from '../db/users';
import { apiEmail, canAccessDeliveryEmail } from './emails';
import { badRequest } from './errors';
import type { Notice, Outcome } from './notices';
import type { OrgContext } from './org-context';
import { hashPassword, verifyPassword } from './passwords';
import { presenceEnabledNotices } from './presence';
import { SERVER_CONSTANTS } from './realm';
import { inTransaction } from './transaction';
import { checkFullName } from './user-admin';
import { activeUserIds } from './user-audience';

const bool = z.boolean();
const oneOf = (...values: number[]) =>
  z
    .number()
    .int()
    .refine((v) => values.includes(v), { message: `must be one of ${values.join(', ')}` });
const str = (...values: string[]) =>
  z.string().refine((v) => values.includes(v), { message: `must be one of ${values.join(', ')}` });

/** Every personal setting PATCH /settings changes, with Zulip's default and what it accepts. */
export const USER_SETTINGS = {
  twenty_four_hour_time: [false, bool],
  web_mark_read_on_scroll_policy: [1, oneOf(1, 2, 3)],
  web_channel_default_view: [1, oneOf(1, 2)],
  starred_message_counts: [true, bool],
  receives_typing_notifications: [true, bool],
  web_suggest_update_timezone: [true, bool],
  fluid_layout_width: [false, bool],
  high_contrast_mode: [false, bool],
  web_font_size_px: [14, z.number().int().min(12).max(20)],
  web_line_height_percent: [122, z.number().int().min(122).max(158)],
  color_scheme: [1, oneOf(1, 2, 3)],
  enable_drafts_synchronization: [true, bool],
  hide_ai_features: [false, bool],
  translate_emoticons: [false, bool],
  display_emoji_reaction_users: [true, bool],
  default_language: ['en', z.string().regex(/^[a-z]{2}(-[A-Za-z]{2,4})?$/)],
  web_home_view: ['inbox', str('recent_topics', 'inbox', 'all_messages')],
  web_escape_navigates_to_home_view: [true, bool],
  left_side_userlist: [false, bool],
  emojiset: ['google', str('google', 'twitter', 'text')],
  demote_inactive_streams: [1, oneOf(1, 2, 3)],
  user_list_style: [2, oneOf(1, 2, 3)],
  web_animate_image_previews: ['on_hover', str('always', 'on_hover', 'never')],
  web_stream_unreads_count_display_policy: [2, oneOf(1, 2, 3)],
  enable_stream_desktop_notifications: [false, bool],
  enable_stream_email_notifications: [false, bool],
  enable_stream_push_notifications: [false, bool],
  enable_stream_audible_notifications: [false, bool],
  notification_sound: ['zulip', str('zulip', 'ding', 'chime', 'none')],
  enable_desktop_notifications: [true, bool],
  enable_sounds: [true, bool],
  email_notifications_batching_period_seconds: [120, z.number().int().min(60).max(604800)],
  enable_offline_email_notifications: [true, bool],
  enable_offline_push_notifications: [true, bool],
  enable_online_push_notifications: [true, bool],
  enable_followed_topic_desktop_notifications: [true, bool],
  enable_followed_topic_email_notifications: [true, bool],
  enable_followed_topic_push_notifications: [true, bool],
  enable_followed_topic_audible_notifications: [true, bool],
  enable_digest_emails: [true, bool],
  enable_marketing_emails: [true, bool],
  enable_login_emails: [true, bool],
  message_content_in_email_notifications: [true, bool],
  pm_content_in_desktop_notifications: [true, bool],
  wildcard_mentions_notify: [true, bool],
  enable_followed_topic_wildcard_mentions_notify: [true, bool],
  desktop_icon_count_display: [1, oneOf(1, 2, 3, 4)],
  realm_name_in_email_notifications_policy: [1, oneOf(1, 2, 3)],
  automatically_follow_topics_policy: [3, oneOf(1, 2, 3, 4)],
  automatically_unmute_topics_in_muted_streams_policy: [3, oneOf(1, 2, 3, 4)],
  automatically_follow_topics_where_mentioned: [true, bool],
  presence_enabled: [true, bool],
  enter_sends: [false, bool],
  send_private_typing_notifications: [true, bool],
  send_stream_typing_notifications: [true, bool],
  send_read_receipts: [true, bool],
  allow_private_data_export: [false, bool],
  email_address_visibility: [1, oneOf(1, 2, 3, 4, 5)],
  web_navigate_to_sent_message: [true, bool],
} as const satisfies Record<string, readonly [unknown, z.ZodType]>;

export type UserSettingName = keyof typeof USER_SETTINGS;
export const USER_SETTING_NAMES = Object.keys(USER_SETTINGS) as UserSettingName[];

/** Settings that arrive as raw strings rather than JSON. */
export const STRING_SETTINGS: ReadonlySet<string> = new Set(
  USER_SETTING_NAMES.filter((k) => typeof USER_SETTINGS[k][0] === 'string'),
);

function storedSettings(user: UserRow): Record<string, unknown> {
  try {
    return JSON.parse(user.settings) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** A user's settings: stored values over Zulip's defaults, plus timezone. */
export function userSettingsOf(user: UserRow): Record<string, unknown> {
  const stored = storedSettings(user);
  const out: Record<string, unknown> = {};
  for (const k of USER_SETTING_NAMES) out[k] = stored[k] ?? USER_SETTINGS[k][0];
  out.timezone = user.timezone;
  return out;
}

/** The register key `user_settings`. */
export function userSettingsState(_db: Db, user: UserRow) {
  return {
    user_settings: {
      ...userSettingsOf(user),
      emojiset_choices: [
        { key: 'google', text: 'Google' },
        { key: 'twitter', text: 'Twitter' },
        { key: 'text', text: 'Plain text' },
      ],
      available_notification_sounds: ['chime', 'ding', 'zulip'],
    },
  };
}

export interface SettingsChange {
  full_name?: string;
  old_password?: string;
  new_password?: string;
  settings: Partial<Record<UserSettingName, unknown>>;
}

/** PATCH /settings: each changed setting sends user_settings/update to the user. */
export async function updateSettings(
  ctx: OrgContext,
  user: UserRow,
  c: SettingsChange,
): Promise<Outcome<Record<string, never>>> {
  const { db } = ctx;
  const notices: Notice[] = [];
  if (c.new_password !== undefined) {
    if (!(await verifyPassword(c.old_password ?? '', user.password_hash))) {
      throw badRequest('Wrong password!');
    }
    if (c.new_password.length < SERVER_CONSTANTS.password_min_length) {
      throw badRequest('New password is too weak!');
    }
    if (c.new_password.length > SERVER_CONSTANTS.password_max_length) {
      throw badRequest('New password is too long!');
    }
  }
  const fullName = c.full_name === undefined ? undefined : checkFullName(c.full_name);
  // Hashed before anything is written, so that the writes below run as one transaction.
  const passwordHash =
    c.new_password === undefined ? undefined : await hashPassword(c.new_password);
  return inTransaction(db, () => {
    // Read again: a request that changed the settings while this one hashed is kept.
    const fresh = getUserById(db, user.id) ?? user;
    const current = userSettingsOf(fresh);
    const stored = storedSettings(fresh);
    for (const [key, value] of Object.entries(c.settings)) {
      if (value === undefined || current[key] === value) continue;
      stored[key] = value;
      const event: Notice['event'] = { type: 'user_settings', op: 'update', property: key, value };
      if (key === 'default_language') event.language_name = value;
      notices.push({ event, users: [user.id] });
    }
    setUserSettingsJson(db, user.id, stored);
    // As Zulip: turning synchronization off deletes the server's drafts, with no events.
    if (c.settings.enable_drafts_synchronization === false) deleteDraftsOf(db, user.id);
    const presenceEnabled = c.settings.presence_enabled;
    if (typeof presenceEnabled === 'boolean' && presenceEnabled !== current.presence_enabled) {
      notices.push(...presenceEnabledNotices(db, fresh, presenceEnabled, ctx.now));
    }
    if (c.settings.email_address_visibility !== undefined) {
      notices.push(...emailVisibilityNotices(db, fresh, getUserById(db, user.id) ?? fresh));
    }
    if (passwordHash !== undefined) setPasswordHash(db, user.id, passwordHash);
    if (fullName !== undefined && fullName !== fresh.full_name) {
      setUserFullName(db, user.id, fullName);
      notices.push({
        event: {
          type: 'realm_user',
          op: 'update',
          person: { user_id: user.id, full_name: fullName },
        },
        users: activeUserIds(db),
      });
    }
    return { result: {}, notices };
  });
}

/**
 * When a user's email_address_visibility changes (feature level 163): everyone learns a new API
 * email if it changed, and those who gain or lose sight of the real address get it or null.
 */
function emailVisibilityNotices(db: Db, before: UserRow, after: UserRow): Notice[] {
  const notices: Notice[] = [];
  const person = (fields: Record<string, unknown>) => ({
    type: 'realm_user',
    op: 'update',
    person: { user_id: after.id, ...fields },
  });
  if (apiEmail(before) !== apiEmail(after)) {
    notices.push({ event: person({ new_email: apiEmail(after) }), users: activeUserIds(db) });
  }
  const gained: number[] = [];
  const lost: number[] = [];
  for (const id of activeUserIds(db)) {
    const viewer = getUserById(db, id);
    if (!viewer || id === after.id) continue;
    const was = canAccessDeliveryEmail(viewer, before);
    const is = canAccessDeliveryEmail(viewer, after);
    if (!was && is) gained.push(id);
    if (was && !is) lost.push(id);
  }
  if (gained.length) {
    notices.push({ event: person({ delivery_email: after.delivery_email }), users: gained });
  }
  if (lost.length) notices.push({ event: person({ delivery_email: null }), users: lost });
  return notices;
}
