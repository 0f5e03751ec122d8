import type { VirtualItem } from '@tanstack/react-virtual';
import { describe, expect, it } from 'vitest';
import type { Opening } from '../../model/feed-reading';
import { type FeedScrollOptions, firstOffset } from './feed-scroll';

/** `count` rows with IDs 101, 102, …, each guessed 50 px high; an 800 px viewport. */
function rows(count: number, measured: VirtualItem[] = []): FeedScrollOptions {
  return {
    measured,
    count,
    total: count,
    keyAt: (i) => 101 + i,
    indexOf: (id) => (id >= 101 && id < 101 + count ? id - 101 : -1),
    estimate: () => 50,
    foundNewest: true,
    paddingStart: 44,
    paddingEnd: 24,
    initial: undefined,
    onPosition: () => {},
    onNearEdge: () => {},
    onSeen: () => {},
  };
}

const VIEWPORT = 800;
const measuredFirst = { key: 101, index: 0, start: 44, end: 244, size: 200, lane: 0 };

describe('firstOffset: where the list is scrolled as it mounts', () => {
  const cases: [string, FeedScrollOptions, Opening, number][] = [
    [
      'the end: the last rows fill the viewport',
      rows(100),
      { kind: 'bottom' },
      44 + 5000 + 24 - 800,
    ],
    ['a first unread, at the top', rows(100), { kind: 'message', id: 111, align: 'start' }, 544],
    ['a link target, centred', rows(100), { kind: 'message', id: 111, align: 'center' }, 144],
    [
      'a target near the top: not above it',
      rows(100),
      { kind: 'message', id: 103, align: 'center' },
      0,
    ],
    [
      'a target not in the window: the end',
      rows(100),
      { kind: 'message', id: 9, align: 'start' },
      4268,
    ],
    ['a window shorter than the viewport', rows(5), { kind: 'bottom' }, 0],
    ['a remembered place, exactly', rows(100), { kind: 'exact', id: 111, offset: 30 }, 514],
    [
      'measured heights count',
      rows(100, [measuredFirst]),
      { kind: 'message', id: 111, align: 'start' },
      694,
    ],
  ];
  it.each(cases)('%s', (_, o, at, expected) => {
    expect(firstOffset(o, at, VIEWPORT)).toBe(expected);
  });

  it('a message opened at the top comes below the floating recipient bar', () => {
    const at: Opening = { kind: 'message', id: 111, align: 'start' };
    expect(firstOffset(rows(100), at, VIEWPORT, 32)).toBe(544 - 32);
  });
});
