/** The pages of `#groups/...`, in Zulip's hash forms. */
import { encodeHashComponent } from '../../model/narrow-url';

export const GROUP_FILTERS = ['your', 'all', 'deactivated'] as const;
export type GroupFilter = (typeof GROUP_FILTERS)[number];
export const GROUP_TABS = ['general', 'members', 'permissions'] as const;
export type GroupTab = (typeof GROUP_TABS)[number];

export type GroupsPage =
  | { kind: 'list'; filter: GroupFilter }
  | { kind: 'new' }
  | { kind: 'group'; group_id: number; tab: GroupTab };

/** `#groups/your`, `#groups/all`, `#groups/new`, `#groups/7/support/members`. */
export function parseGroupsPath(path: readonly string[]): GroupsPage {
  const [first, ...rest] = path;
  if (first !== undefined && /^\d+$/.test(first)) {
    const last = rest.at(-1);
    const tab = (GROUP_TABS as readonly string[]).includes(last ?? '')
      ? (last as GroupTab)
      : 'general';
    return { kind: 'group', group_id: Number(first), tab };
  }
  if (first === 'new') return { kind: 'new' };
  const filter = (GROUP_FILTERS as readonly string[]).includes(first ?? '')
    ? (first as GroupFilter)
    : 'your';
  return { kind: 'list', filter };
}

export const groupHash = (group_id: number, name: string, tab: GroupTab = 'general') =>
  `#groups/${group_id}/${encodeHashComponent(name)}/${tab}`;
