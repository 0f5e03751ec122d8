/**
 * A list of people (or groups) in an overlay's scrolling pane — a channel's subscribers, a
 * group's members — virtualized (common/virtual-rows.ts): a channel or group of thousands puts a
 * screenful of rows in the page. Rows are PANE_ROW high (browse.css); each says its place in the
 * whole list.
 */
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useVirtualRows } from '../common/virtual-rows';

/** A row's height in pixels, as browse.css sets it. */
export const PANE_ROW = 44;
/**
 * Lists this short are laid out whole (a small channel's rows all in the page). Rows are heavier
 * than most (an avatar, a verdict): laying out 172 at once, as a search widened, took 80 ms.
 */
export const PANE_WHOLE_UP_TO = 40;

interface Props {
  label: string;
  count: number;
  keyOf(index: number): string | number;
  /** Row `index`'s content (its <li> is the list's). */
  children(index: number): ReactNode;
}

export function PaneRows({ label, count, keyOf, children }: Props) {
  const list = useRef<HTMLUListElement>(null);
  // The overlay's pane scrolls the list with what comes before it: the rows follow it.
  const scroller = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    scroller.current = list.current?.closest<HTMLElement>('.overlay-content') ?? null;
  });
  const { rows, height } = useVirtualRows({
    count,
    size: PANE_ROW,
    scroller,
    list,
    wholeUpTo: PANE_WHOLE_UP_TO,
    keyOf,
  });
  return (
    <ul ref={list} className="subscriber-list virtual" aria-label={label} style={{ height }}>
      {rows.map(({ index, start }) => (
        <li
          key={keyOf(index)}
          className="subscriber"
          data-index={index}
          aria-posinset={index + 1}
          aria-setsize={count}
          style={{ transform: `translateY(${start}px)` }}
        >
          {children(index)}
        </li>
      ))}
    </ul>
  );
}
