/** Values the API fixes that the client and the server both use: import them from here only. */

/**
 * The colours Zulip offers a subscription, in its order (the colour picker shows them all); a
 * server gives new subscriptions the first ten in turn.
 */
export const SUBSCRIPTION_COLORS = [
  '#76ce90',
  '#fae589',
  '#a6c7e5',
  '#e79ab5',
  '#bfd56f',
  '#f4ae55',
  '#b0a5fd',
  '#addfe5',
  '#f5ce6e',
  '#c2726a',
  '#94c849',
  '#bd86e5',
  '#ee7e4a',
  '#a6dcbf',
  '#95a5fd',
  '#53a063',
  '#9987e1',
  '#e4523d',
  '#c2c2c2',
  '#4f8de4',
] as const;

/** Zulip's extra emoji :zulip:, not a realm emoji, served from a fixed path. */
export const ZULIP_EMOJI_URL = '/static/generated/emoji/images/emoji/unicode/zulip.png';

/** The system groups every realm has, by their API names. */
export const SystemGroup = {
  internet: 'role:internet',
  everyone: 'role:everyone',
  members: 'role:members',
  fullMembers: 'role:fullmembers',
  moderators: 'role:moderators',
  administrators: 'role:administrators',
  owners: 'role:owners',
  nobody: 'role:nobody',
} as const;
export type SystemGroupName = (typeof SystemGroup)[keyof typeof SystemGroup];

/** A resolved topic's name starts with this. */
export const RESOLVED_TOPIC_PREFIX = '✔ ';

/** Realm permissions that guests may hold (role:everyone); the others stop at role:members. */
export const REALM_SETTINGS_GUESTS_MAY_HOLD: ReadonlySet<string> = new Set([
  'can_delete_own_message_group',
  'can_mention_many_users_group',
  'can_move_messages_between_topics_group',
  'can_resolve_topics_group',
  'can_summarize_topics_group',
  'direct_message_initiator_group',
  'direct_message_permission_group',
]);

/**
 * The response header by which Parley's server says that each member of its JSON object starts
 * a line (POST /register): a client then parses each as it arrives (src/api/json-members.ts;
 * server/http/json-pieces.ts). Not part of Zulip's API; the body is JSON all the same.
 */
export const MEMBER_LINES_HEADER = 'x-parley-members';
