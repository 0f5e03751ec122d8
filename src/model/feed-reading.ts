/**
 * The feed's reading rules that need no screen: where a feed opens, which place is remembered
 * for the reader, which rows count as seen (and so are marked read), whether a message is above,
 * in or below the view, when the reader is near an end of the rows laid out (and more should
 * come), and where the hotkeys' cursor goes.
 */
import type { MessageWindow, StoredMessage } from '../store/state';

/** Where the reader was: a message at a height from the view's top, or the newest message. */
export type Position = { id: number; offset: number } | 'bottom';

/** Where a feed opens: its end, a message (first unread, a link's target), or a remembered place. */
export type Opening =
  | { kind: 'bottom' }
  | { kind: 'message'; id: number; align: 'start' | 'center' }
  | { kind: 'exact'; id: number; offset: number };

/**
 * Where a feed opens: a link's target, else the place remembered for this history entry, else
 * the first unread message (in views that mark read), else the newest.
 */
export function opening(
  w: MessageWindow,
  near: number | undefined,
  saved: Position | undefined,
  byId: ReadonlyMap<number, StoredMessage>,
  unreadFirst: boolean,
): Opening {
  if (near !== undefined) return { kind: 'message', id: near, align: 'center' };
  if (saved === 'bottom') return { kind: 'bottom' };
  if (saved) return { kind: 'exact', ...saved };
  if (unreadFirst) {
    const first = w.ids.find((id) => id > 0 && byId.get(id)?.flags.includes('read') === false);
    if (first !== undefined) return { kind: 'message', id: first, align: 'start' };
  }
  return { kind: 'bottom' };
}

/** A row as the virtualizer lays it out (its key is the message ID). */
export interface LaidRow {
  index: number;
  key: number | string | bigint;
  start: number;
  end: number;
  size: number;
}

/** The part of the rows the reader sees: the scroll offset and the view's height. */
export interface Viewport {
  top: number;
  height: number;
}

/** Scrolled to the end (a few pixels short still counts). */
export const atEnd = (scrollHeight: number, v: Viewport) => scrollHeight - v.top - v.height < 4;

/**
 * The place to remember: the newest message when the reader is at the end of a window that
 * reaches it, else the row at the top of the view and how far it starts above the view's top.
 */
export function readingPosition(
  bottom: boolean,
  foundNewest: boolean,
  top: LaidRow | undefined,
  v: Viewport,
): Position | undefined {
  if (bottom && foundNewest) return 'bottom';
  return top ? { id: Number(top.key), offset: top.start - v.top } : undefined;
}

/** The rows seen: those wholly on screen (bar a pixel or two), and a taller one that fills it. */
export function seenRows(rows: readonly LaidRow[], v: Viewport): number[] {
  const bottom = v.top + v.height;
  const seen: number[] = [];
  for (const row of rows) {
    const fits = row.end <= bottom + 2 && row.end > v.top;
    const tallAndShown = row.size > v.height && row.start < bottom && row.end > v.top;
    if (fits || tallAndShown) seen.push(Number(row.key));
  }
  return seen;
}

/** Where a message is against the part of the feed on screen. */
export type MessagePlace = 'above' | 'in view' | 'below';

/** Less of a row than this on screen (or half of a short one) is not a row one can read. */
const SLIVER_PX = 16;

/** Where a laid-out row is against the view: out of it while no more than a sliver shows. */
export function rowPlace(row: { start: number; end: number }, v: Viewport): MessagePlace {
  const sliver = Math.min(SLIVER_PX, (row.end - row.start) / 2);
  if (row.start > v.top + v.height - sliver) return 'below';
  if (row.end < v.top + sliver) return 'above';
  return 'in view';
}

/** How many rows from an end the reader may come before more are laid out or fetched. */
export const EDGE_ROWS = 10;

/** The ends of the laid-out rows the rows on screen (first to last index) are near. */
export function edgesNear(first: number, last: number, count: number): ('top' | 'bottom')[] {
  const edges: ('top' | 'bottom')[] = [];
  if (first < EDGE_ROWS) edges.push('top');
  if (last >= count - EDGE_ROWS) edges.push('bottom');
  return edges;
}
