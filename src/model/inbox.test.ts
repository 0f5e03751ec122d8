import { describe, expect, it } from 'vitest';
import type { ParleyState, UnreadLocation } from '../store/state';
import { baseState, DESIGN, GENERAL, HAMLET, OTHELLO } from '../store/test-support';
import { buildInbox } from './inbox';

function withUnreads(entries: [number, UnreadLocation][], mentions: number[] = []): ParleyState {
  const s = baseState();
  return {
    ...s,
    unread: { byId: new Map(entries), mentions: new Set(mentions), old_unreads_missing: false },
  };
}

const topic = (stream_id: number, t: string): UnreadLocation => ({
  type: 'stream',
  stream_id,
  topic: t,
});

describe('buildInbox', () => {
  it('groups DMs first (newest first), then channels with topics newest first', () => {
    const inbox = buildInbox(
      withUnreads(
        [
          [10, topic(GENERAL, 'lunch')],
          [11, topic(GENERAL, 'Lunch')],
          [12, topic(GENERAL, 'dinner')],
          [13, { type: 'private', key: String(HAMLET) }],
          [14, { type: 'private', key: `${HAMLET},${OTHELLO}` }],
        ],
        [11, 13],
      ),
    );
    expect(inbox.dms.map((d) => [d.title, d.count, d.mentioned])).toEqual([
      ['You and King Hamlet, Othello', 1, false],
      ['You and King Hamlet', 1, true],
    ]);
    expect(inbox.channels).toHaveLength(1);
    const general = inbox.channels[0]!;
    expect([general.name, general.count, general.mentioned]).toEqual(['general', 3, true]);
    expect(general.topics.map((t) => [t.topic, t.count, t.mentioned])).toEqual([
      ['dinner', 1, false],
      ['lunch', 2, true],
    ]);
  });

  it('leaves out muted topics and the ordinary topics of muted channels', () => {
    // In the fixture: general/noise is muted; design is a muted channel where "colors" is unmuted.
    const inbox = buildInbox(
      withUnreads([
        [1, topic(GENERAL, 'noise')],
        [2, topic(DESIGN, 'other')],
        [3, topic(DESIGN, 'colors')],
      ]),
    );
    expect(inbox.channels.map((c) => [c.name, c.topics.map((t) => t.topic)])).toEqual([
      ['design', ['colors']],
    ]);
  });

  it('filters by channel, topic and conversation names', () => {
    const state = withUnreads([
      [1, topic(GENERAL, 'lunch')],
      [2, topic(GENERAL, 'dinner')],
      [3, { type: 'private', key: String(HAMLET) }],
    ]);
    expect(buildInbox(state, 'LUN').channels[0]!.topics.map((t) => t.topic)).toEqual(['lunch']);
    expect(buildInbox(state, 'LUN').dms).toEqual([]);
    expect(buildInbox(state, 'hamlet').dms).toHaveLength(1);
    expect(buildInbox(state, 'general').channels[0]!.topics).toHaveLength(2);
  });
});
