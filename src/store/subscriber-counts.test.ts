/**
 * Registered without subscriber lists (include_subscribers false), a channel's count is the
 * server's `subscriber_count`, kept current by peer events, until its whole list is fetched
 * (receiveSubscribers, fetchingSubscribers); then the list is kept current and counted. A "partial" list is never
 * taken for the whole.
 */
import { describe, expect, it } from 'vitest';
import type { WireEvent } from '../api/types/event';
import type { RegisterResponse } from '../api/types/register';
import { withPeople } from './people-to-come';
import { createParleyStore } from './store';
import { subscriberCount } from './subscriptions';
import {
  DESIGN,
  GENERAL,
  HAMLET,
  OTHELLO,
  RANDOM,
  registerFixture,
  registerWithoutLists,
  SELF,
  subscription,
} from './test-support';

const store = (r = registerWithoutLists()) => createParleyStore(r, { now: () => 0 });

const peer = (id: number, op: 'peer_add' | 'peer_remove', user_ids: number[]): WireEvent =>
  ({ id, type: 'subscription', op, stream_ids: [GENERAL], user_ids }) as WireEvent;

const count = (parley: ReturnType<typeof store>, id = GENERAL) =>
  subscriberCount(parley.getState(), id);

describe("a channel's count without its list", () => {
  it("is the server's count, for channels subscribed to or not", () => {
    const parley = store();
    expect(parley.getState().subscribers).toEqual({});
    expect([GENERAL, DESIGN, RANDOM].map((id) => count(parley, id))).toEqual([2, 2, 1]);
  });

  it.each([
    ['someone joins', [peer(1, 'peer_add', [OTHELLO])], 3],
    ['two leave', [peer(1, 'peer_remove', [HAMLET, SELF])], 0],
    [
      'someone joins and leaves',
      [peer(1, 'peer_add', [OTHELLO]), peer(2, 'peer_remove', [OTHELLO])],
      2,
    ],
    [
      'the user leaves',
      [{ id: 1, type: 'subscription', op: 'remove', subscriptions: [{ stream_id: GENERAL }] }],
      1,
    ],
    ['more leave than were counted (never below 0)', [peer(1, 'peer_remove', [1, 2, 3])], 0],
  ] as [string, WireEvent[], number][])('follows peer events: %s', (_, events, after) => {
    const parley = store();
    parley.applyEvents(events);
    expect(count(parley)).toBe(after);
    expect(parley.getState().subscribers[GENERAL]).toBeUndefined();
  });

  it("takes a subscription add's count and leaves the list unknown", () => {
    const parley = store();
    const { subscribers: _, ...random } = subscription(RANDOM, 'random');
    parley.applyEvents([
      {
        id: 1,
        type: 'subscription',
        op: 'add',
        subscriptions: [{ ...random, subscriber_count: 7 }],
      } as WireEvent,
    ]);
    expect(parley.getState().subscribers[RANDOM]).toBeUndefined();
    expect(count(parley, RANDOM)).toBe(7);
  });

  it("is a new channel's count from its create event, or its list once peer_add fills it", () => {
    const parley = store();
    const { subscribers: _, ...fresh } = subscription(77, 'fresh');
    const create = (id: number, subscriber_count: number): WireEvent =>
      ({
        id,
        type: 'stream',
        op: 'create',
        streams: [{ ...fresh, stream_id: id, name: `c${id}`, subscriber_count }],
      }) as WireEvent;
    const added = (id: number, stream_id: number): WireEvent =>
      ({
        id,
        type: 'subscription',
        op: 'peer_add',
        stream_ids: [stream_id],
        user_ids: [HAMLET, OTHELLO],
      }) as WireEvent;
    // Counted before its first subscribers, whom the peer_add adds; or counted, with none to come.
    parley.applyEvents([create(1, 0), added(2, 1), create(3, 4)]);
    expect([count(parley, 1), count(parley, 3)]).toEqual([2, 4]);
    expect(parley.getState().subscribers[3]).toBeUndefined();
  });

  it('is unknown from a server that sends neither list nor count', () => {
    const r = registerFixture();
    const { subscribers: _, ...general } = subscription(GENERAL, 'general');
    const parley = store({ ...r, subscriptions: [general] });
    expect(count(parley)).toBeUndefined();
  });
});

describe('the whole list, once fetched', () => {
  it('is counted and kept current by peer events (the count it replaced is not)', () => {
    const parley = store();
    parley.receiveSubscribers(GENERAL, [HAMLET, SELF, OTHELLO]);
    expect(count(parley)).toBe(3);
    parley.applyEvents([peer(1, 'peer_add', [OTHELLO]), peer(2, 'peer_remove', [HAMLET])]);
    expect(parley.getState().subscribers[GENERAL]).toEqual([SELF, OTHELLO]);
    expect(count(parley)).toBe(2);
  });

  it('is not kept for a channel the store does not know', () => {
    const parley = store();
    parley.receiveSubscribers(999, [SELF]);
    expect(parley.getState().subscribers[999]).toBeUndefined();
  });

  it("from an older server, comes with the people for one's channels, and does not replace a list fetched since", () => {
    const parley = store({ ...registerWithoutLists(), people_to_come: true });
    parley.receiveSubscribers(DESIGN, [SELF]);
    const state = withPeople(parley.getState(), registerFixture().realm_users, {
      subscribers: { [GENERAL]: [HAMLET, SELF], [DESIGN]: [SELF, HAMLET], 999: [SELF] },
    });
    expect(state.subscribers).toEqual({ [GENERAL]: [SELF, HAMLET], [DESIGN]: [SELF] });
  });
});

