/**
 * The shared containers (draft.ts): messages.byId, unread.byId/mentions and window ID lists
 * are written in place, while every entity and every object holding them changes identity.
 * Also the local-echo ID scheme (echo.ts).
 */
import { describe, expect, it } from 'vitest';
import type { WireEvent } from '../api/types/event';
import { applyEvents } from './apply';
import { Draft } from './draft';
import type { ParleyState } from './state';
import { createParleyStore } from './store';
import {
  GENERAL,
  HAMLET,
  registerFixture,
  SELF,
  stateWithMessages,
  stored,
  streamMessage,
} from './test-support';
import { selectUnreadCounts } from './unread-counts';

const opts = { now: 0, log: () => {} };
const msgEvent = (id: number, messageId: number, extra = {}): WireEvent => ({
  id,
  type: 'message',
  message: streamMessage(messageId),
  flags: [],
  ...extra,
});
const reaction = (id: number, message_id: number): WireEvent => ({
  id,
  type: 'reaction',
  op: 'add',
  message_id,
  user_id: SELF,
  emoji_name: 'tada',
  emoji_code: '1f389',
  reaction_type: 'unicode_emoji',
});
const apply = (state: ParleyState, events: WireEvent[]) => applyEvents(state, events, opts).state;

describe('shared message and unread indexes', () => {
  it('a changed message gets a new object, an unchanged one keeps its own', () => {
    const state = stateWithMessages();
    const [m3, m4] = [state.messages.byId.get(3), state.messages.byId.get(4)];
    const next = apply(state, [reaction(1, 3)]);
    expect(next.messages).not.toBe(state.messages);
    expect(next.messages.byId.get(3)).not.toBe(m3);
    expect(next.messages.byId.get(3)!.reactions).toHaveLength(1);
    expect(next.messages.byId.get(4)).toBe(m4);
    // The old entity is untouched; the container itself is shared (documented in draft.ts).
    expect(m3!.reactions).toEqual([]);
    expect(next.messages.byId).toBe(state.messages.byId);
  });

  it('a batch that changes no message keeps the messages slice', () => {
    const state = stateWithMessages();
    const next = apply(state, [reaction(1, 999), { id: 2, type: 'heartbeat' }]);
    expect(next.messages).toBe(state.messages);
    expect(next.unread).toBe(state.unread);
  });

  it('two edits to one message in a batch both land on its one new object', () => {
    const state = stateWithMessages();
    const m3 = state.messages.byId.get(3);
    const edited = apply(state, [
      reaction(1, 3),
      { id: 2, type: 'update_message_flags', op: 'add', flag: 'starred', messages: [3] },
    ]).messages.byId.get(3)!;
    expect(edited).toMatchObject({ flags: ['starred'], reactions: [{ emoji_name: 'tada' }] });
    expect(m3).toMatchObject({ flags: [], reactions: [] });
  });

  it('the unread slice changes identity with its contents, so counts follow', () => {
    const state = stateWithMessages();
    const before = selectUnreadCounts(state);
    const next = apply(state, [msgEvent(1, 9, { flags: ['mentioned'] })]);
    expect(next.unread).not.toBe(state.unread);
    expect(next.unread.byId.has(9)).toBe(true);
    expect(next.unread.mentions.has(9)).toBe(true);
    const after = selectUnreadCounts(next);
    expect(after).not.toBe(before);
    expect(after.mentions).toBe(before.mentions + 1);
    const read = apply(next, [
      { id: 2, type: 'update_message_flags', op: 'add', flag: 'read', messages: [9] },
    ]);
    expect(read.unread).not.toBe(next.unread);
    expect(selectUnreadCounts(read).mentions).toBe(before.mentions);
  });

  it('a selector on one message sees a new value only when that message changes', () => {
    const parley = createParleyStore(registerFixture(), {
      now: () => 0,
    });
    parley.receiveMessages([], {
      messages: [stored(streamMessage(3)), stored(streamMessage(4))],
      found_oldest: true,
      found_newest: true,
    });
    // As zustand's useStore does: keep the last selection and compare it with the new one.
    const select = (s: ParleyState) => s.messages.byId.get(3);
    const seen: unknown[] = [select(parley.getState())];
    parley.store.subscribe((s) => {
      const value = select(s);
      if (value !== seen[seen.length - 1]) seen.push(value);
    });
    parley.applyEvents([reaction(1, 4)]);
    expect(seen).toHaveLength(1);
    parley.applyEvents([reaction(2, 3)]);
    expect(seen).toHaveLength(2);
    expect((seen[1] as { reactions: unknown[] }).reactions).toHaveLength(1);
  });
});

