import { expect, it } from 'vitest';
import { type GroupsPage, groupHash, parseGroupsPath } from './path';

it.each<[string, GroupsPage]>([
  ['', { kind: 'list', filter: 'your' }],
  ['all', { kind: 'list', filter: 'all' }],
  ['deactivated', { kind: 'list', filter: 'deactivated' }],
  ['new', { kind: 'new' }],
  ['7', { kind: 'group', group_id: 7, tab: 'general' }],
  ['7/support/members', { kind: 'group', group_id: 7, tab: 'members' }],
  ['7/members', { kind: 'group', group_id: 7, tab: 'members' }],
  ['7/permissions/permissions', { kind: 'group', group_id: 7, tab: 'permissions' }],
])('%j', (path, page) => expect(parseGroupsPath(path.split('/').filter(Boolean))).toEqual(page));

it('prints the form it parses', () => {
  const hash = groupHash(7, 'tier two', 'permissions');
  expect(hash).toBe('#groups/7/tier.20two/permissions');
  expect(parseGroupsPath(hash.split('/').slice(1))).toEqual({
    kind: 'group',
    group_id: 7,
    tab: 'permissions',
  });
});
