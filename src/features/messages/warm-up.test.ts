// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { sanitizeCacheSize } from '../../model/sanitize';
import { warmUpFeed } from './warm-up';

it('warms the formats and the sanitizer once, a step per moment it is given, caching no message', () => {
  const moments: (() => void)[] = [];
  warmUpFeed((run) => moments.push(run));
  warmUpFeed((run) => moments.push(run));
  // One moment asked for at first; each step asks for the next.
  expect(moments).toHaveLength(1);
  const before = sanitizeCacheSize();
  for (let i = 0; i < moments.length; i++) expect(() => moments[i]!()).not.toThrow();
  expect(moments).toHaveLength(4);
  expect(sanitizeCacheSize()).toBe(before);
});
