/**
 * The list side of a two-column screen (`#channels`, `#groups`): links to its filters, a field
 * that filters by name, the Create action, and the list (by name) with what it says when empty.
 */
import { type ReactNode, useMemo, useState } from 'react';
import { matchRank } from '../../model/principals';
import { OverlayLink } from './Overlay';

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
  /** What the list says when nothing is in it. */
  emptyText: string;
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
  emptyText,
  children,
}: Props<F, T>) {
  const [query, setQuery] = useState('');
  const shown = useMemo(
    () =>
      items
        .filter((item) => matchRank(nameOf(item), query) >= 0)
        .sort((a, b) => nameOf(a).localeCompare(nameOf(b))),
    [items, nameOf, query],
  );
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
      <ul className="browser-list" aria-label={listLabel}>
        {shown.length === 0 && <li className="empty-state">{emptyText}</li>}
        {shown.map(children)}
      </ul>
    </div>
  );
}
