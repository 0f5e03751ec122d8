/** The list side of `#groups`: your groups, all groups or deactivated ones, searchable. */
import { useMemo } from 'react';
import type { UserGroup } from '../../api/types/models';
import { createGroupVerdict } from '../../model/permissions-admin';
import { useStoreValue } from '../common/app-context';
import { Browser, OverlayLink, useVerdict } from '../overlay';
import { type GroupFilter, groupHash } from './path';

const FILTERS: readonly [GroupFilter, string][] = [
  ['your', 'Your groups'],
  ['all', 'All groups'],
  ['deactivated', 'Deactivated'],
];

const groupName = (g: UserGroup) => g.name;

export function GroupBrowser({ filter, selected }: { filter: GroupFilter; selected?: number }) {
  const groups = useStoreValue((s) => s.groups);
  const self = useStoreValue((s) => s.current_user_id);
  const create = useVerdict((s) => createGroupVerdict(s));
  const list = useMemo(
    () =>
      Object.values(groups)
        .filter((g) => !g.is_system_group)
        .filter((g) => (filter === 'deactivated' ? g.deactivated : !g.deactivated))
        .filter((g) => filter !== 'your' || g.members.includes(self)),
    [groups, filter, self],
  );
  return (
    <Browser
      filtersLabel="Which groups"
      filters={FILTERS}
      filter={filter}
      hashOf={(f) => `#groups/${f}`}
      searchLabel="Filter groups"
      create={
        create.allowed ? (
          <OverlayLink hash="#groups/new" className="button-link primary">
            Create user group
          </OverlayLink>
        ) : (
          <p className="setting-reason">{create.reason}</p>
        )
      }
      listLabel="User groups"
      items={list}
      nameOf={groupName}
      keyOf={(g) => g.id}
      emptyText="No groups here."
    >
      {(g) => (
        <div className="browser-row" data-selected={g.id === selected || undefined}>
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
        </div>
      )}
    </Browser>
  );
}
