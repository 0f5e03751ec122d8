/**
 * Finding users, user groups and channels by what someone types, for the pickers that add
 * subscribers, group members and the members of a custom permission group.
 */

import { SystemGroup } from '../api/constants';
import type { ParleyState } from '../store/state';
import { groupLabel } from './group-settings';

export type PrincipalKind = 'user' | 'group' | 'channel';

export interface Principal {
  kind: PrincipalKind;
  id: number;
}

export interface PrincipalMatch extends Principal {
  label: string;
  /** A user's email, a group's member count. */
  detail?: string;
}

/** 0: the name starts with the query; 1: a word in it does; 2: it contains it; -1: no match. */
export function matchRank(name: string, query: string): number {
  const n = name.toLocaleLowerCase();
  const q = query.trim().toLocaleLowerCase();
  if (q === '' || n.startsWith(q)) return 0;
  if (n.split(/[\s._@-]+/).some((word) => word.startsWith(q))) return 1;
  return n.includes(q) ? 2 : -1;
}

export const principalKey = (p: Principal) => `${p.kind}:${p.id}`;

export function searchPrincipals(
  state: Pick<ParleyState, 'users' | 'groups' | 'channels'>,
  query: string,
  kinds: readonly PrincipalKind[],
  exclude: (p: Principal) => boolean = () => false,
  limit = 8,
): PrincipalMatch[] {
  const found: (PrincipalMatch & { rank: number })[] = [];
  const consider = (m: PrincipalMatch, ...names: string[]) => {
    const ranks = names.map((n) => matchRank(n, query)).filter((r) => r >= 0);
    if (ranks.length && !exclude(m)) found.push({ ...m, rank: Math.min(...ranks) });
  };
  if (kinds.includes('user')) {
    for (const u of Object.values(state.users)) {
      if (!u.is_active) continue;
      consider(
        { kind: 'user', id: u.user_id, label: u.full_name, detail: u.email },
        u.full_name,
        u.email,
      );
    }
  }
  if (kinds.includes('group')) {
    for (const g of Object.values(state.groups)) {
      if (g.deactivated || (g.is_system_group && !g.name.startsWith('role:'))) continue;
      if (g.name === SystemGroup.internet || g.name === SystemGroup.nobody) continue;
      const label = groupLabel(g);
      consider(
        { kind: 'group', id: g.id, label, detail: g.is_system_group ? 'role' : 'group' },
        label,
      );
    }
  }
  if (kinds.includes('channel')) {
    for (const c of Object.values(state.channels)) {
      if (c.is_archived) continue;
      consider(
        { kind: 'channel', id: c.stream_id, label: `#${c.name}`, detail: 'channel' },
        c.name,
      );
    }
  }
  found.sort((a, b) => a.rank - b.rank || a.label.localeCompare(b.label));
  return found.slice(0, limit).map(({ rank: _r, ...m }) => m);
}