describe('topic lists', () => {
  it('a message in a new topic changes its channel object, not the other channels', () => {
    const parley = createParleyStore(registerFixture(), {
      now: () => 0,
    });
    parley.receiveTopics(GENERAL, [{ name: 'Lunch', max_id: 4 }]);
    const before = parley.getState().topics;
    parley.applyEvents([msgEvent(1, 9, { message: streamMessage(9, GENERAL, 'Dinner') })]);
    const after = parley.getState().topics;
    expect(after).not.toBe(before);
    expect(after[GENERAL]).not.toBe(before[GENERAL]);
    expect([...after[GENERAL]!.byName.values()]).toEqual([
      { name: 'Lunch', max_id: 4 },
      { name: 'Dinner', max_id: 9 },
    ]);
    // The Map is shared with the old channel object (draft.ts); its entries are never mutated.
    expect(after[GENERAL]!.byName).toBe(before[GENERAL]!.byName);
  });
});

describe('window ID lists', () => {
  it('a new newest ID is appended in place; the window object is new', () => {
    const state = stateWithMessages();
    const all = state.messages.windows.all!;
    const next = apply(state, [msgEvent(1, 9)]);
    const nextAll = next.messages.windows.all!;
    expect(nextAll).not.toBe(all);
    expect(next.messages.windows).not.toBe(state.messages.windows);
    expect(nextAll.ids).toEqual([3, 4, 5, 8, 9]);
    // Shared, so an old window object sees the appended ID too (draft.ts, windows.ts).
    expect(nextAll.ids).toBe(all.ids);
  });

  it('an older ID or a removal builds a new list and leaves the old one alone', () => {
    const state = apply(stateWithMessages(), [msgEvent(1, 9)]);
    const ids = state.messages.windows.all!.ids;
    const older = apply(state, [msgEvent(2, 7)]);
    expect(older.messages.windows.all!.ids).toEqual([3, 4, 5, 7, 8, 9]);
    expect(older.messages.windows.all!.ids).not.toBe(ids);
    const removed = apply(older, [
      { id: 3, type: 'delete_message', message_ids: [4], message_type: 'stream' },
    ]);
    expect(removed.messages.windows.all!.ids).toEqual([3, 5, 7, 8, 9]);
    expect(older.messages.windows.all!.ids).toEqual([3, 4, 5, 7, 8, 9]);
    expect(ids).toEqual([3, 4, 5, 8, 9]);
  });
});

describe('a batch that throws', () => {
  it('rolls back every write into the shared containers', () => {
    const state = stateWithMessages();
    const before = structuredClone(state);
    const m3 = state.messages.byId.get(3);
    const allIds = state.messages.windows.all!.ids;
    const bad = { id: 9, type: 'message', message: null, flags: [] } as unknown as WireEvent;
    const result = applyEvents(
      state,
      [
        msgEvent(1, 9, { flags: ['mentioned'] }), // byId, unread, mentions, window appends
        reaction(2, 3), // replaces an entity
        { id: 3, type: 'update_message_flags', op: 'add', flag: 'read', messages: [3, 4] },
        { id: 4, type: 'delete_message', message_ids: [5], message_type: 'private' },
        bad,
      ],
      opts,
    );
    expect(result.needsResync).toBe(true);
    expect(result.state).toBe(state);
    expect(state).toEqual(before);
    expect(state.messages.byId.get(3)).toBe(m3);
    expect(state.messages.windows.all!.ids).toBe(allIds);
    expect(allIds).toEqual([3, 4, 5, 8]);
  });

  it('Draft.rollback undoes map, set and array writes newest first', () => {
    const map = new Map([[1, 'a']]);
    const set = new Set([1]);
    const list = [1, 2];
    const d = new Draft();
    d.set(map, 1, 'b');
    d.set(map, 1, 'c');
    d.set(map, 2, 'x');
    d.delete(map, 1);
    d.add(set, 2);
    d.delete(set, 1);
    d.push(list, 3);
    d.push(list, 4);
    expect([[...map], [...set], list]).toEqual([[[2, 'x']], [2], [1, 2, 3, 4]]);
    d.rollback();
    expect([[...map], [...set], list]).toEqual([[[1, 'a']], [1], [1, 2]]);
  });
});

