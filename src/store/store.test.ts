import { describe, expect, it, vi } from 'vitest';
import type { WireEvent } from '../api/types/event';
import { applyEvents } from './apply';
import { runEventBatches } from './bench';
import { snapshotForComparison } from './compare';
import { fromRegister } from './from-register';
import { dmKey, narrowKey } from './keys';
import { searchMatchOf } from './search-matches';
import { createParleyStore } from './store';
import {
  GENERAL,
  HAMLET,
  OTHELLO,
  registerFixture,
  SELF,
  stateWithMessages,
  stored,
  streamMessage,
} from './test-support';

const opts = { now: 0, log: () => {} };
const msgEvent = (id: number, messageId: number): WireEvent => ({
  id,
  type: 'message',
  message: streamMessage(messageId),
  flags: [],
});

describe('fromRegister', () => {
  it('folds realm_* settings without the prefix and keeps list keys out', () => {
    const s = fromRegister(registerFixture());
    expect(s.realm.name).toBe('Test org');
    expect(s.realm.allow_message_editing).toBe(true);
    expect(s.realm).not.toHaveProperty('users');
    expect(s.realm).not.toHaveProperty('linkifiers');
    expect(s.server.server_typing_started_expiry_period_milliseconds).toBe(15000);
    expect(s.server.server_typing_stopped_wait_period_milliseconds).toBe(12000);
    expect(s.users[4]!.is_active).toBe(false);
    expect(s.channels[GENERAL]).not.toHaveProperty('color');
    expect(s.channels[GENERAL]).not.toHaveProperty('subscribers');
    expect(s.subscriptions[GENERAL]!.color).toBe('#c2c2c2');
    expect(s.subscribers[12]).toEqual([HAMLET]);
    expect(Object.keys(s.userTopics)).toEqual(['10:noise', '11:colors']);
  });
});

describe('applyEvents', () => {
  it('skips unknown types and unknown ops, logging them', () => {
    const log = vi.fn();
    const state = fromRegister(registerFixture());
    const result = applyEvents(
      state,
      [
        { id: 1, type: 'realm_playgrounds' },
        { id: 2, type: 'realm_user', op: 'explode' },
        { id: 3, type: 'alert_words', alert_words: ['x'] },
      ],
      { ...opts, log },
    );
    expect(log).toHaveBeenCalledTimes(2);
    expect(result).toMatchObject({ applied: 1, skipped: 2, needsResync: false });
    expect(result.state.alertWords).toEqual(['x']);
    expect(result.state.last_event_id).toBe(3);
  });

  it('skips events already applied (a batch delivered twice)', () => {
    const state = stateWithMessages();
    const batch = [msgEvent(1, 9), msgEvent(2, 10)];
    const once = applyEvents(state, batch, opts).state;
    const twice = applyEvents(once, batch, opts);
    expect(twice.state).toBe(once);
    expect(twice.skipped).toBe(2);
    expect(once.messages.windows.all!.ids).toEqual([3, 4, 5, 8, 9, 10]);
  });

  it('a throwing reducer abandons the batch, leaves the state untouched and asks for a resync', () => {
    const state = stateWithMessages();
    const bad = { id: 2, type: 'message', message: null, flags: [] } as unknown as WireEvent;
    const result = applyEvents(state, [msgEvent(1, 9), bad, msgEvent(3, 10)], opts);
    expect(result.needsResync).toBe(true);
    expect(result.state).toBe(state);
    expect(state.messages.byId.get(9)).toBeUndefined();
    expect(state.last_event_id).toBe(-1);
  });

  it('never mutates the state it was given, except by adding to the shared indexes', () => {
    const state = stateWithMessages();
    const before = structuredClone(state);
    const message3 = state.messages.byId.get(3);
    const next = applyEvents(
      state,
      [
        msgEvent(1, 9),
        { id: 2, type: 'update_message_flags', op: 'add', flag: 'read', messages: [3] },
      ],
      opts,
    ).state;
    // Everything but the shared containers (draft.ts) is as it was, and so is every entity.
    const { messages, unread, ...rest } = state;
    const { messages: beforeMessages, unread: beforeUnread, ...beforeRest } = before;
    expect(rest).toEqual(beforeRest);
    expect(messages.windows).not.toBe(next.messages.windows);
    expect(messages.windows.all).toEqual({ ...beforeMessages.windows.all, ids: [3, 4, 5, 8, 9] });
    expect(message3).toEqual(beforeMessages.byId.get(3));
    expect(next.messages.byId.get(3)).not.toBe(message3);
    expect(next.messages.byId.get(3)!.flags).toEqual(['read']);
    expect(unread.old_unreads_missing).toBe(beforeUnread.old_unreads_missing);
    // The shared containers only gained the batch's entries (old states see them too).
    expect(messages.byId).toBe(next.messages.byId);
    expect(messages.byId.get(9)).toBe(next.messages.byId.get(9));
  });
});

