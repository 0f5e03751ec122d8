/** The realm's defaults: server constants, realm settings and group permissions. */

import { SystemGroup } from '../../src/api/constants';
import type { Db } from '../db/database';
import { getRealm, type RealmRow } from '../db/realm';
import type { EditHistoryVisibility } from './messages/edit-visibility';
import type { SystemGroupName } from './system-groups';

/** Server-wide limits and protocol constants sent by /register. */
export const SERVER_CONSTANTS = {
  // The API level this server implements (Zulip 11.0 development, after 10.x's 372; 381: reminders).
  zulip_feature_level: 381,
  zulip_version: '11.0-dev-parley',
  zulip_merge_base: '11.0-dev-parley',
  max_message_length: 10000,
  max_topic_length: 60,
  max_stream_name_length: 60,
  max_stream_description_length: 1024,
  max_file_upload_size_mib: 25,
  server_typing_started_expiry_period_milliseconds: 45000,
  server_typing_stopped_wait_period_milliseconds: 12000,
  server_typing_started_wait_period_milliseconds: 30000,
  server_presence_ping_interval_seconds: 60,
  server_presence_offline_threshold_seconds: 140,
  event_queue_longpoll_timeout_seconds: 90,
  password_min_length: 6,
  password_max_length: 100,
  server_min_deactivated_realm_deletion_days: 14 as number | null,
  server_max_deactivated_realm_deletion_days: null as number | null,
  server_can_summarize_topics: false,
  navigation_tour_video_url: null as string | null,
  server_emoji_data_url: '',
  server_inline_image_preview: true,
  server_thumbnail_formats: [],
} as const;

/**
 * The typing periods a client follows, scaled so that a "typing" notice expires after
 * `expirySeconds` (Zulip's 45 s gives Zulip's values): the other two keep their proportions.
 */
export function typingPeriods(expirySeconds: number) {
  const scaled = (ms: number) => Math.round((ms * expirySeconds) / 45);
  return {
    server_typing_started_expiry_period_milliseconds: scaled(45000),
    server_typing_stopped_wait_period_milliseconds: scaled(12000),
    server_typing_started_wait_period_milliseconds: scaled(30000),
  };
}

/** Realm settings that are plain values (sent as `realm_<name>`). */
export const DEFAULT_REALM_SETTINGS = {
  mandatory_topics: false,
  allow_message_editing: true,
  message_content_edit_limit_seconds: 600 as number | null,
  message_content_delete_limit_seconds: null as number | null,
  move_messages_within_stream_limit_seconds: 604800 as number | null,
  move_messages_between_streams_limit_seconds: 604800 as number | null,
  message_edit_history_visibility_policy: 'all' as EditHistoryVisibility,
  enable_spectator_access: true,
  enable_read_receipts: true,
  enable_guest_user_indicator: true,
  enable_guest_user_dm_warning: true,
  waiting_period_threshold: 0,
  default_language: 'en',
  default_code_block_language: '',
  inline_image_preview: true,
  inline_url_embed_preview: false,
  empty_topic_display_name: 'general chat',
  plan_type: 1,
  org_type: 0,
  video_chat_provider: 0,
  new_stream_announcements_stream_id: -1,
  signup_announcements_stream_id: -1,
  zulip_update_announcements_stream_id: -1,
  moderation_request_channel_id: -1,
};

export type RealmValueSettings = typeof DEFAULT_REALM_SETTINGS;

/** Realm-wide group permissions and the system group each defaults to. */
export const DEFAULT_REALM_GROUP_SETTINGS: Record<string, SystemGroupName> = {
  can_access_all_users_group: SystemGroup.everyone,
  can_add_custom_emoji_group: SystemGroup.members,
  can_add_subscribers_group: SystemGroup.members,
  can_create_bots_group: SystemGroup.members,
  can_create_groups: SystemGroup.members,
  can_create_public_channel_group: SystemGroup.members,
  can_create_private_channel_group: SystemGroup.members,
  can_create_web_public_channel_group: SystemGroup.owners,
  can_create_write_only_bots_group: SystemGroup.members,
  can_delete_any_message_group: SystemGroup.administrators,
  can_delete_own_message_group: SystemGroup.everyone,
  can_invite_users_group: SystemGroup.members,
  can_manage_billing_group: SystemGroup.administrators,
  can_manage_all_groups: SystemGroup.owners,
  can_mention_many_users_group: SystemGroup.administrators,
  can_move_messages_between_channels_group: SystemGroup.members,
  can_move_messages_between_topics_group: SystemGroup.members,
  can_resolve_topics_group: SystemGroup.everyone,
  can_summarize_topics_group: SystemGroup.everyone,
  create_multiuse_invite_group: SystemGroup.administrators,
  direct_message_initiator_group: SystemGroup.everyone,
  direct_message_permission_group: SystemGroup.everyone,
};

/** A group-setting value: a user group ID, or an anonymous group. */
export type GroupSettingValue = number | { direct_members: number[]; direct_subgroups: number[] };

export interface RealmState {
  name: string;
  /** Rendered HTML (the login page, /server_settings). */
  description: string;
  /** The Markdown an administrator wrote (register, the organization profile). */
  descriptionSource: string;
  date_created: number;
  settings: RealmValueSettings;
  groupSettings: Record<string, GroupSettingValue>;
}

const parsed = new WeakMap<RealmRow, RealmState>();

/**
 * The realm's name, settings and group settings. Permission checks ask for it constantly, so
 * the parsed state is kept for as long as db/realm keeps the row it came from (until the row is
 * written). Shared between callers, hence frozen: copy it before changing anything.
 */
export function loadRealm(db: Db): RealmState {
  const row = getRealm(db);
  if (!row) throw new Error('The realm has not been created');
  let state = parsed.get(row);
  if (!state) {
    state = parseRealm(row);
    parsed.set(row, state);
  }
  return state;
}

function parseRealm(row: RealmRow): RealmState {
  const stored = JSON.parse(row.settings) as Record<string, unknown>;
  const settings = { ...DEFAULT_REALM_SETTINGS };
  const groupSettings: Record<string, GroupSettingValue> = {};
  // Before feature level 358 the realm stored allow_edit_history.
  if (
    stored.allow_edit_history === false &&
    !('message_edit_history_visibility_policy' in stored)
  ) {
    settings.message_edit_history_visibility_policy = 'none';
  }
  for (const [k, v] of Object.entries(stored)) {
    if (k in DEFAULT_REALM_GROUP_SETTINGS) groupSettings[k] = deepFreeze(v as GroupSettingValue);
    else if (k in settings) (settings as Record<string, unknown>)[k] = v;
  }
  return Object.freeze({
    name: row.name,
    description: row.description,
    descriptionSource: row.description_source ?? row.description,
    date_created: row.date_created,
    settings: Object.freeze(settings),
    groupSettings: Object.freeze(groupSettings),
  });
}

function deepFreeze<T>(v: T): T {
  if (v && typeof v === 'object') {
    for (const inner of Object.values(v)) deepFreeze(inner);
    Object.freeze(v);
  }
  return v;
}
