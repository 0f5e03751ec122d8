import { describe, expect, it } from 'vitest';
import {
  CHANNEL_PERMISSION_LEVEL,
  channelMessageType,
  channelPermissionParams,
  channelPermissions,
  directMessageType,
  editHistoryVisibility,
  emptyTopicForServer,
  emptyTopicParams,
  legacyStreamPostPolicy,
  linkifierTemplateField,
  messageEditTypingRequest,
  narrowForServer,
  presenceFetchParams,
  supportsReminders,
  supportsReschedule,
  supportsScheduledMessages,
  supportsUserTopics,
  topicForServer,
} from './feature-level';

describe('feature levels', () => {
  it.each([
    [169, 'private', 'stream', false, 'url_format_string'],
    [173, 'private', 'stream', true, 'url_format_string'],
    [174, 'direct', 'stream', true, 'url_format_string'],
    [176, 'direct', 'stream', true, 'url_template'],
    [247, 'direct', 'stream', true, 'url_template'],
    [248, 'direct', 'channel', true, 'url_template'],
    [330, 'direct', 'channel', true, 'url_template'],
  ] as const)('FL %i', (fl, direct, channel, userTopics, template) => {
    expect(directMessageType(fl)).toBe(direct);
    expect(channelMessageType(fl)).toBe(channel);
    expect(supportsUserTopics(fl)).toBe(userTopics);
    expect(linkifierTemplateField(fl)).toBe(template);
  });

  it('user topics from FL 170', () => {
    expect(supportsUserTopics(169)).toBe(false);
    expect(supportsUserTopics(170)).toBe(true);
  });

  const narrow = [
    { operator: 'channel', operand: 7 },
    { operator: 'topic', operand: 'x' },
    { operator: 'dm', operand: [1, 2] },
    { operator: 'dm-including', operand: 3 },
    { operator: 'is', operand: 'dm', negated: true },
    { operator: 'channels', operand: 'public' },
  ];

  it('keeps the modern operators for new servers', () => {
    expect(narrowForServer(narrow, 330)).toEqual(narrow);
  });

  it('uses stream/streams below FL 250 but dm above 177', () => {
    expect(narrowForServer(narrow, 249).map((t) => t.operator)).toEqual([
      'stream',
      'topic',
      'dm',
      'dm-including',
      'is',
      'streams',
    ]);
  });

  it('uses pm-with, group-pm-with and is:private below FL 177', () => {
    expect(narrowForServer(narrow, 176)).toEqual([
      { operator: 'stream', operand: 7 },
      { operator: 'topic', operand: 'x' },
      { operator: 'pm-with', operand: [1, 2] },
      { operator: 'group-pm-with', operand: 3 },
      { operator: 'is', operand: 'private', negated: true },
      { operator: 'streams', operand: 'public' },
    ]);
  });
});

describe('feature levels this client adapts to, one test per boundary', () => {
  it.each([
    ['FL 179: scheduling messages', supportsScheduledMessages, 179],
    ['FL 184: rescheduling in place', supportsReschedule, 184],
    ['FL 381: message reminders', supportsReminders, 381],
  ])('%s is offered from its level, not below', (_, supports, level) => {
    expect([supports(level - 1), supports(level)]).toEqual([false, true]);
  });

  it('FL 334: empty topics are "" and asked for; before, "(no topic)"', () => {
    expect(emptyTopicForServer(333)).toBe('(no topic)');
    expect(emptyTopicForServer(334)).toBe('');
    expect(topicForServer('', 333)).toBe('(no topic)');
    expect(topicForServer('lunch', 333)).toBe('lunch');
    expect(emptyTopicParams(333)).toEqual({});
    expect(emptyTopicParams(334)).toEqual({ allow_empty_topic_name: true });
  });

  it('FL 351 and 361: where typing-while-editing goes', () => {
    expect(messageEditTypingRequest(350, 7)).toBeNull();
    expect(messageEditTypingRequest(351, 7)).toEqual({
      path: 'message_edit_typing',
      params: { message_id: 7 },
    });
    expect(messageEditTypingRequest(360, 7)?.path).toBe('message_edit_typing');
    expect(messageEditTypingRequest(361, 7)).toEqual({ path: 'messages/7/typing', params: {} });
  });

  it('FL 358: the edit-history policy, from the old boolean before it', () => {
    const realm = { allow_edit_history: true, message_edit_history_visibility_policy: 'moves' };
    expect(editHistoryVisibility(357, realm)).toBe('all');
    expect(editHistoryVisibility(357, { allow_edit_history: false })).toBe('none');
    expect(editHistoryVisibility(358, realm)).toBe('moves');
    expect(editHistoryVisibility(358, { allow_edit_history: false })).toBe('none');
  });

  it.each([
    [160, []],
    [161, ['can_remove_subscribers_group']],
    [324, ['can_remove_subscribers_group']],
    [325, ['can_remove_subscribers_group', 'can_administer_channel_group']],
    [
      333,
      ['can_remove_subscribers_group', 'can_administer_channel_group', 'can_send_message_group'],
    ],
    [
      342,
      [
        'can_remove_subscribers_group',
        'can_administer_channel_group',
        'can_send_message_group',
        'can_add_subscribers_group',
      ],
    ],
    [357, Object.keys(CHANNEL_PERMISSION_LEVEL)],
  ] as const)('FL %i knows the channel permissions %j', (fl, names) => {
    expect(channelPermissions(fl).sort()).toEqual([...names].sort());
  });

  it('FL 333: who may post is can_send_message_group; before, the legacy stream_post_policy', () => {
    const names: Record<number, string> = {
      2: 'role:administrators',
      3: 'role:moderators',
      9: 'x',
    };
    const settings = { can_send_message_group: 2, can_subscribe_group: 9 };
    expect(channelPermissionParams(333, settings, (v) => names[v])).toEqual({
      can_send_message_group: 2,
    });
    expect(channelPermissionParams(332, settings, (v) => names[v])).toEqual({
      stream_post_policy: 2,
    });
    expect(channelPermissionParams(357, settings, (v) => names[v])).toEqual(settings);
    expect(
      [
        undefined,
        'role:everyone',
        'role:members',
        'role:administrators',
        'role:fullmembers',
        'role:moderators',
      ].map(legacyStreamPostPolicy),
    ).toEqual([1, 1, 1, 2, 3, 4]);
  });
});

describe('presence fetches', () => {
  it.each([
    [262, 40, 14, { slim_presence: true }],
    [263, 40, 14, { last_update_id: 40 }],
    [263, -1, 14, { last_update_id: -1 }],
    [287, -1, 14, { last_update_id: -1 }],
    [288, -1, 14, { last_update_id: -1, history_limit_days: 14 }],
    [288, -1, undefined, { last_update_id: -1 }],
    [288, 40, 14, { last_update_id: 40 }],
  ] as const)('FL %i after update %i (history %s days)', (fl, id, days, params) => {
    expect(presenceFetchParams(fl, id, days)).toEqual(params);
  });
});