describe('a list on its way (GET /streams/{id}/members)', () => {
  // The server read the list before Othello joined and Hamlet left; their events came first.
  const read = [HAMLET, SELF];
  const meanwhile = [peer(1, 'peer_add', [OTHELLO]), peer(2, 'peer_remove', [HAMLET])];

  it('gets the peer events that came before it played over it', () => {
    const parley = store();
    const coming = parley.fetchingSubscribers(GENERAL);
    parley.applyEvents(meanwhile);
    coming.land(read);
    expect(parley.getState().subscribers[GENERAL]).toEqual([SELF, OTHELLO]);
    expect(count(parley)).toBe(2);
  });

  it('ends the same when it was read after them (each event is played as a set change)', () => {
    const parley = store();
    const coming = parley.fetchingSubscribers(GENERAL);
    parley.applyEvents(meanwhile);
    coming.land([SELF, OTHELLO]);
    expect(parley.getState().subscribers[GENERAL]).toEqual([SELF, OTHELLO]);
  });

  it("takes only its own channel's part of an event naming several", () => {
    const parley = store();
    parley.receiveSubscribers(DESIGN, [SELF]);
    const coming = parley.fetchingSubscribers(GENERAL);
    parley.applyEvents([
      {
        id: 1,
        type: 'subscription',
        op: 'peer_add',
        stream_ids: [DESIGN, GENERAL],
        user_ids: [OTHELLO],
      },
      { id: 2, type: 'subscription', op: 'peer_remove', stream_ids: [DESIGN], user_ids: [OTHELLO] },
    ] as WireEvent[]);
    coming.land(read);
    // Design's list, current already, is not taken back to before Othello left it.
    expect(parley.getState().subscribers).toEqual({
      [GENERAL]: [SELF, HAMLET, OTHELLO],
      [DESIGN]: [SELF],
    });
  });

  it("gets the user's own leaving and joining that came before it", () => {
    const parley = store();
    const coming = parley.fetchingSubscribers(GENERAL);
    parley.applyEvents([
      {
        id: 1,
        type: 'subscription',
        op: 'remove',
        subscriptions: [{ stream_id: GENERAL, name: 'general' }],
      },
    ] as WireEvent[]);
    coming.land(read);
    expect(parley.getState().subscribers[GENERAL]).toEqual([HAMLET]);

    const again = parley.fetchingSubscribers(GENERAL);
    parley.applyEvents([
      {
        id: 2,
        type: 'subscription',
        op: 'add',
        subscriptions: [subscription(GENERAL, 'general', { subscribers: [HAMLET, SELF] })],
      },
    ] as WireEvent[]);
    again.land([HAMLET]);
    expect(parley.getState().subscribers[GENERAL]).toEqual([SELF, HAMLET]);
  });

  it('is not landed after a new register, nor held for after a failure', () => {
    const parley = store();
    const before = parley.fetchingSubscribers(GENERAL);
    parley.resync(registerWithoutLists(), 1);
    before.land(read);
    expect(parley.getState().subscribers[GENERAL]).toBeUndefined();
    const failed = parley.fetchingSubscribers(GENERAL);
    failed.fail();
    failed.land(read);
    expect(parley.getState().subscribers[GENERAL]).toBeUndefined();
  });
});

it("an older server's lists, read before a peer event that came meanwhile, get it played over them", () => {
  const r = registerFixture();
  const bare = <T extends { subscribers?: number[] }>({ subscribers: _, ...c }: T) => c;
  // No lists and no counts: a server before Zulip 11, registered without the people.
  const parley = store({
    ...r,
    subscriptions: r.subscriptions.map(bare),
    never_subscribed: (r.never_subscribed ?? []).map(bare),
    people_to_come: true,
  } as RegisterResponse);
  // Othello joins, then Hamlet leaves, while the people (and these lists, read before) come.
  parley.applyEvents([peer(1, 'peer_add', [OTHELLO]), peer(2, 'peer_remove', [HAMLET])]);
  parley.receivePeople(r.realm_users, { subscribers: { [GENERAL]: [SELF, HAMLET] } }, 0);
  expect(parley.getState().subscribers[GENERAL]).toEqual([SELF, OTHELLO]);
  expect(parley.getState().awaitingPeople).toBeUndefined();
});

it('a "partial" list stays unknown: never a part taken for the whole', () => {
  const fixture = registerFixture();
  const { subscribers: _, ...general } = subscription(GENERAL, 'general');
  fixture.subscriptions = fixture.subscriptions.map((s) =>
    s.stream_id === GENERAL ? { ...general, partial_subscribers: [HAMLET] } : s,
  );
  const parley = store(fixture);
  expect(parley.getState().subscribers[GENERAL]).toBeUndefined();
  expect(parley.getState().channels[GENERAL]).not.toHaveProperty('partial_subscribers');
  parley.applyEvents([peer(1, 'peer_add', [OTHELLO])]);
  expect(parley.getState().subscribers[GENERAL]).toBeUndefined();
});
