// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { createClientStore } from '../../model/client-store';
import { registerFixture, user } from '../../store/test-support';
import { renderWithApp } from '../common/test-support';
import { UsersPage } from './UsersPage';

afterEach(cleanup);

beforeAll(() => {
  // jsdom lays nothing out: give the list's scroller a height, as a browser would.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  const height = (el: HTMLElement) => (el.classList.contains('user-list-scroller') ? 480 : 48);
  for (const name of ['offsetHeight', 'clientHeight'] as const) {
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get() {
        return height(this as HTMLElement);
      },
    });
  }
  for (const name of ['offsetWidth', 'clientWidth'] as const) {
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => 800 });
  }
});

const ROLES = [400, 400, 400, 300, 600] as const;

function organization(count: number) {
  const r = registerFixture();
  const people = Array.from({ length: count }, (_, i) =>
    user(1000 + i, `Person ${String(i).padStart(5, '0')}`, { role: ROLES[i % ROLES.length] }),
  );
  return createClientStore({ ...r, realm_users: [...r.realm_users, ...people] }, 0, {
    now: () => 0,
  });
}

const rows = (list = 'Users') =>
  within(screen.getByRole('list', { name: list })).queryAllByRole('listitem');

it('10,000 people: the list renders the rows in view, not the organization', async () => {
  renderWithApp(<UsersPage deactivated={false} />, organization(10_000));
  await act(async () => {});
  expect(screen.getByText('10003 users')).toBeTruthy();
  const shown = rows();
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.length).toBeLessThan(40);
  expect(shown[0]!.getAttribute('aria-setsize')).toBe('10003');
  expect(within(shown[0]!).getByText('Iago')).toBeTruthy();
});

it('search and the role filter narrow the list; deactivated people are apart', async () => {
  renderWithApp(<UsersPage deactivated={false} />, organization(50));
  fireEvent.input(screen.getByRole('searchbox', { name: 'Search users' }), {
    target: { value: 'person 0004' },
  });
  await act(async () => {});
  expect(rows().map((r) => r.textContent)).toEqual(
    expect.arrayContaining([expect.stringContaining('Person 00040')]),
  );
  expect(rows()).toHaveLength(10);
  fireEvent.change(screen.getByRole('combobox', { name: 'Filter by role' }), {
    target: { value: '300' },
  });
  await act(async () => {});
  expect(rows().map((r) => within(r).getByRole('combobox').getAttribute('aria-label'))).toEqual([
    'Role of Person 00043',
    'Role of Person 00048',
  ]);
  cleanup();
  renderWithApp(<UsersPage deactivated />, organization(50));
  await act(async () => {});
  expect(rows('Deactivated users').map((r) => r.textContent)).toEqual([
    expect.stringContaining('Former'),
  ]);
});
