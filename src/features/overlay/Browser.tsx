/**
 * The list side of a two-column screen (`#channels`, `#groups`): links to its filters, a field
 * that filters by name, the Create action, and the list (by name) with what it says when empty.
 * The list is virtualized (common/virtual-rows.ts): a large organization's 1,000 channels were
 * 9,700 elements and a 50-110 ms task on opening Browse channels.
 */
import { type Key, type ReactNode, useMemo, useRef, useState } from 'react';
import { matchRank } from '../../model/principals';
import { useVirtualRows } from '../common/virtual-rows';
import { OverlayLink } from './Overlay';

/** A row's height in pixels (browse.css gives rows exactly this). */
export const BROWSER_ROW = 38;

interface Props<F extends string, T> {
  /** The filters' navigation name ("Which channels"). */
  filtersLabel: string;
  filters: readonly (readonly [F, string])[];
  filter: F;
  hashOf(filter: F): string;
  /** The filter field's name and placeholder ("Filter channels"). */
  searchLabel: string;
  /** The Create link, or why the user may not create. */
  create: ReactNode;
  listLabel: string;
  /** What the chosen filter shows, before the filter field; by `nameOf` (keep it stable). */
  items: readonly T[];
  nameOf(item: T): string;
  /** A stable key for an item's row. */
  keyOf(item: T): Key;
  /** What the list says when nothing is in it. */
  emptyText: string;
  /** An item's row: an element of class `browser-row` (the list item around it is Browser's). */
  children(item: T): ReactNode;
}

export function Browser<F extends string, T>({
  filtersLabel,
  filters,
  filter,
  hashOf,
  searchLabel,
  create,
  listLabel,
  items,
  nameOf,
  keyOf,
  emptyText,
  children,
}: Props<F, T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState('');
  const shown = useMemo(
    () =>
      items
        .filter((item) => matchRank(nameOf(item), query) >= 0)
        .sort((a, b) => nameOf(a).localeCompare(nameOf(b))),
    [items, nameOf, query],
  );
  const { rows, height } = useVirtualRows({
    count: shown.length,
    size: BROWSER_ROW,
    scroller,
    list,
    keyOf: (i) => keyOf(shown[i]!),
  });
  return (
    <div className="browser">
      <div className="browser-tools">
        <nav aria-label={filtersLabel}>
          <ul className="filter-links">
            {filters.map(([f, label]) => (
              <li key={f}>
                <OverlayLink hash={hashOf(f)} current={f === filter}>
                  {label}
                </OverlayLink>
              </li>
            ))}
          </ul>
        </nav>
        <input
          type="search"
          aria-label={searchLabel}
          placeholder={searchLabel}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        {create}
      </div>
      <div ref={scroller} className="browser-scroll">
        <ul
          ref={list}
          className="browser-list virtual"
          aria-label={listLabel}
          style={shown.length ? { height } : undefined}
        >
          {shown.length === 0 && <li className="empty-state">{emptyText}</li>}
          {rows.map(({ index, start }) => {
            const item = shown[index]!;
            return (
              <li
                key={keyOf(item)}
                data-index={index}
                aria-posinset={index + 1}
                aria-setsize={shown.length}
                style={{ transform: `translateY(${start}px)` }}
              >
                {children(item)}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
