import { describe, expect, it } from 'vitest';
import {
  dmMessage,
  GENERAL,
  HAMLET,
  OTHELLO,
  SELF,
  stored,
  streamMessage,
} from '../store/test-support';
import { conversationOf, editState, rowLayout, startsConversation } from './message-list';

const DAY = 86_400;
const at = (m: ReturnType<typeof streamMessage>, timestamp: number, sender = HAMLET) =>
  stored({ ...m, timestamp, sender_id: sender });

describe('rowLayout', () => {
  const t = Date.UTC(2026, 10, 23, 9) / 1000;
  it.each([
    ['the first row starts everything', undefined, at(streamMessage(1), t), [true, false, true]],
    [
      'same topic and sender continue the run',
      at(streamMessage(1), t),
      at(streamMessage(2), t + 60),
      [false, false, false],
    ],
    [
      'topics compare case-insensitively',
      at(streamMessage(1, GENERAL, 'Lunch'), t),
      at(streamMessage(2, GENERAL, 'lunch'), t + 60),
      [false, false, false],
    ],
    [
      'another sender shows a name',
      at(streamMessage(1), t),
      at(streamMessage(2), t + 60, OTHELLO),
      [false, false, true],
    ],
    [
      'another topic gets a recipient bar',
      at(streamMessage(1), t),
      at(streamMessage(2, GENERAL, 'dinner'), t + 60),
      [true, false, true],
    ],
    [
      'a new day within a topic gets a date line',
      at(streamMessage(1), t),
      at(streamMessage(2), t + DAY),
      [false, true, true],
    ],
  ])('%s', (_name, prev, cur, [recipientStart, dayStart, senderStart]) => {
    expect(rowLayout(prev, cur, SELF, 'UTC')).toEqual({ recipientStart, dayStart, senderStart });
  });

  it('treats each DM conversation as one block', () => {
    const a = stored(dmMessage(1, [SELF, HAMLET]));
    const b = stored(dmMessage(2, [HAMLET, SELF], SELF));
    const c = stored(dmMessage(3, [SELF, HAMLET, OTHELLO]));
    expect(conversationOf(a, SELF)).toBe(conversationOf(b, SELF));
    expect(rowLayout(a, b, SELF).recipientStart).toBe(false);
    expect(rowLayout(b, c, SELF).recipientStart).toBe(true);
  });

  it.each([
    ['the first of a window', 1, true],
    ['the second of one DM conversation', 2, false],
    ['the first of another conversation', 3, true],
    ['a message not held', 4, true],
  ])('startsConversation: %s', (_name, id, starts) => {
    const byId = new Map(
      [
        dmMessage(1, [SELF, HAMLET]),
        dmMessage(2, [SELF, HAMLET]),
        dmMessage(3, [SELF, OTHELLO]),
      ].map((m) => [m.id, stored(m)]),
    );
    expect(startsConversation([1, 2, 3, 4], byId, id, SELF)).toBe(starts);
  });
});

describe('editState', () => {
  const m = stored(streamMessage(1));
  it.each([
    ['never edited', {}, undefined],
    [
      'content edited',
      {
        edit_history: [
          { user_id: 1, timestamp: 5, prev_content: 'a', prev_rendered_content: '<p>a</p>' },
        ],
      },
      'edited',
    ],
    [
      'moved topic',
      { edit_history: [{ user_id: 1, timestamp: 5, prev_topic: 'a', topic: 'b' }] },
      'moved',
    ],
    [
      'moved channel',
      { edit_history: [{ user_id: 1, timestamp: 5, prev_stream: 3, stream: 4 }] },
      'moved',
    ],
    [
      'resolved only',
      { edit_history: [{ user_id: 1, timestamp: 5, prev_topic: 'a', topic: '✔ a' }] },
      undefined,
    ],
    [
      'moved, then edited',
      {
        edit_history: [
          { user_id: 1, timestamp: 9, prev_content: 'x' },
          { user_id: 1, timestamp: 5, prev_topic: 'a', topic: 'b' },
        ],
      },
      'edited',
    ],
    ['timestamps only: edited', { last_edit_timestamp: 5 }, 'edited'],
    ['timestamps only: moved', { last_edit_timestamp: 5, last_moved_timestamp: 5 }, 'moved'],
    [
      'timestamps only: moved then edited',
      { last_edit_timestamp: 9, last_moved_timestamp: 5 },
      'edited',
    ],
  ])('%s', (_name, extra, state) => {
    expect(editState({ ...m, ...extra } as typeof m)).toBe(state);
  });
});
