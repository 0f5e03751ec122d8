import { describe, expect, it } from 'vitest';
import {
  COPY_MESSAGES_PER_VIEW,
  COPY_SCHEMA,
  COPY_VIEWS,
  type CopyRecord,
  copyOf,
  stateFromCopy,
} from './copy';
import { fromRegister } from './from-register';
import { narrowKey } from './keys';
import { createParleyStore, createParleyStoreFrom } from './store';
import { GENERAL, registerFixture, SELF, stored, streamMessage } from './test-support';

const topic = (name: string) => [
  { operator: 'channel', operand: GENERAL },
  { operator: 'topic', operand: name },
];

/** A store with `views` topics of #general, each holding `count` messages, visited in order. */
function visitedStore(views: number, count: number) {
  const parley = createParleyStore(registerFixture());
  const keys: string[] = [];
  for (let v = 0; v < views; v++) {
    const messages = Array.from({ length: count }, (_, i) =>
      stored(streamMessage(v * 10_000 + i + 1, GENERAL, `t${v}`)),
    );
    keys.unshift(
      parley.receiveMessages(topic(`t${v}`), {
        messages,
        found_oldest: true,
        found_newest: true,
      }),
    );
  }
  return { parley, keys };
}

const roundTrip = (record: CopyRecord): unknown => structuredClone(record);

describe('the local copy', () => {
  it('keeps the views visited last, each cut to its newest messages', () => {
    const { parley, keys } = visitedStore(COPY_VIEWS + 3, COPY_MESSAGES_PER_VIEW + 50);
    const record = copyOf(parley.getState(), keys, 123);
    const windows = record.state.messages.windows;
    expect(new Set(Object.keys(windows))).toEqual(new Set(keys.slice(0, COPY_VIEWS)));
    expect(Object.keys(windows)).toHaveLength(COPY_VIEWS);
    const newest = windows[keys[0]!]!;
    expect(newest.ids).toHaveLength(COPY_MESSAGES_PER_VIEW);
    // Cut: no longer known to reach the oldest; still reaching the newest.
    expect(newest).toMatchObject({ found_oldest: false, found_newest: true });
    // Only the messages of the kept windows.
    expect(record.state.messages.byId.size).toBe(COPY_VIEWS * COPY_MESSAGES_PER_VIEW);
  });

  it('keeps a short view whole, and leaves out searches, echoes, typing and highlights', () => {
    const { parley, keys } = visitedStore(1, 5);
    const search = parley.receiveMessages([{ operator: 'search', operand: 'lunch' }], {
      messages: [stored(streamMessage(1))],
      found_oldest: true,
      found_newest: true,
    });
    parley.addLocalEcho({
      type: 'stream',
      stream_id: GENERAL,
      topic: 't0',
      raw_content: 'x',
      rendered_content: 'x',
    });
    const record = copyOf(parley.getState(), [search, ...keys], 1);
    expect(Object.keys(record.state.messages.windows)).toEqual(keys);
    expect(record.state.messages.windows[keys[0]!]).toMatchObject({
      ids: [1, 2, 3, 4, 5],
      found_oldest: true,
    });
    expect(record.state.messages.echoes).toEqual({});
    expect(record.state.typing).toEqual({});
    expect(record.state.searchMatches).toEqual({});
  });

  it('opens as stale windows, under no queue, until the server answers', () => {
    const { parley, keys } = visitedStore(2, 3);
    const state = stateFromCopy(roundTrip(copyOf(parley.getState(), keys, 99)), SELF)!;
    // The queue it was written under is kept aside: only a resume (store.resumed) makes it live.
    expect(state.copy).toEqual({ savedAt: 99, queue_id: 'q1' });
    expect(state.queue_id).toBeNull();
    expect(Object.values(state.messages.windows).every((w) => w.stale)).toBe(true);
    // Events of any queue are refused; the register's snapshot replaces it, keeping the views.
    const copyStore = createParleyStoreFrom(state);
    expect(
      copyStore.applyEvents([{ id: 0, type: 'alert_words', alert_words: [] }], 0),
    ).toMatchObject({
      accepted: false,
    });
    copyStore.resync(registerFixture(), 1);
    const live = copyStore.getState();
    expect(live.copy).toBeUndefined();
    expect(live.messages.windows[keys[0]!]).toMatchObject({
      stale: true,
      ids: [10_001, 10_002, 10_003],
    });
    expect(live.messages.byId.get(10_001)).toBeDefined();
  });

  it.each<[string, (r: CopyRecord) => unknown, number]>([
    ['another version of Parley', (r) => ({ ...r, schema: COPY_SCHEMA + 1 }), SELF],
    ['an older version', (r) => ({ ...r, schema: COPY_SCHEMA - 1 }), SELF],
    ['another person', (r) => r, SELF + 1],
    [
      'a state of another person',
      (r) => ({ ...r, state: { ...r.state, current_user_id: 99 } }),
      SELF,
    ],
    ['not a copy', () => 'garbage', SELF],
    ['nothing', () => undefined, SELF],
  ])('is never read when it is %s', (_, change, user) => {
    const record = copyOf(fromRegister(registerFixture()), [], 1);
    expect(stateFromCopy(change(record), user)).toBeNull();
  });
});

// narrowKey is how the writer names the views it saw visited.
it('names views as the store does', () => {
  expect(narrowKey(topic('t0'))).toBe(
    Object.keys(visitedStore(1, 1).parley.getState().messages.windows)[0],
  );
});
