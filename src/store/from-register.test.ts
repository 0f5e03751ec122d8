import { describe, expect, it } from 'vitest';
import { fromRegister, sortedIds, splitSubscription } from './from-register';
import {
  channel,
  GENERAL,
  GONE,
  HAMLET,
  RANDOM,
  registerFixture,
  SELF,
  subscription,
  user,
} from './test-support';

describe('sortedIds', () => {
  it.each([
    ['in order already', [1, 2, 5], [1, 2, 5]],
    ['out of order', [5, 1, 2], [1, 2, 5]],
    ['with a repeat', [1, 2, 2, 3], [1, 2, 3]],
    ['a repeat out of order', [3, 1, 3], [1, 3]],
    ['empty', [], []],
  ])('%s', (_, ids, sorted) => {
    const result = sortedIds(ids);
    expect(result).toEqual(sorted);
    // Never the list it was given: the store's copy is its own.
    expect(result).not.toBe(ids);
  });

  it('takes any iterable', () => {
    expect(sortedIds(new Set([9, 3]))).toEqual([3, 9]);
  });
});

describe('splitSubscription', () => {
  it("puts the user's own settings apart, and drops the subscriber list", () => {
    const { channel: c, properties } = splitSubscription(
      subscription(GENERAL, 'general', { color: '#abcdef', pin_to_top: true }),
    );
    expect(properties).toMatchObject({ color: '#abcdef', pin_to_top: true, is_muted: false });
    expect(c).toEqual(channel(GENERAL, 'general'));
  });
});

describe('fromRegister, channels and people', () => {
  it('takes a channel from `streams` only when no subscription list carries it', () => {
    const r = registerFixture();
    r.streams = [
      { ...channel(RANDOM, 'random'), description: 'from streams' },
      { ...channel(GENERAL, 'general'), description: 'from streams' },
      { ...channel(99, 'elsewhere') },
    ];
    const s = fromRegister(r);
    expect(s.channels[RANDOM]!.description).toBe('');
    expect(s.channels[GENERAL]!.description).toBe('');
    expect(s.channels[99]!.name).toBe('elsewhere');
    expect(s.subscribers[RANDOM]).toEqual([HAMLET]);
  });

  it('keeps the subscriber lists in order, whatever order they came in', () => {
    const r = registerFixture();
    r.subscriptions = [subscription(GENERAL, 'general', { subscribers: [HAMLET, SELF, HAMLET] })];
    expect(fromRegister(r).subscribers[GENERAL]).toEqual([SELF, HAMLET]);
  });

  it.each([
    ['an active person without the flag', 'realm_users', {}, true],
    ['an active person with it', 'realm_users', { is_active: true }, true],
    [
      'a deactivated person with a wrong flag',
      'realm_non_active_users',
      { is_active: true },
      false,
    ],
    ['a deactivated person without it', 'realm_non_active_users', {}, false],
  ] as const)('%s is stored as is_active %s', (_, list, extra, active) => {
    const r = registerFixture();
    const person = { ...user(GONE, 'Someone'), ...extra };
    if (!('is_active' in extra)) delete (person as { is_active?: boolean }).is_active;
    r.realm_users = list === 'realm_users' ? [person] : [];
    r.realm_non_active_users = list === 'realm_non_active_users' ? [person] : [];
    expect(fromRegister(r).users[GONE]).toEqual({ ...person, is_active: active });
  });
});
