/**
 * The feed's scrolling besides its hooks: what it is given and gives (`useFeedScroll`), holding
 * a place on screen for the first frames while rows around it are measured, and where a
 * message's text is on screen and in its row.
 */
import type { VirtualItem, Virtualizer } from '@tanstack/react-virtual';
import type { Opening, Position } from '../../model/feed-reading';

export interface FeedScrollOptions {
  /** Row heights measured in an earlier visit, so positions are exact when coming back. */
  measured: VirtualItem[];
  /** Rows laid out, and messages in the whole window (a change there may make room to fetch). */
  count: number;
  total: number;
  keyAt(index: number): number;
  indexOf(id: number): number;
  estimate(index: number): number;
  foundNewest: boolean;
  /** Room above the first row (the feed's header) and below the last. */
  paddingStart: number;
  paddingEnd: number;
  /** Where to open, once the window is there; later changes are ignored. */
  initial: Opening | undefined;
  onPosition(position: Position): void;
  /** The row at the top edge, and whether its top is scrolled out of view. */
  onTopRow?(id: number | undefined, cut: boolean): void;
  onNearEdge(edge: 'top' | 'bottom'): void;
  /** After scrolling settles or the rows change: the rows fully or mostly on screen. */
  onSeen(ids: number[]): void;
}

export interface FeedScroll {
  scrollRef: React.RefObject<HTMLDivElement | null>;
  virtualizer: Virtualizer<HTMLDivElement, HTMLDivElement>;
  atBottom: boolean;
  scrollToBottom(): void;
  scrollToId(id: number): void;
}

const HOLD_FRAMES = 30;
const INPUT_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Keeps the feed scrolled to `target()` (a scroll offset, once known) for the next frames, as
 * the virtualizer measures rows and moves what the reader sees; any input from the reader ends
 * it at once.
 */
export function holdScroll(el: HTMLElement, target: () => number | undefined): void {
  let frames = 0;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of INPUT_EVENTS) el.removeEventListener(type, stop);
  };
  for (const type of INPUT_EVENTS) el.addEventListener(type, stop, { passive: true, once: true });
  const step = () => {
    const to = target();
    if (to !== undefined && Math.abs(el.scrollTop - to) > 1) el.scrollTop = to;
    if (++frames < HOLD_FRAMES) frame = requestAnimationFrame(step);
    else stop();
  };
  frame = requestAnimationFrame(step);
}

const textOf = (el: HTMLElement, id: number) =>
  el.querySelector(`article[data-message-id="${id}"] .message-content`);

/** How far a message's text is below the top of the feed's viewport, if it is rendered. */
export function textOffset(el: HTMLElement, id: number): number | undefined {
  const text = textOf(el, id);
  return text ? text.getBoundingClientRect().top - el.getBoundingClientRect().top : undefined;
}

/** How far a message's text is below the top of its row, if it is rendered. */
export function textInRow(el: HTMLElement, index: number, id: number): number | undefined {
  const row = el.querySelector(`.feed-row[data-index="${index}"]`);
  const text = textOf(el, id);
  if (!row || !text || !row.contains(text)) return undefined;
  return text.getBoundingClientRect().top - row.getBoundingClientRect().top;
}

/** Where a row starts, from remembered heights where there are some and estimates elsewhere. */
function offsetOf(o: FeedScrollOptions, id: number): number {
  return offsetAt(o, o.indexOf(id));
}

/** Where row `end` starts (measured heights where known, else guesses). */
function offsetAt(o: FeedScrollOptions, end: number): number {
  const sizes = new Map(o.measured.map((m) => [m.key, m.size]));
  let offset = o.paddingStart;
  for (let i = 0; i < end; i++) offset += sizes.get(o.keyAt(i)) ?? o.estimate(i);
  return offset;
}

/**
 * Where the list is scrolled as it mounts, `viewport` high with `covered` px at its top under
 * the floating recipient bar: a remembered place exactly; else a guess at where it opens (its
 * end, or the message), so that the first rows rendered and laid out are those the reader will
 * see, not the window's oldest, scrolled away from at once.
 */
export function firstOffset(
  o: FeedScrollOptions,
  at: Opening,
  viewport: number,
  covered = 0,
): number {
  if (at.kind === 'exact') return offsetOf(o, at.id) - at.offset;
  const index = at.kind === 'message' ? o.indexOf(at.id) : -1;
  if (at.kind === 'bottom' || index < 0) {
    return Math.max(0, offsetAt(o, o.count) + o.paddingEnd - viewport);
  }
  const start = offsetAt(o, index);
  return Math.max(0, at.align === 'center' ? start - viewport / 2 : start - covered);
}
