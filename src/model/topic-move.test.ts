import { describe, expect, it } from 'vitest';
import type { UpdateMessageEvent } from '../api/types/event';
import type { NarrowTerm } from '../api/types/narrow';
import { followTopicMove } from './topic-move';

const move = (extra: Partial<UpdateMessageEvent>): UpdateMessageEvent => ({
  id: 1,
  type: 'update_message',
  user_id: 9,
  message_id: 40,
  message_ids: [40, 41],
  flags: [],
  edit_timestamp: 1,
  rendering_only: false,
  stream_id: 1,
  orig_subject: 'lunch',
  propagate_mode: 'change_all',
  ...extra,
});

const topic = (channel: NarrowTerm['operand'], name: string): NarrowTerm[] => [
  { operator: 'channel', operand: channel },
  { operator: 'topic', operand: name },
];

// Channel 1 is "Verona" (its name is also accepted as an operand).
const channelId = (operand: NarrowTerm['operand']) =>
  operand === 'Verona' ? 1 : typeof operand === 'number' ? operand : undefined;

describe('following a moved topic', () => {
  it.each([
    [
      'renamed: to the new name',
      topic(1, 'lunch'),
      move({ subject: 'dinner' }),
      topic(1, 'dinner'),
    ],
    ['moved to another channel', topic(1, 'lunch'), move({ new_stream_id: 2 }), topic(2, 'lunch')],
    [
      'both at once',
      topic(1, 'lunch'),
      move({ new_stream_id: 2, subject: 'dinner' }),
      topic(2, 'dinner'),
    ],
    ['resolved', topic(1, 'lunch'), move({ subject: '✔ lunch' }), topic(1, '✔ lunch')],
    ['topic names ignore case', topic(1, 'LUNCH'), move({ subject: 'dinner' }), topic(1, 'dinner')],
    [
      'a channel named, not numbered',
      topic('Verona', 'lunch'),
      move({ subject: 'x' }),
      topic(1, 'x'),
    ],
    [
      'only part of the topic moved',
      topic(1, 'lunch'),
      move({ subject: 'x', propagate_mode: 'change_later' }),
      null,
    ],
    ['another topic moved', topic(1, 'breakfast'), move({ subject: 'x' }), null],
    ['the same topic name in another channel', topic(3, 'lunch'), move({ subject: 'x' }), null],
    [
      'a content edit',
      topic(1, 'lunch'),
      move({ orig_subject: undefined, propagate_mode: undefined }),
      null,
    ],
    [
      'a view of the whole channel stays',
      [{ operator: 'channel', operand: 1 }],
      move({ subject: 'x' }),
      null,
    ],
    [
      'a search within the topic stays',
      [...topic(1, 'lunch'), { operator: 'search', operand: 'soup' }],
      move({ subject: 'x' }),
      null,
    ],
  ] as const)('%s', (_name, narrow, event, expected) => {
    expect(followTopicMove(narrow, event, channelId)).toEqual(expected);
  });
});