describe('createParleyStore', () => {
  const make = () => createParleyStore(registerFixture(), { now: () => 5000, log: () => {} }, 1);

  it('updates the store once per batch', () => {
    const parley = make();
    const listener = vi.fn();
    parley.store.subscribe(listener);
    parley.applyEvents([msgEvent(1, 9), msgEvent(2, 10), { id: 3, type: 'heartbeat' }], 1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(parley.getState().unread.byId.get(10)).toBeDefined();
  });

  it('drops batches from another generation', () => {
    const parley = make();
    const out = parley.applyEvents([msgEvent(1, 9)], 0);
    expect(out.accepted).toBe(false);
    expect(parley.getState().unread.byId.get(9)).toBeUndefined();
  });

  it('receiveMessages fills a window and extends it with older pages', () => {
    const parley = make();
    const narrow = [{ operator: 'channel', operand: GENERAL }];
    const key = parley.receiveMessages(narrow, {
      messages: [stored(streamMessage(20)), stored(streamMessage(21))],
      found_oldest: false,
      found_newest: true,
    });
    expect(key).toBe('channel:10');
    parley.receiveMessages(narrow, {
      messages: [stored(streamMessage(15))],
      found_oldest: true,
      found_newest: false,
      anchor: 20,
    });
    expect(parley.getState().messages.windows[key]).toEqual({
      narrow,
      ids: [15, 20, 21],
      found_oldest: true,
      found_newest: true,
    });
    parley.applyEvents([msgEvent(1, 30)], 1);
    expect(parley.getState().messages.windows[key]!.ids).toEqual([15, 20, 21, 30]);
  });

  it('a first page fetched while a message arrived still holds it, and the unsent ones', () => {
    const parley = make();
    const narrow = [{ operator: 'channel', operand: GENERAL }];
    // The event comes while the page is on its way: no window for it to join yet.
    parley.applyEvents([msgEvent(1, 30)], 1);
    const echo = parley.addLocalEcho({
      type: 'stream',
      stream_id: GENERAL,
      topic: 'lunch',
      raw_content: 'hi',
      rendered_content: '<p>hi</p>',
    });
    // Another channel's message is not taken in.
    parley.applyEvents(
      [{ id: 2, type: 'message', message: streamMessage(31, 11), flags: [] } as WireEvent],
      1,
    );
    const key = parley.receiveMessages(narrow, {
      messages: [stored(streamMessage(20))],
      found_oldest: true,
      found_newest: true,
    });
    expect(parley.getState().messages.windows[key]!.ids).toEqual([20, 30, echo.id]);
    // A page short of the newest says nothing of what came after it.
    const dm = [{ operator: 'channel', operand: 11 }];
    const other = parley.receiveMessages(dm, {
      messages: [stored(streamMessage(5, 11))],
      found_oldest: true,
      found_newest: false,
    });
    expect(parley.getState().messages.windows[other]!.ids).toEqual([5]);
  });

  it('a page far from the window (a jump) starts it afresh', () => {
    const parley = make();
    const narrow = [{ operator: 'channel', operand: GENERAL }];
    parley.receiveMessages(narrow, {
      messages: [stored(streamMessage(20))],
      found_oldest: false,
      found_newest: true,
    });
    parley.receiveMessages(narrow, {
      messages: [stored(streamMessage(2))],
      found_oldest: true,
      found_newest: false,
    });
    expect(parley.getState().messages.windows['channel:10']!.ids).toEqual([2]);
  });

  it('local echo: shown at once, replaced by the real message, or marked failed with its text', () => {
    const parley = make();
    parley.receiveMessages([], {
      messages: [stored(streamMessage(20))],
      found_oldest: true,
      found_newest: true,
    });
    const echo = parley.addLocalEcho({
      type: 'stream',
      stream_id: GENERAL,
      topic: 'lunch',
      raw_content: 'hello **there**',
      rendered_content: '<p>hello <strong>there</strong></p>',
    });
    expect(echo.id).toBe(-1);
    expect(echo.local_id).toBe('1');
    const state = parley.getState();
    expect(state.messages.windows.all!.ids).toEqual([20, -1]);
    expect(state.messages.byId.get(-1)).toMatchObject({
      sender_id: SELF,
      sender_full_name: 'Iago',
      local: { status: 'sending' },
    });

    parley.markLocalEchoFailed(echo.local_id);
    expect(parley.getState().messages.echoes[echo.local_id]).toMatchObject({
      status: 'failed',
      input: { raw_content: 'hello **there**' },
    });
    expect(parley.getState().messages.byId.get(-1)!.local!.status).toBe('failed');

    parley.markLocalEchoSending(echo.local_id);
    parley.applyEvents(
      [{ ...msgEvent(1, 21), local_message_id: '1', flags: ['read'] } as WireEvent],
      1,
    );
    const after = parley.getState();
    expect(after.messages.windows.all!.ids).toEqual([20, 21]);
    expect(after.messages.byId.get(-1)).toBeUndefined();
    expect(after.messages.echoes).toEqual({});
    expect(after.unread.byId.get(21)).toBeUndefined();
  });

  it('a second echo gets the next local ID; removeLocalEcho drops one', () => {
    const parley = make();
    parley.receiveMessages([], {
      messages: [stored(streamMessage(20))],
      found_oldest: true,
      found_newest: true,
    });
    const a = parley.addLocalEcho({
      type: 'private',
      to: [HAMLET],
      raw_content: 'a',
      rendered_content: 'a',
    });
    const b = parley.addLocalEcho({
      type: 'private',
      to: [HAMLET],
      raw_content: 'b',
      rendered_content: 'b',
    });
    expect([a.id, b.id]).toEqual([-1, -2]);
    parley.removeLocalEcho(a.local_id);
    expect(parley.getState().messages.windows.all!.ids).toEqual([20, -2]);
  });

  it('resync replaces everything but keeps local echoes', () => {
    const parley = make();
    const echo = parley.addLocalEcho({
      type: 'stream',
      stream_id: GENERAL,
      topic: 't',
      raw_content: 'x',
      rendered_content: 'x',
    });
    parley.markLocalEchoFailed(echo.local_id);
    parley.applyEvents([{ id: 1, type: 'alert_words', alert_words: [] }], 1);
    parley.resync({ ...registerFixture(), queue_id: 'q2', last_event_id: 50 }, 2);
    const s = parley.getState();
    expect(s).toMatchObject({
      generation: 2,
      queue_id: 'q2',
      last_event_id: 50,
      alertWords: ['lunch'],
    });
    expect(s.messages.echoes[echo.local_id]!.status).toBe('failed');
    expect(parley.applyEvents([msgEvent(51, 9)], 1).accepted).toBe(false);
  });

  it('applyMatchesNarrow places the messages the server says match a search', () => {
    const parley = make();
    const narrow = [{ operator: 'search', operand: 'lunch' }];
    const key = parley.receiveMessages(narrow, {
      messages: [stored(streamMessage(3))],
      found_oldest: true,
      found_newest: true,
    });
    const out = parley.applyEvents([msgEvent(1, 9), msgEvent(2, 10)], 1);
    expect(out.matchChecks).toEqual([{ narrowKey: key, narrow, message_ids: [9, 10] }]);
    parley.applyMatchesNarrow(key, [9, 10], [10]);
    expect(parley.getState().messages.windows[key]!.ids).toEqual([3, 10]);
  });

  it('applyMatchesNarrow takes out a held message the server says no longer matches', () => {
    const parley = make();
    const narrow = [{ operator: 'search', operand: 'lunch' }];
    const key = parley.receiveMessages(narrow, {
      messages: [stored(streamMessage(3)), stored(streamMessage(4))],
      found_oldest: true,
      found_newest: true,
    });
    parley.applyMatchesNarrow(key, [3, 4], [4]);
    expect(parley.getState().messages.windows[key]!.ids).toEqual([4]);
  });

  it('keeps search highlights per search narrow, off the shared message', () => {
    const parley = make();
    const narrow = [{ operator: 'search', operand: 'lunch' }];
    const hit = {
      ...stored(streamMessage(3)),
      match_content: '<p><span class="highlight">lunch</span></p>',
      match_subject: 'lunch',
    };
    const key = parley.receiveMessages(narrow, {
      messages: [hit],
      found_oldest: true,
      found_newest: true,
    });
    const s = parley.getState();
    const m = s.messages.byId.get(3)!;
    expect(m).not.toHaveProperty('match_content');
    expect(searchMatchOf(s, key, m)?.match_content).toBe(hit.match_content);
    expect(searchMatchOf(s, narrowKey([{ operator: 'search', operand: 'soup' }]), m)).toBe(
      undefined,
    );
    // Live: a new message the server says matches comes with its highlighting.
    parley.applyEvents([msgEvent(1, 9)], 1);
    parley.applyMatchesNarrow(key, [9], [9], {
      9: { match_content: '<p>a <span class="highlight">lunch</span></p>', match_subject: 't' },
    });
    const after = parley.getState();
    expect(searchMatchOf(after, key, after.messages.byId.get(9)!)?.match_subject).toBe('t');
    // After an edit the old highlighting no longer applies.
    const edited = { ...after.messages.byId.get(9)!, content: '<p>dinner</p>' };
    expect(searchMatchOf(after, key, edited)).toBe(undefined);
  });

  it('typing indicators expire by the injected clock', () => {
    let now = 0;
    const parley = createParleyStore(registerFixture(), { now: () => now }, 0);
    parley.applyEvents([
      {
        id: 1,
        type: 'typing',
        op: 'start',
        message_type: 'direct',
        sender: { user_id: HAMLET, email: '' },
        recipients: [{ user_id: SELF, email: '' }],
      },
    ]);
    expect(parley.getState().typing['dm:2']).toEqual({ [HAMLET]: 15000 });
    now = 15000;
    parley.pruneTyping();
    expect(parley.getState().typing).toEqual({});
  });
});

describe('snapshotForComparison', () => {
  it('equals between a store fed by events and a fresh register with the same effect', () => {
    const fed = applyEvents(
      stateWithMessages(),
      [
        msgEvent(1, 9),
        { id: 2, type: 'update_message_flags', op: 'add', flag: 'read', messages: [9, 3] },
        { id: 3, type: 'user_group', op: 'add_members', group_id: 30, user_ids: [OTHELLO] },
        {
          id: 4,
          type: 'typing',
          op: 'start',
          message_type: 'direct',
          sender: { user_id: HAMLET, email: '' },
          recipients: [],
        },
      ],
      opts,
    ).state;
    const fresh = registerFixture();
    fresh.unread_msgs.streams[0]!.unread_message_ids = [4];
    fresh.realm_user_groups[2]!.members = [OTHELLO, HAMLET];
    fresh.queue_id = 'other';
    expect(snapshotForComparison(fed)).toEqual(snapshotForComparison(fromRegister(fresh)));
  });
});

describe('keys', () => {
  it('narrowKey is the same for narrows that mean the same', () => {
    expect(narrowKey([])).toBe('all');
    expect(
      narrowKey([
        { operator: 'topic', operand: 'Lunch' },
        { operator: 'stream', operand: 10 },
      ]),
    ).toBe(
      narrowKey([
        { operator: 'channel', operand: 10 },
        { operator: 'topic', operand: 'lunch' },
      ]),
    );
    expect(narrowKey([{ operator: 'pm-with', operand: [3, 2] }])).toBe('dm:2%2C3');
    expect(narrowKey([{ operator: 'is', operand: 'private' }])).toBe('is:dm');
    expect(narrowKey([{ operator: 'is', operand: 'unread', negated: true }])).toBe('-is:unread');
    expect(narrowKey([{ operator: 'topic', operand: 'a/b' }])).toBe('topic:a%2Fb');
  });

  it('dmKey leaves out the user unless it is a self-DM', () => {
    expect(dmKey([SELF, 3, 2], SELF)).toBe('2,3');
    expect(dmKey([SELF], SELF)).toBe(String(SELF));
  });
});

describe('runEventBatches (benchmark hook)', () => {
  it('applies batches to a fresh snapshot', () => {
    const { state, applied } = runEventBatches(registerFixture(), [
      [msgEvent(1, 9)],
      [msgEvent(2, 10)],
    ]);
    expect(applied).toBe(2);
    expect(state.unread.byId.get(10)).toBeDefined();
  });
});
