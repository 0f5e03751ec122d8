import { describe, expect, it } from 'vitest';
import { type CursorStep, type CursorTarget, type CursorView, cursorTarget } from './feed-cursor';

/** 20 rows of 100 px; the view shows rows 5 to 8 (500–900). */
const view = (over: Partial<CursorView> = {}): CursorView => {
  const rowAt = (i: number) =>
    i >= 0 && i < 20 ? { start: i * 100, end: i * 100 + 100 } : undefined;
  return {
    count: 20,
    current: 6,
    viewport: { top: 500, height: 400 },
    rowAt,
    rendered: Array.from({ length: 8 }, (_, k) => ({ index: k + 3, ...rowAt(k + 3)! })),
    indexAt: (offset) => Math.min(Math.floor(offset / 100), 19),
    atNewest: true,
    ...over,
  };
};

describe('the cursor hotkeys', () => {
  it.each<[string, CursorStep, Partial<CursorView>, CursorTarget]>([
    ['j: the next row', 'down', {}, 7],
    ['k: the previous row', 'up', {}, 5],
    ['j at the last row stays', 'down', { current: 19, viewport: { top: 1600, height: 400 } }, 19],
    ['k at the first row stays', 'up', { current: 0, viewport: { top: 0, height: 400 } }, 0],
    ['j scrolled away below: the first row on screen', 'down', { current: 1 }, 5],
    ['k scrolled away below: the last row on screen', 'up', { current: 1 }, 8],
    ['PgDn: most of a screen down', 'pageDown', {}, 9],
    ['PgUp: most of a screen up', 'pageUp', {}, 2],
    ['PgUp near the top: the first row', 'pageUp', { current: 1 }, 0],
    ['PgDn with rows too tall to page: at least the next', 'pageDown', { indexAt: () => 6 }, 7],
    ['PgDn before the feed is on the page', 'pageDown', { viewport: undefined }, 9],
    ['Home: the first row', 'first', {}, 0],
    ['End: the last row', 'last', {}, 19],
    ['End before the newest messages: load them', 'last', { atNewest: false }, 'newest'],
    ['nothing without rows', 'down', { count: 0 }, undefined],
    ['j with nothing selected: the first row on screen', 'down', { current: -1 }, 5],
  ])('%s', (_name, step, over, target) => {
    expect(cursorTarget(step, view(over))).toBe(target);
  });
});
