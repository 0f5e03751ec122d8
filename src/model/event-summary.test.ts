import { describe, expect, it } from 'vitest';
import type { WireEvent } from '../api/types/event';
import { type SummaryNames, summarizeEvent } from './event-summary';

const names: SummaryNames = {
  user: (id) => ({ 9: 'Othello', 10: 'Iago' })[id as number] ?? `user ${id}`,
  channel: (id) => ({ 12: 'Verona', 13: 'general' })[id as number] ?? `channel ${id}`,
};

const cases: [string, Record<string, unknown>, string][] = [
  [
    'a channel message',
    {
      type: 'message',
      message: {
        type: 'stream',
        sender_id: 10,
        sender_full_name: 'Iago',
        stream_id: 12,
        subject: 'lunch',
      },
    },
    'Iago sent a message to #Verona > lunch',
  ],
  [
    'a direct message',
    {
      type: 'message',
      message: {
        type: 'private',
        sender_id: 10,
        sender_full_name: 'Iago',
        display_recipient: [
          { id: 10, full_name: 'Iago' },
          { id: 9, full_name: 'Othello' },
        ],
      },
    },
    'Iago sent a direct message to Othello',
  ],
  [
    'a reaction',
    { type: 'reaction', op: 'add', user_id: 9, emoji_name: 'tada', message_id: 4711 },
    'Othello reacted :tada: to 4711',
  ],
  [
    'a reaction taken back',
    { type: 'reaction', op: 'remove', user_id: 9, emoji_name: 'tada', message_id: 4711 },
    'Othello removed :tada: from 4711',
  ],
  [
    'typing in a topic',
    {
      type: 'typing',
      op: 'start',
      message_type: 'stream',
      sender: { user_id: 9 },
      stream_id: 12,
      topic: 'lunch',
    },
    'Othello is typing in #Verona > lunch',
  ],
  [
    'typing stopped in a DM',
    { type: 'typing', op: 'stop', message_type: 'direct', sender: { user_id: 9 } },
    'Othello stopped typing a direct message',
  ],
  [
    'an edit',
    { type: 'update_message', user_id: 9, message_id: 4711, message_ids: [4711], content: 'x' },
    'Othello edited 4711',
  ],
  [
    'a move to another channel',
    {
      type: 'update_message',
      user_id: 10,
      message_id: 1,
      message_ids: [1, 2, 3],
      stream_id: 13,
      new_stream_id: 12,
      orig_subject: 'notes',
      subject: 'release notes',
    },
    'Iago moved 3 messages from #general > notes to #Verona > release notes',
  ],
  [
    'a move within the channel, topic kept when not renamed',
    {
      type: 'update_message',
      user_id: 10,
      message_id: 1,
      message_ids: [1],
      stream_id: 13,
      new_stream_id: 12,
      orig_subject: 'a',
    },
    'Iago moved 1 message from #general > a to #Verona > a',
  ],
  [
    'a resolved topic',
    {
      type: 'update_message',
      user_id: 9,
      message_id: 1,
      message_ids: [1, 2],
      stream_id: 12,
      orig_subject: 'lunch',
      subject: '✔ lunch',
    },
    'Othello resolved #Verona > lunch',
  ],
  [
    'an unresolved topic',
    {
      type: 'update_message',
      user_id: 9,
      message_id: 1,
      message_ids: [1],
      stream_id: 12,
      orig_subject: '✔ lunch',
      subject: 'lunch',
    },
    'Othello unresolved #Verona > lunch',
  ],
  [
    'a re-rendering',
    {
      type: 'update_message',
      user_id: null,
      message_id: 5,
      message_ids: [5],
      rendering_only: true,
    },
    'Message 5 re-rendered',
  ],
  ['deletions', { type: 'delete_message', message_ids: [4, 5] }, '2 messages deleted: 4, 5'],
  [
    'read flags',
    { type: 'update_message_flags', op: 'add', flag: 'read', messages: [1, 2] },
    '2 messages marked read',
  ],
  ['a heartbeat', { type: 'heartbeat' }, 'Heartbeat: the queue is alive'],
  [
    'an event this client never heard of',
    { type: 'channel_folder', op: 'add', name: 'Work' },
    'channel_folder add Work',
  ],
];

describe('one line per event', () => {
  it.each(cases)('%s', (_, event, line) => {
    expect(summarizeEvent({ id: 1, ...event } as WireEvent, names)).toBe(line);
  });
});
