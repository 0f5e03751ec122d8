import { describe, expect, it } from 'vitest';
import { byPresence, presenceLine, presenceStatus, timeAgo } from './presence';

describe('presenceStatus (offline threshold 140 s)', () => {
  it.each([
    ['nothing known', undefined, 'offline'],
    ['active 139 s ago', { active_timestamp: 861, idle_timestamp: 861 }, 'active'],
    ['active 140 s ago', { active_timestamp: 860, idle_timestamp: 860 }, 'offline'],
    ['active long ago, connected lately', { active_timestamp: 100, idle_timestamp: 990 }, 'idle'],
    ['connected lately, never active', { idle_timestamp: 990 }, 'idle'],
    ['active lately, idle report since', { active_timestamp: 950, idle_timestamp: 990 }, 'active'],
  ] as const)('%s: %s', (_name, p, status) => {
    expect(presenceStatus(p, 1000, 140)).toBe(status);
  });
});

describe('the user card line', () => {
  it.each([
    ['active', undefined, 'Active now'],
    ['idle', 900, 'Idle'],
    ['offline', undefined, 'Not active recently'],
    ['offline', 1000 - 3 * 3600 - 5, 'Last active 3 hours ago'],
    ['offline', 1000 - 60, 'Last active 1 minute ago'],
    ['offline', 1000 - 30, 'Last active a moment ago'],
    ['offline', 1000 - 2 * 86400, 'Last active 2 days ago'],
  ] as const)('%s, last %s: %s', (status, last, line) => {
    expect(presenceLine(status, last, 1000)).toBe(line);
  });

  it('never says "in" for a clock a little ahead', () => {
    expect(timeAgo(1010, 1000)).toBe('a moment ago');
  });
});

it('orders people as Zulip does: oneself, active, idle, offline, each as given', () => {
  const people = [1, 2, 3, 4, 5, 6].map((user_id) => ({ user_id }));
  const status = {
    1: 'offline',
    2: 'idle',
    3: 'active',
    4: 'offline',
    5: 'active',
    6: 'idle',
  } as const;
  const order = byPresence(people, (id) => status[id as keyof typeof status], 4).map(
    (u) => u.user_id,
  );
  expect(order).toEqual([4, 3, 5, 2, 6, 1]);
});
