import { describe, expect, it } from 'vitest';
import type { NarrowTerm } from '../api/types/narrow';
import {
  baseState,
  DESIGN,
  dmMessage,
  GENERAL,
  HAMLET,
  OTHELLO,
  SELF,
  stored,
  streamMessage,
} from '../store/test-support';
import {
  type ComposeTarget,
  conversationKey,
  hashOfTarget,
  normalizeContent,
  targetOfMessage,
  targetOfNarrow,
} from './compose-target';

describe('targetOfNarrow', () => {
  const s = baseState();
  const cases: [string, NarrowTerm[], ComposeTarget | undefined][] = [
    [
      'a topic',
      [
        { operator: 'channel', operand: GENERAL },
        { operator: 'topic', operand: 'Lunch' },
      ],
      { type: 'stream', stream_id: GENERAL, topic: 'Lunch' },
    ],
    [
      'a topic, near a message',
      [
        { operator: 'stream', operand: GENERAL },
        { operator: 'topic', operand: 'lunch' },
        { operator: 'near', operand: 4 },
      ],
      { type: 'stream', stream_id: GENERAL, topic: 'lunch' },
    ],
    [
      'a channel by name',
      [{ operator: 'channel', operand: 'Design' }],
      { type: 'stream', stream_id: DESIGN, topic: '' },
    ],
    ['a DM', [{ operator: 'dm', operand: [HAMLET] }], { type: 'private', to: [HAMLET] }],
    [
      'a group DM listing the user',
      [{ operator: 'dm', operand: [OTHELLO, SELF, HAMLET] }],
      { type: 'private', to: [HAMLET, OTHELLO] },
    ],
    ['a self-DM', [{ operator: 'dm', operand: [SELF] }], { type: 'private', to: [SELF] }],
    ['the combined feed', [{ operator: 'in', operand: 'home' }], undefined],
    [
      'a search in a channel',
      [
        { operator: 'channel', operand: GENERAL },
        { operator: 'search', operand: 'x' },
      ],
      undefined,
    ],
    ['a negated channel', [{ operator: 'channel', operand: GENERAL, negated: true }], undefined],
    ['an unknown channel name', [{ operator: 'channel', operand: 'nowhere' }], undefined],
  ];
  it.each(cases)('%s', (_name, narrow, expected) => {
    expect(targetOfNarrow(narrow, s)).toEqual(expected);
  });
});

describe('targetOfMessage and conversationKey', () => {
  it('a reply goes to the message conversation', () => {
    expect(targetOfMessage(stored(streamMessage(3, GENERAL, 'Lunch')), SELF)).toEqual({
      type: 'stream',
      stream_id: GENERAL,
      topic: 'Lunch',
    });
    expect(targetOfMessage(stored(dmMessage(5, [SELF, OTHELLO, HAMLET])), SELF)).toEqual({
      type: 'private',
      to: [HAMLET, OTHELLO],
    });
    expect(targetOfMessage(stored(dmMessage(6, [SELF], SELF)), SELF)).toEqual({
      type: 'private',
      to: [SELF],
    });
  });

  it('one key per conversation: topic case and spacing, DM order and self do not matter', () => {
    const key = (t: ComposeTarget) => conversationKey(t, SELF);
    expect(key({ type: 'stream', stream_id: 1, topic: ' Lunch ' })).toBe(
      key({ type: 'stream', stream_id: 1, topic: 'lunch' }),
    );
    expect(key({ type: 'stream', stream_id: 1, topic: 'lunch' })).not.toBe(
      key({ type: 'stream', stream_id: 2, topic: 'lunch' }),
    );
    expect(key({ type: 'private', to: [3, 2] })).toBe(key({ type: 'private', to: [2, SELF, 3] }));
    expect(key({ type: 'private', to: [2] })).not.toBe(key({ type: 'private', to: [2, 3] }));
  });

  it('the hash of a conversation', () => {
    const s = baseState();
    expect(hashOfTarget({ type: 'stream', stream_id: GENERAL, topic: 'a b' }, s)).toBe(
      `#narrow/channel/${GENERAL}-general/topic/a.20b`,
    );
    expect(hashOfTarget({ type: 'stream', stream_id: undefined, topic: '' }, s)).toBeUndefined();
  });
});

describe('normalizeContent', () => {
  it.each([
    ['hi', 'hi'],
    ['\n\nhi  \n', 'hi'],
    ['  indented\n', '  indented'],
    ['a\n\nb', 'a\n\nb'],
  ])('%j → %j', (input, output) => {
    expect(normalizeContent(input)).toBe(output);
  });
});
