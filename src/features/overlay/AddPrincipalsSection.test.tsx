// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { ALLOWED, type Verdict } from '../../model/channel-permissions';
import { createClientStore } from '../../model/client-store';
import type { PrincipalMatch } from '../../model/principals';
import { HAMLET, registerFixture } from '../../store/test-support';
import { renderWithApp } from '../common/test-support';
import { AddPrincipalsSection } from './AddPrincipalsSection';

afterEach(cleanup);

function Harness({ verdict, onAdd }: { verdict: Verdict; onAdd(chosen: PrincipalMatch[]): void }) {
  const [chosen, setChosen] = useState<PrincipalMatch[]>([]);
  return (
    <AddPrincipalsSection
      heading="Add members"
      picker={{ label: 'Add users or groups', placeholder: 'Name', kinds: ['user', 'group'] }}
      verdict={verdict}
      exclude={(p) => p.kind === 'user' && p.id === HAMLET}
      chosen={chosen}
      onChosen={setChosen}
      addLabel={`Add ${chosen.length}`}
      canAdd={chosen.length > 0}
      state={{ status: 'idle' }}
      onAdd={() => onAdd(chosen)}
    />
  );
}

const show = (verdict: Verdict, onAdd = vi.fn()) => {
  renderWithApp(
    <Harness verdict={verdict} onAdd={onAdd} />,
    createClientStore(registerFixture(), 0, { now: () => 0 }),
  );
  return onAdd;
};
const picker = () => screen.getByRole('combobox', { name: 'Add users or groups' });
const pick = (query: string) => {
  fireEvent.input(picker(), { target: { value: query } });
  fireEvent.keyDown(picker(), { key: 'Enter' });
};
const options = (query: string) => {
  fireEvent.input(picker(), { target: { value: query } });
  return screen.queryAllByRole('option').map((o) => o.textContent);
};

it('shows what is chosen as pills to remove, and adds them', () => {
  const onAdd = show(ALLOWED);
  expect(screen.queryByRole('list', { name: 'To be added' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Add 0' })).toHaveProperty('disabled', true);
  pick('Oth');
  pick('supp');
  const pills = screen.getByRole('list', { name: 'To be added' });
  expect(
    within(pills)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Othello×', 'support×']);
  // What is chosen, and what the screen excludes, is not offered again.
  expect(options('Ia')).toHaveLength(1);
  expect(options('Oth')).toEqual([]);
  expect(options('King')).toEqual([]);
  fireEvent.click(within(pills).getByRole('button', { name: 'Remove Othello' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add 1' }));
  expect(onAdd.mock.calls[0]?.[0].map((p: PrincipalMatch) => p.label)).toEqual(['support']);
});

it('when the user may not add, the picker and the button are disabled and say why', () => {
  show({ allowed: false, reason: 'Only administrators can add members.' });
  expect(picker()).toHaveProperty('disabled', true);
  expect(screen.getByRole('button', { name: 'Add 0' })).toHaveProperty('disabled', true);
  const why = document.getElementById(picker().getAttribute('aria-describedby') ?? '');
  expect(why?.textContent).toBe('Only administrators can add members.');
});
