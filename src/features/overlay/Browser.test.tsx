// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createClientStore } from '../../model/client-store';
import { registerFixture } from '../../store/test-support';
import { renderWithApp } from '../common/test-support';
import { Browser } from './Browser';

afterEach(cleanup);

const FILTERS = [
  ['mine', 'Mine'],
  ['all', 'All fruit'],
] as const;
const nameOf = (s: string) => s;

function show(items: string[]) {
  renderWithApp(
    <Browser
      filtersLabel="Which fruit"
      filters={FILTERS}
      filter="all"
      hashOf={(f) => `#fruit/${f}`}
      searchLabel="Filter fruit"
      create={<button type="button">Create fruit</button>}
      listLabel="Fruit"
      items={items}
      nameOf={nameOf}
      keyOf={nameOf}
      emptyText="No fruit here."
    >
      {(s) => <span className="browser-row">{s}</span>}
    </Browser>,
    createClientStore(registerFixture(), 0, { now: () => 0 }),
  );
  return screen.getByRole('list', { name: 'Fruit' });
}

const rows = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

it('links to each filter, the chosen one current, beside the Create action', () => {
  show([]);
  const nav = screen.getByRole('navigation', { name: 'Which fruit' });
  expect(within(nav).getByRole('link', { name: 'All fruit' }).getAttribute('aria-current')).toBe(
    'page',
  );
  expect(within(nav).getByRole('link', { name: 'Mine' }).getAttribute('href')).toBe('#fruit/mine');
  expect(screen.getByRole('button', { name: 'Create fruit' })).toBeTruthy();
});

it('lists the items by name, and only those the filter field matches', () => {
  const list = show(['pear', 'apple', 'Banana']);
  expect(rows(list)).toEqual(['apple', 'Banana', 'pear']);
  fireEvent.input(screen.getByRole('searchbox', { name: 'Filter fruit' }), {
    target: { value: 'an' },
  });
  expect(rows(list)).toEqual(['Banana']);
  fireEvent.input(screen.getByRole('searchbox', { name: 'Filter fruit' }), {
    target: { value: 'kiwi' },
  });
  expect(rows(list)).toEqual(['No fruit here.']);
});

it('holds a screenful of a long list in the page, each row placed in the whole', () => {
  const names = Array.from({ length: 1000 }, (_, i) => `channel ${String(i).padStart(4, '0')}`);
  const list = show(names);
  const items = within(list).getAllByRole('listitem');
  expect(items.length).toBeLessThan(50);
  expect(items[0]!.textContent).toBe('channel 0000');
  expect(items.map((li) => li.getAttribute('aria-setsize'))).toEqual(items.map(() => '1000'));
  // A short list is laid out whole.
  cleanup();
  expect(rows(show(names.slice(0, 150)))).toHaveLength(150);
});
