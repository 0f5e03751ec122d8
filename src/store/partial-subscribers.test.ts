/**
 * include_subscribers "partial": a large channel comes with `partial_subscribers` instead of its
 * list; the store keeps its list unknown (never a part taken for the whole) until the whole list
 * is fetched (receiveSubscribers), then peer events keep it current.
 */
import { expect, it } from 'vitest';
import type { WireEvent } from '../api/types/event';
import { createParleyStore } from './store';
import { GENERAL, HAMLET, OTHELLO, registerFixture, SELF, subscription } from './test-support';

function storeWithPartialGeneral() {
  const fixture = registerFixture();
  const { subscribers: _, ...general } = subscription(GENERAL, 'general');
  fixture.subscriptions = fixture.subscriptions.map((s) =>
    s.stream_id === GENERAL ? { ...general, partial_subscribers: [HAMLET] } : s,
  );
  return createParleyStore(fixture, { now: () => 0 });
}

const peer = (id: number, op: 'peer_add' | 'peer_remove', user_ids: number[]): WireEvent =>
  ({ id, type: 'subscription', op, stream_ids: [GENERAL], user_ids }) as WireEvent;

it('a partial list stays unknown; peer events leave it unknown', () => {
  const parley = storeWithPartialGeneral();
  expect(parley.getState().subscribers[GENERAL]).toBeUndefined();
  parley.applyEvents([peer(1, 'peer_add', [OTHELLO])]);
  expect(parley.getState().subscribers[GENERAL]).toBeUndefined();
});

it('the whole list, once fetched, is kept current by peer events', () => {
  const parley = storeWithPartialGeneral();
  parley.receiveSubscribers(GENERAL, [HAMLET, SELF]);
  expect(parley.getState().subscribers[GENERAL]).toEqual([SELF, HAMLET]);
  parley.applyEvents([peer(1, 'peer_add', [OTHELLO]), peer(2, 'peer_remove', [HAMLET])]);
  expect(parley.getState().subscribers[GENERAL]).toEqual([SELF, OTHELLO]);
});

it('a list for a channel the store does not know is not kept', () => {
  const parley = storeWithPartialGeneral();
  parley.receiveSubscribers(999, [SELF]);
  expect(parley.getState().subscribers[999]).toBeUndefined();
});
