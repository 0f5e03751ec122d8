// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { sanitizeCacheSize } from '../../model/sanitize';
import { warmUpFeed } from './warm-up';

it('warms the formats and the sanitizer once, at the moment it is given, caching no message', () => {
  const moments: (() => void)[] = [];
  warmUpFeed((run) => moments.push(run));
  warmUpFeed((run) => moments.push(run));
  expect(moments).toHaveLength(1);
  const before = sanitizeCacheSize();
  expect(() => moments[0]!()).not.toThrow();
  expect(sanitizeCacheSize()).toBe(before);
});
