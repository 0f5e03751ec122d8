import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ParleyState, UnreadLocation } from '../store/state';
import { baseState, DESIGN, GENERAL, HAMLET, OTHELLO, RANDOM } from '../store/test-support';
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

  it('names someone not here yet with an ellipsis while everyone is still to come', () => {
    const s = withUnreads([[13, { type: 'private', key: String(HAMLET) }]]);
    const { [HAMLET]: _hamlet, ...others } = s.users;
    const waiting = buildInbox({ ...s, users: others, awaitingPeople: [] });
    expect(waiting.dms.map((d) => d.title)).toEqual(['You and …']);
    const come = buildInbox({ ...s, users: others });
    expect(come.dms.map((d) => d.title)).toEqual(['You and Unknown user']);
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

  // Conversations as the store keeps them: one location object shared by a conversation's
  // messages (from a register) or one per message (from events), in any order of IDs; a muted
  // topic and a channel not subscribed to among them, which the Inbox leaves out.
  const conversations: UnreadLocation[] = [
    topic(GENERAL, 'lunch'),
    topic(GENERAL, 'Lunch'),
    topic(GENERAL, 'dinner'),
    topic(GENERAL, 'noise'),
    topic(DESIGN, 'colors'),
    topic(RANDOM, 'unsubscribed'),
    { type: 'private', key: String(HAMLET) },
    { type: 'private', key: `${HAMLET},${OTHELLO}` },
  ];
  const leftOut = new Set([`${GENERAL}:noise`, `${RANDOM}:unsubscribed`]);
  const keyOf = (loc: UnreadLocation) =>
    loc.type === 'private' ? loc.key : `${loc.stream_id}:${loc.topic.toLowerCase()}`;
  type Row = { name: string; count: number; max_id: number; mentioned: boolean };

  it('counts each conversation, its newest message and its mentions however its messages are kept', () => {
    const message = fc.record({
      id: fc.integer({ min: 1, max: 5000 }),
      conversation: fc.integer({ min: 0, max: conversations.length - 1 }),
      mentioned: fc.boolean(),
      shared: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.uniqueArray(message, { selector: (m) => m.id, maxLength: 40 }), (messages) => {
        const entries = messages.map(({ id, conversation, shared }): [number, UnreadLocation] => {
          const loc = conversations[conversation]!;
          return [id, shared ? loc : { ...loc }];
        });
        const mentions = messages.filter((m) => m.mentioned).map((m) => m.id);
        const inbox = buildInbox(withUnreads(entries, mentions));
        // A topic is shown as its first message (in the store's order) spells it.
        const expected = new Map<string, Row>();
        for (const { id, conversation, mentioned } of messages) {
          const loc = conversations[conversation]!;
          const key = keyOf(loc);
          if (leftOut.has(key)) continue;
          const e = expected.get(key);
          expected.set(key, {
            name: e?.name ?? (loc.type === 'private' ? loc.key : loc.topic),
            count: (e?.count ?? 0) + 1,
            max_id: Math.max(e?.max_id ?? 0, id),
            mentioned: (e?.mentioned ?? false) || mentioned,
          });
        }
        const got = new Map<string, Row>();
        for (const { key, count, max_id, mentioned } of inbox.dms) {
          got.set(key, { name: key, count, max_id, mentioned });
        }
        for (const t of inbox.channels.flatMap((c) => c.topics)) {
          got.set(keyOf({ type: 'stream', stream_id: t.stream_id, topic: t.topic }), {
            name: t.topic,
            count: t.count,
            max_id: t.max_id,
            mentioned: t.mentioned,
          });
        }
        expect(got).toEqual(expected);
      }),
    );
  });
});