describe('local echo IDs', () => {
  const make = () => {
    const parley = createParleyStore(registerFixture(), {
      now: () => 5000,
      log: () => {},
    });
    parley.receiveMessages([], {
      messages: [stored(streamMessage(20))],
      found_oldest: true,
      found_newest: true,
    });
    return parley;
  };
  const input = (text: string) =>
    ({
      type: 'stream',
      stream_id: GENERAL,
      topic: 'lunch',
      raw_content: text,
      rendered_content: text,
    }) as const;

  it('150 pending echoes never collide with real IDs or each other and sort last', () => {
    const parley = make();
    const echoes = Array.from({ length: 150 }, (_, i) => parley.addLocalEcho(input(`m${i}`)));
    const ids = echoes.map((e) => e.id);
    expect(new Set(ids).size).toBe(150);
    expect(new Set(echoes.map((e) => e.local_id)).size).toBe(150);
    expect(ids.every((id) => id < 0)).toBe(true);
    expect(parley.getState().messages.windows.all!.ids).toEqual([20, ...ids]);

    // Someone else's message arrives while they are pending: real messages stay before echoes.
    parley.applyEvents([msgEvent(1, 120)]);
    expect(parley.getState().messages.byId.get(120)!.local).toBeUndefined();
    expect(parley.getState().messages.windows.all!.ids).toEqual([20, 120, ...ids]);

    // The server's copy of echo #100 replaces it.
    const echo = echoes[99]!;
    parley.applyEvents([msgEvent(2, 121, { local_message_id: echo.local_id, flags: ['read'] })]);
    const s = parley.getState();
    expect(s.messages.byId.has(echo.id)).toBe(false);
    expect(s.messages.echoes[echo.local_id]).toBeUndefined();
    expect(s.messages.windows.all!.ids).toEqual([
      20,
      120,
      121,
      ...ids.filter((id) => id !== echo.id),
    ]);
  });

  it('echoes sent before the renderer loaded are rendered again once it has', () => {
    const parley = make();
    const a = parley.addLocalEcho(input('**a**'));
    const b = parley.addLocalEcho(input('b'));
    parley.markLocalEchoFailed(b.local_id);
    const render = (raw: string) => `<p>${raw.replace(/\*\*(.+)\*\*/, '<strong>$1</strong>')}</p>`;
    parley.rerenderLocalEchoes(render);
    const s = parley.getState();
    expect(s.messages.byId.get(a.id)!.content).toBe('<p><strong>a</strong></p>');
    // A failed one too: it is shown, with its retry, until it is sent or given up.
    expect(s.messages.byId.get(b.id)!.content).toBe('<p>b</p>');
    expect(s.messages.echoes[a.local_id]!.input.rendered_content).toBe('<p><strong>a</strong></p>');
    expect(s.messages.windows.all!.ids).toEqual([20, a.id, b.id]);
    // Rendered already: nothing changes, and the store does not notify.
    parley.rerenderLocalEchoes(render);
    expect(parley.getState()).toBe(s);
  });

  it('echo numbers are never reused, not after removal nor after a resync', () => {
    const parley = make();
    const a = parley.addLocalEcho(input('a'));
    parley.removeLocalEcho(a.local_id);
    const b = parley.addLocalEcho(input('b'));
    expect([a.id, b.id]).toEqual([-1, -2]);
    parley.resync({ ...registerFixture(), queue_id: 'q2' }, 1);
    expect(parley.getState().messages.byId.get(b.id)).toMatchObject({ sender_id: SELF });
    const c = parley.addLocalEcho(input('c'));
    expect(c.id).toBe(-3);
    expect(c.local_id).toBe('3');
  });

  it('a fetched page merges before pending echoes', () => {
    const parley = make();
    const echo = parley.addLocalEcho(input('x'));
    parley.receiveMessages([], {
      messages: [stored(streamMessage(20)), stored(streamMessage(25, GENERAL, 'lunch'))],
      found_oldest: true,
      found_newest: true,
      anchor: 20,
    });
    expect(parley.getState().messages.windows.all!.ids).toEqual([20, 25, echo.id]);
    expect(parley.getState().messages.byId.get(25)!.sender_id).toBe(HAMLET);
  });
});
