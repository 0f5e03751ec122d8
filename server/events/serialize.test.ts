import { describe, expect, it } from 'vitest';
import { delivered, eventsJson, type QueuedEvent } from './serialize';

const message = { id: 7, content: '<p>hi "there"</p>', nested: { a: [1, 2] } };
const shared = { type: 'message', message, flags: [] as string[] };

// The fast path must produce exactly what serializing the delivered objects produces.
const cases: [string, QueuedEvent[]][] = [
  ['no events', []],
  ['a shared event without own fields', [{ id: 0, event: shared, extra: undefined }]],
  ['own fields appended', [{ id: 3, event: { type: 'typing' }, extra: { local_id: 'x' } }]],
  ['own fields that override shared ones', [{ id: 1, event: shared, extra: { flags: ['read'] } }]],
  ['empty and undefined own fields', [{ id: 2, event: shared, extra: { gone: undefined } }]],
  ['an event with its own id', [{ id: 4, event: { type: 'odd', id: 99 }, extra: undefined }]],
  ['own fields naming id', [{ id: 5, event: { type: 'odd' }, extra: { id: 1, x: 2 } }]],
  ['own fields hiding a shared one', [{ id: 3, event: shared, extra: { flags: undefined } }]],
  ['both naming id', [{ id: 4, event: { id: 1, type: 'odd' }, extra: { id: 2, z: 0 } }]],
  [
    'integer-like keys, ordered first',
    [{ id: 5, event: { type: 't', 2: 'b' }, extra: { 1: 'a' } }],
  ],
  ['a body with no members', [{ id: 6, event: { type: undefined } as never, extra: { a: 1 } }]],
  [
    'several, sharing one body',
    [
      { id: 8, event: shared, extra: undefined },
      { id: 9, event: shared, extra: { local_message_id: '1.5' } },
      { id: 10, event: { type: 'heartbeat' }, extra: {} },
    ],
  ],
];

describe('eventsJson', () => {
  it.each(cases)('equals JSON.stringify of the delivered events: %s', (_, batch) => {
    const json = eventsJson(batch);
    expect(json).toBe(JSON.stringify(batch.map(delivered)));
    expect(eventsJson(batch)).toBe(json); // and again, from the cache
  });
});
