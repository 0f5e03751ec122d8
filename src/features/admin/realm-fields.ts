/** The organization settings the screens offer, grouped as Zulip groups them. */

export type RealmField =
  | { kind: 'bool'; key: string; label: string; hint?: string }
  | { kind: 'text'; key: string; label: string; max: number; hint?: string }
  | { kind: 'time-limit'; key: string; label: string; hint?: string }
  | { kind: 'select'; key: string; label: string; options: readonly (readonly [string, string])[] }
  | { kind: 'group'; key: string; label: string };

export interface RealmSectionSpec {
  id: string;
  title: string;
  fields: readonly RealmField[];
}

export const MESSAGE_SETTINGS: readonly RealmSectionSpec[] = [
  {
    id: 'editing',
    title: 'Message editing',
    fields: [
      { kind: 'bool', key: 'allow_message_editing', label: 'Allow message editing' },
      {
        kind: 'time-limit',
        key: 'message_content_edit_limit_seconds',
        label: 'Time limit for editing messages',
      },
      {
        kind: 'time-limit',
        key: 'move_messages_within_stream_limit_seconds',
        label: 'Time limit for moving messages between topics',
        hint: 'Moderators and administrators may move messages at any time.',
      },
      {
        kind: 'time-limit',
        key: 'move_messages_between_streams_limit_seconds',
        label: 'Time limit for moving messages between channels',
      },
      {
        kind: 'time-limit',
        key: 'message_content_delete_limit_seconds',
        label: 'Time limit for deleting messages',
      },
      {
        kind: 'select',
        key: 'message_edit_history_visibility_policy',
        label: 'Who can see message edit history',
        options: [
          ['all', 'Edits and moves'],
          ['moves', 'Moves only'],
          ['none', 'Nothing'],
        ],
      },
      { kind: 'bool', key: 'allow_edit_history', label: 'Show message edit history' },
    ],
  },
  {
    id: 'topics',
    title: 'Topics',
    fields: [
      {
        kind: 'bool',
        key: 'mandatory_topics',
        label: 'Require topics in channel messages',
        hint: 'Messages without a topic are refused.',
      },
      {
        kind: 'text',
        key: 'empty_topic_display_name',
        label: 'Name shown for messages without a topic',
        max: 60,
      },
    ],
  },
];

export const PERMISSION_SETTINGS: readonly RealmSectionSpec[] = [
  {
    id: 'messages',
    title: 'Messages',
    fields: [
      { kind: 'group', key: 'can_resolve_topics_group', label: 'Who can resolve topics' },
      {
        kind: 'group',
        key: 'can_move_messages_between_topics_group',
        label: 'Who can move messages to another topic',
      },
      {
        kind: 'group',
        key: 'can_move_messages_between_channels_group',
        label: 'Who can move messages to another channel',
      },
      {
        kind: 'group',
        key: 'can_delete_own_message_group',
        label: 'Who can delete their own messages',
      },
      {
        kind: 'group',
        key: 'can_delete_any_message_group',
        label: 'Who can delete any message',
      },
      {
        kind: 'group',
        key: 'can_mention_many_users_group',
        label: 'Who can notify a large number of users with a wildcard mention',
      },
    ],
  },
  {
    id: 'channels',
    title: 'Channels',
    fields: [
      {
        kind: 'group',
        key: 'can_create_public_channel_group',
        label: 'Who can create public channels',
      },
      {
        kind: 'group',
        key: 'can_create_private_channel_group',
        label: 'Who can create private channels',
      },
      {
        kind: 'group',
        key: 'can_create_web_public_channel_group',
        label: 'Who can create web-public channels',
      },
      {
        kind: 'group',
        key: 'can_add_subscribers_group',
        label: 'Who can subscribe others to channels',
      },
    ],
  },
  {
    id: 'groups',
    title: 'User groups',
    fields: [
      { kind: 'group', key: 'can_create_groups', label: 'Who can create user groups' },
      {
        kind: 'group',
        key: 'can_manage_all_groups',
        label: 'Who can administer all user groups',
      },
    ],
  },
];

/** Time limits offered, in seconds; null is "any time". */
export const TIME_LIMITS: readonly (readonly [number | null, string])[] = [
  [null, 'Any time'],
  [120, '2 minutes'],
  [600, '10 minutes'],
  [3600, '1 hour'],
  [86400, '1 day'],
  [604800, '1 week'],
];
