// @vitest-environment jsdom
/** A group's Members tab: subgroups, then members by name; a large group's rows virtualized. */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createClientStore } from '../../model/client-store';
import { GONE, HAMLET, OTHELLO, registerFixture, SELF, user } from '../../store/test-support';
import { renderWithApp } from '../common/test-support';
import { GroupMembers } from './GroupMembers';

afterEach(cleanup);

const SUPPORT = 30;

function show(members: number[], subgroups: number[] = [], extra = registerFixture().realm_users) {
  const r = registerFixture();
  const parley = createClientStore({
    ...r,
    realm_users: extra,
    realm_user_groups: r.realm_user_groups.map((g) =>
      g.id === SUPPORT ? { ...g, members, direct_subgroup_ids: subgroups } : g,
    ),
  });
  renderWithApp(
    <section className="overlay-content">
      <GroupMembers group_id={SUPPORT} />
    </section>,
    parley,
  );
  return within(screen.getByRole('list', { name: 'Members of this group' })).queryAllByRole(
    'listitem',
  );
}

const names = (rows: HTMLElement[]) =>
  rows.map((li) => li.querySelector('.subscriber-name')?.textContent);

it('lists the subgroups first, then the members by name, those no longer active last', () => {
  const rows = show([OTHELLO, GONE, SELF, HAMLET], [20]);
  expect(names(rows)).toEqual(['role:administrators', 'Iago', 'King Hamlet', 'Othello', 'Former']);
});

it("holds a screenful of a large group's members in the page, each placed in the whole", () => {
  const r = registerFixture();
  const many = Array.from({ length: 2000 }, (_, i) =>
    user(100 + i, `Member ${String(i).padStart(4, '0')}`),
  );
  const rows = show(
    many.map((u) => u.user_id),
    [],
    [...r.realm_users, ...many],
  );
  expect(rows.length).toBeLessThan(50);
  expect(names(rows)[0]).toBe('Member 0000');
  expect(rows.map((li) => li.getAttribute('aria-setsize'))).toEqual(rows.map(() => '2000'));
  expect(screen.getByRole('heading', { name: '2000 members' })).toBeTruthy();
});
