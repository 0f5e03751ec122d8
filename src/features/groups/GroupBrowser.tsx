/** The list side of `#groups`: your groups, all groups or deactivated ones, searchable. */
import { useMemo, useState } from 'react';
import { createGroupVerdict } from '../../model/permissions-admin';
import { matchRank } from '../../model/principals';
import { useStoreValue } from '../common/app-context';
import { OverlayLink, useVerdict } from '../overlay';
import { type GroupFilter, groupHash } from './path';

const FILTERS: readonly [GroupFilter, string][] = [
  ['your', 'Your groups'],
  ['all', 'All groups'],
  ['deactivated', 'Deactivated'],
];

export function GroupBrowser({ filter, selected }: { filter: GroupFilter; selected?: number }) {
  const groups = useStoreValue((s) => s.groups);
  const self = useStoreValue((s) => s.current_user_id);
  const create = useVerdict((s) => createGroupVerdict(s));
  const [query, setQuery] = useState('');
  const list = useMemo(
    () =>
      Object.values(groups)
        .filter((g) => !g.is_system_group)
        .filter((g) => (filter === 'deactivated' ? g.deactivated : !g.deactivated))
        .filter((g) => filter !== 'your' || g.members.includes(self))
        .filter((g) => matchRank(g.name, query) >= 0)
        .sort((a, b) => a.name.localeCompare(b.name)),
    [groups, filter, self, query],
  );
  return (
    <div className="browser">
      <div className="browser-tools">
        <nav aria-label="Which groups">
          <ul className="filter-links">
            {FILTERS.map(([f, label]) => (
              <li key={f}>
                <OverlayLink hash={`#groups/${f}`} current={f === filter}>
                  {label}
                </OverlayLink>
              </li>
            ))}
          </ul>
        </nav>
        <input
          type="search"
          aria-label="Filter groups"
          placeholder="Filter groups"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        {create.allowed ? (
          <OverlayLink hash="#groups/new" className="button-link primary">
            Create user group
          </OverlayLink>
        ) : (
          <p className="setting-reason">{create.reason}</p>
        )}
      </div>
      <ul className="browser-list" aria-label="User groups">
        {list.length === 0 && <li className="empty-state">No groups here.</li>}
        {list.map((g) => (
          <li key={g.id} className="browser-row" data-selected={g.id === selected || undefined}>
            <OverlayLink
              hash={groupHash(g.id, g.name)}
              current={g.id === selected}
              className="browser-name"
            >
              {g.name}
            </OverlayLink>
            <span className="browser-count">
              {g.members.length} <span className="visually-hidden">members</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
