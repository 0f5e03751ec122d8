/**
 * A register made without the people (events/people-later.ts): the state waits for them with
 * only the user's own, holds the people's events meanwhile, and plays them over the list.
 */
import { describe, expect, it } from 'vitest';
import type { RealmUserEvent } from '../api/types/event';

import { applyEvents } from './apply';
import { fromRegister } from './from-register';
import { personName, withPeople } from './people-to-come';
import { createParleyStore } from './store';
import { channel, GENERAL, HAMLET, OTHELLO, registerFixture, SELF, user } from './test-support';

/** The fixture's register as the worker hands it on: the user's own, everyone to come. */
function registeredWithoutPeople() {
  const r = registerFixture();
  const own = r.realm_users.find((u) => u.user_id === SELF)!;
  return fromRegister({
    ...r,
    realm_users: [own],
    realm_non_active_users: [],
    cross_realm_bots: [],
    people_to_come: true,
  });
}

const people = () => [
  user(SELF, 'Iago'),
  { ...user(HAMLET, 'King Hamlet'), is_active: true },
  { ...user(OTHELLO, 'Othello'), is_active: false },
];

const renamed = (id: number, event_id: number, full_name: string): RealmUserEvent => ({
  id: event_id,
  type: 'realm_user',
  op: 'update',
  person: { user_id: id, full_name },
});

describe('people to come', () => {
  it('waits with the user alone; names not here yet show as an ellipsis, not "Unknown user"', () => {
    const state = registeredWithoutPeople();
    expect(Object.keys(state.users)).toEqual([String(SELF)]);
    expect(state.awaitingPeople).toEqual([]);
    expect(personName(state, HAMLET)).toBe('…');
    const done = withPeople(state, people());
    expect(done.awaitingPeople).toBeUndefined();
    expect(personName(done, HAMLET)).toBe('King Hamlet');
    expect(personName(done, 99)).toBe('Unknown user');
  });

  it('keeps who is active as GET /users says, everyone else active', () => {
    const done = withPeople(registeredWithoutPeople(), people());
    expect(done.users[HAMLET]?.is_active).toBe(true);
    expect(done.users[OTHELLO]?.is_active).toBe(false);
    expect(done.users[SELF]?.is_active).toBe(true);
  });

  it('plays the events held meanwhile over a list read before them', () => {
    const waiting = applyEvents(
      registeredWithoutPeople(),
      [
        renamed(HAMLET, 201, 'Hamlet the Dane'),
        {
          id: 202,
          type: 'realm_user',
          op: 'add',
          person: user(50, 'Newcomer'),
        } as RealmUserEvent,
      ],
      { now: 0 },
    ).state;
    expect(waiting.awaitingPeople).toHaveLength(2);
    // The list was read before both: the held events bring it up to date.
    const done = withPeople(waiting, people());
    expect(done.users[HAMLET]?.full_name).toBe('Hamlet the Dane');
    expect(done.users[50]?.full_name).toBe('Newcomer');
    // A list read after them already has them: playing them again changes nothing.
    const later = [...people(), { ...user(50, 'Newcomer'), is_active: true }];
    later[1] = { ...later[1]!, full_name: 'Hamlet the Dane' };
    expect(withPeople(waiting, later).users).toEqual(done.users);
  });

  it("adds an older server's channels its subscription lists left out, and no others", () => {
    const state = registeredWithoutPeople();
    const done = withPeople(state, people(), {
      streams: [channel(GENERAL, 'general'), channel(77, 'hidden')],
    });
    expect(done.channels[GENERAL]).toBe(state.channels[GENERAL]);
    expect(done.channels[77]?.name).toBe('hidden');
  });

  it('a new register without the people keeps those it had until they come again', () => {
    const store = createParleyStore(registerFixture());
    const { realm_users: _all, ...rest } = registerFixture();
    const own = registerFixture().realm_users.filter((u) => u.user_id === SELF);
    store.resync({ ...rest, realm_users: own, people_to_come: true }, 1);
    expect(store.getState().users[HAMLET]?.full_name).toBe('King Hamlet');
    // Another register's people are not this one's.
    store.receivePeople(people(), {}, 0);
    expect(store.getState().awaitingPeople).toEqual([]);
    store.receivePeople(people(), {}, 1);
    expect(store.getState().awaitingPeople).toBeUndefined();
    expect(store.getState().users[OTHELLO]?.is_active).toBe(false);
  });

  it("keeps the user's own and a Zulip server's own bots, which GET /users does not list", () => {
    const state = registeredWithoutPeople();
    const bot = { ...user(70, 'Welcome Bot', { is_bot: true }), is_active: true };
    const done = withPeople({ ...state, users: { ...state.users, 70: bot } }, people().slice(1));
    expect(done.users[SELF]?.full_name).toBe('Iago');
    expect(done.users[70]).toBe(bot);
  });

  it('a state from a register with the people waits for nothing', () => {
    expect(fromRegister(registerFixture()).awaitingPeople).toBeUndefined();
  });
});
