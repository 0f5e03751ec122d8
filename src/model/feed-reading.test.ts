import { describe, expect, it } from 'vitest';
import type { StoredMessage } from '../store/state';
import {
  atEnd,
  EDGE_ROWS,
  edgesNear,
  type LaidRow,
  type MessagePlace,
  type Opening,
  opening,
  type Position,
  readingPosition,
  rowPlace,
  seenRows,
} from './feed-reading';

const w = { narrow: [], ids: [10, 20, 30, 40], found_oldest: true, found_newest: true };
const byId = new Map(
  w.ids.map((id) => [id, { id, flags: id < 30 ? ['read'] : [] } as unknown as StoredMessage]),
);

describe('where a feed opens', () => {
  it.each<[string, number | undefined, Position | undefined, boolean, Opening]>([
    [
      'a link’s target first',
      20,
      { id: 10, offset: 5 },
      true,
      { kind: 'message', id: 20, align: 'center' },
    ],
    [
      'then the remembered place',
      undefined,
      { id: 10, offset: 5 },
      true,
      { kind: 'exact', id: 10, offset: 5 },
    ],
    ['the bottom, when the reader left it there', undefined, 'bottom', true, { kind: 'bottom' }],
    [
      'the first unread in views that mark read',
      undefined,
      undefined,
      true,
      { kind: 'message', id: 30, align: 'start' },
    ],
    ['else the newest', undefined, undefined, false, { kind: 'bottom' }],
  ])('%s', (_name, near, saved, unreadFirst, expected) => {
    expect(opening(w, near, saved, byId, unreadFirst)).toEqual(expected);
  });

  it('past a local echo, which is never unread', () => {
    const echo = { ...w, ids: [10, 20, -1] };
    const withEcho = new Map([...byId, [-1, { id: -1, flags: [] } as unknown as StoredMessage]]);
    expect(opening(echo, undefined, undefined, withEcho, true)).toEqual({ kind: 'bottom' });
  });
});

const row = (key: number, start: number, size: number): LaidRow => ({
  index: key,
  key,
  start,
  size,
  end: start + size,
});

describe('what the reader is reading', () => {
  it.each<[string, number, boolean]>([
    ['at the end', 1000, true],
    ['three pixels short of it', 1003, true],
    ['above it', 1010, false],
  ])('%s', (_name, scrollHeight, bottom) => {
    expect(atEnd(scrollHeight, { top: 600, height: 400 })).toBe(bottom);
  });

  it.each<[string, boolean, boolean, LaidRow | undefined, Position | undefined]>([
    ['the newest, at the end of a window that reaches it', true, true, row(5, 580, 50), 'bottom'],
    [
      'the top row, at the end of a window that does not',
      true,
      false,
      row(5, 580, 50),
      { id: 5, offset: -20 },
    ],
    ['the top row, above the end', false, true, row(5, 600, 50), { id: 5, offset: 0 }],
    ['nothing, without rows', false, true, undefined, undefined],
  ])('%s', (_name, bottom, foundNewest, top, expected) => {
    expect(readingPosition(bottom, foundNewest, top, { top: 600, height: 400 })).toEqual(expected);
  });

  it.each<[string, LaidRow[], number[]]>([
    ['rows wholly on screen', [row(1, 500, 100), row(2, 600, 100), row(3, 950, 100)], [2]],
    ['a row two pixels past the bottom still', [row(1, 900, 102)], [1]],
    ['a row taller than the view, shown', [row(1, 400, 900)], [1]],
    ['not a tall row scrolled away', [row(1, 0, 500)], []],
  ])('seen: %s', (_name, rows, seen) => {
    expect(seenRows(rows, { top: 600, height: 400 })).toEqual(seen);
  });

  // The view shows 600 to 1000.
  it.each<[string, number, number, MessagePlace]>([
    ['wholly on screen', 700, 60, 'in view'],
    ['its top on screen', 950, 200, 'in view'],
    ['only a sliver of its top shows', 990, 200, 'below'],
    ['past the bottom', 1200, 60, 'below'],
    ['scrolled away above', 100, 60, 'above'],
    ['only a sliver of its bottom shows', 400, 210, 'above'],
    ['taller than the view, filling it', 500, 900, 'in view'],
    ['short, half of it on screen', 990, 20, 'in view'],
  ])('a row %s is %j', (_name, start, size, place) => {
    expect(rowPlace({ start, end: start + size }, { top: 600, height: 400 })).toBe(place);
  });

  it.each<[number, number, number, ('top' | 'bottom')[]]>([
    [0, 20, 200, ['top']],
    [EDGE_ROWS, 20, 200, []],
    [100, 190, 200, ['bottom']],
    [0, 5, 6, ['top', 'bottom']],
  ])('rows %i to %i of %i are near %j', (first, last, count, edges) => {
    expect(edgesNear(first, last, count)).toEqual(edges);
  });
});
