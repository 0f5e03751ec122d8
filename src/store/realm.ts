/** Organization settings, custom emoji, custom profile fields and what the server says of itself. */
import type {
  CustomProfileFieldsEvent,
  RealmEmojiUpdateEvent,
  RealmEvent,
  RestartEvent,
} from '../api/types/event';
import type { CustomProfileField, RealmEmoji } from '../api/types/models';
import type { RealmSettings } from '../api/types/settings';
import type { ReduceContext, ServerInfo } from './state';

export function reduceRealm(realm: RealmSettings, event: RealmEvent, ctx: ReduceContext) {
  const before = realm.message_edit_history_visibility_policy;
  const next = ctx.draft.copy(realm);
  if (event.op === 'update') {
    next[event.property] = event.value;
    // e.g. plan_type carries upload_quota_mib along.
    if (event.extra_data) Object.assign(next, event.extra_data);
  } else {
    Object.assign(next, event.data);
  }
  // Since FL 358 the policy changes and the deprecated boolean is not sent: derive it.
  const policy = next.message_edit_history_visibility_policy;
  if (policy !== before && policy !== undefined) {
    next.allow_edit_history = policy !== 'none';
  }
  return next;
}

/** A restart may come from an upgrade: the feature level decides request shapes. */
export function reduceServer(server: ServerInfo, event: RestartEvent, ctx: ReduceContext) {
  if (
    server.zulip_feature_level === event.zulip_feature_level &&
    server.zulip_version === event.zulip_version
  ) {
    return server;
  }
  const next = ctx.draft.copy(server);
  next.zulip_feature_level = event.zulip_feature_level;
  next.zulip_version = event.zulip_version;
  if (event.zulip_merge_base !== undefined) next.zulip_merge_base = event.zulip_merge_base;
  return next;
}

/** The event carries the whole set, so it replaces what was there. */
export const reduceRealmEmoji = (
  _emoji: Record<string, RealmEmoji>,
  event: RealmEmojiUpdateEvent,
): Record<string, RealmEmoji> => event.realm_emoji;

export const reduceCustomProfileFields = (
  _fields: CustomProfileField[],
  event: CustomProfileFieldsEvent,
): CustomProfileField[] => event.fields;
