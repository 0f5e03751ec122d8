import { describe, expect, it } from 'vitest';
import { copyOf, stateFromCopy } from './copy';
import { AS_TEXT, assembleCopy, type CopyPart, type CopyWrite, CopyWriter } from './copy-parts';
import { createParleyStore } from './store';
import { GENERAL, registerFixture, SELF, stored, streamMessage } from './test-support';

const view = [{ operator: 'channel', operand: GENERAL }];

/** What a reader finds after these writes, as IndexedDB keeps them: the last head, every part. */
function written(writes: CopyWrite[]) {
  const parts = new Map<string, unknown>();
  for (const w of writes)
    for (const [name, part] of w.parts) parts.set(name, structuredClone(part()));
  return { head: structuredClone(writes.at(-1)!.head), parts };
}

/** A store whose view of #general holds one message, and that view's key. */
function withOneMessage() {
  const parley = createParleyStore(registerFixture());
  const key = parley.receiveMessages(view, {
    messages: [stored(streamMessage(1, GENERAL, 'lunch'))],
    found_oldest: true,
    found_newest: true,
  });
  return { parley, key };
}

const names = (w: CopyWrite) => w.parts.map(([name]) => name).sort();

describe('the copy in parts', () => {
  it('writes every part first, then only the slices that changed', () => {
    const { parley, key } = withOneMessage();
    const writer = new CopyWriter('page');
    const first = writer.plan(copyOf(parley.getState(), [key], 1));
    expect(names(first)).toEqual(
      Object.keys(parley.getState())
        .filter((k) => k !== 'copy')
        .sort(),
    );

    // Nothing changed: no part, only the head (its time).
    expect(names(writer.plan(copyOf(parley.getState(), [key], 2)))).toEqual([]);

    // A new message: the slices it touches, not the people or the channels.
    parley.receiveMessages(view, {
      messages: [1, 2].map((id) => stored(streamMessage(id, GENERAL, 'lunch'))),
      found_oldest: true,
      found_newest: true,
    });
    const third = writer.plan(copyOf(parley.getState(), [key], 3));
    expect(names(third)).toContain('messages');
    expect(names(third)).not.toContain('users');
    expect(names(third)).not.toContain('channels');

    // Read back, the parts of three writes make the state of the last one.
    const { head, parts } = written([first, third]);
    const state = stateFromCopy(assembleCopy(head, parts), SELF)!;
    expect(state.messages.windows[key]!.ids).toEqual([1, 2]);
    expect(state.users).toEqual(parley.getState().users);
    expect(state.copy?.savedAt).toBe(3);
  });

  it('writes the whole copy again after forget (another page wrote it meanwhile)', () => {
    const parley = createParleyStore(registerFixture());
    const writer = new CopyWriter('page');
    const whole = names(writer.plan(copyOf(parley.getState(), [], 1)));
    writer.forget();
    expect(names(writer.plan(copyOf(parley.getState(), [], 2)))).toEqual(whole);
  });

  it('is not read when its parts are of two writers', () => {
    const a = new CopyWriter('a');
    const b = new CopyWriter('b');
    const parley = createParleyStore(registerFixture());
    const first = a.plan(copyOf(parley.getState(), [], 1));
    // Page b writes everything; then page a, counting on its own parts, writes only a change.
    const other = b.plan(copyOf(parley.getState(), [], 2));
    parley.receiveMessages(view, { messages: [], found_oldest: true, found_newest: true });
    const last = a.plan(copyOf(parley.getState(), [], 3));
    expect(last.parts.length).toBeLessThan(first.parts.length);
    const { head, parts } = written([first, other, last]);
    expect(assembleCopy(head, parts)).toBeUndefined();
    // Without page b, the same writes make a copy.
    const alone = written([first, last]);
    expect(stateFromCopy(assembleCopy(alone.head, alone.parts), SELF)).not.toBeNull();
  });

  it('makes each part only as it is put: planning a write stringifies nothing', () => {
    const { parley, key } = withOneMessage();
    const record = copyOf(parley.getState(), [key], 1);
    let made = 0;
    const users = {
      toJSON: () => {
        made++;
        return parley.getState().users;
      },
    };
    const write = new CopyWriter('page').plan({
      ...record,
      state: { ...record.state, users },
    } as typeof record);
    expect(made).toBe(0);
    const part = write.parts.find(([name]) => name === 'users')![1]();
    expect(made).toBe(1);
    expect(JSON.parse(part.text!)).toEqual(parley.getState().users);
  });

  it('keeps the plain slices as JSON text, and reads them back as they were', () => {
    const { parley, key } = withOneMessage();
    const write = new CopyWriter('page').plan(copyOf(parley.getState(), [key], 1));
    const kinds = Object.fromEntries(
      write.parts.map(([name, part]) => [name, typeof part().text === 'string' ? 'text' : 'value']),
    );
    expect(kinds.users).toBe('text');
    expect(kinds.channels).toBe('text');
    // Slices with a Map or a Set inside stay values.
    expect(kinds.messages).toBe('value');
    expect(kinds.unread).toBe('value');
    const { head, parts } = written([write]);
    const state = stateFromCopy(assembleCopy(head, parts), SELF)!;
    const before = parley.getState();
    for (const name of AS_TEXT) {
      expect(state[name as keyof typeof state], name).toEqual(before[name as keyof typeof before]);
    }
    expect(state.messages.windows[key]!.ids).toEqual([1]);
  });

  it('every slice kept as text is plain JSON (a Map or a Set there would be lost)', () => {
    const state = createParleyStore(registerFixture()).getState() as unknown as Record<
      string,
      unknown
    >;
    const plain = (v: unknown): boolean =>
      v === null ||
      ['string', 'number', 'boolean'].includes(typeof v) ||
      (Array.isArray(v) && v.every(plain)) ||
      (typeof v === 'object' &&
        Object.getPrototypeOf(v) === Object.prototype &&
        Object.values(v as object).every((x) => x === undefined || plain(x)));
    for (const name of AS_TEXT) {
      expect(name in state, name).toBe(true);
      expect(plain(state[name]), name).toBe(true);
    }
  });

  it('is not assembled from a part whose text cannot be read', () => {
    const parley = createParleyStore(registerFixture());
    const write = new CopyWriter('page').plan(copyOf(parley.getState(), [], 1));
    const { head, parts } = written([write]);
    const users = parts.get('users') as CopyPart;
    parts.set('users', { ...users, text: users.text!.slice(0, -1) });
    expect(assembleCopy(head, parts)).toBeUndefined();
  });

  it.each<[string, unknown, Map<string, unknown>]>([
    ['no head', undefined, new Map()],
    ['a head without parts', { schema: 3, tag: 'a:1' }, new Map()],
    ['a part missing', { schema: 3, tag: 'a:1', parts: { users: 'a:1' } }, new Map()],
    [
      'a part of another version',
      { schema: 3, tag: 'a:2', parts: { users: 'a:2' } },
      new Map([['users', { tag: 'a:1', value: {} }]]),
    ],
  ])('is never assembled from %s', (_, head, parts) => {
    expect(assembleCopy(head, parts)).toBeUndefined();
  });
});
