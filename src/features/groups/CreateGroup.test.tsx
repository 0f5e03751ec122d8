// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { RegisterResponse } from '../../api/types/register';
import { createClientStore } from '../../model/client-store';
import { OTHELLO, registerFixture } from '../../store/test-support';
import { renderWithApp } from '../common/test-support';
import { CreateGroup } from './CreateGroup';

afterEach(cleanup);

/** The form for Iago, who may create groups (administrators may), against a server that accepts. */
function show() {
  const requests: { url: string; body: URLSearchParams }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), body: new URLSearchParams(String(init?.body ?? '')) });
    return new Response(JSON.stringify({ result: 'success', msg: '', group_id: 99 }));
  });
  const navigate = vi.fn();
  const register = { ...registerFixture(), realm_can_create_groups: 20 } as RegisterResponse;
  renderWithApp(<CreateGroup />, createClientStore(register, 0, { now: () => 0 }), {
    fetch: fetch as typeof globalThis.fetch,
    navigate,
  });
  return { requests, navigate };
}

const name = () => screen.getByRole('textbox', { name: 'Group name' });
const create = () => screen.getByRole('button', { name: 'Create group' });
const members = () => screen.getByRole('list', { name: 'Members' });

it('starts with the creator as its member, and says so when the name is taken', () => {
  show();
  expect(
    within(members())
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Iago×']);
  // Nothing typed yet: nothing wrong said, but nothing to create either.
  expect(name().getAttribute('aria-invalid')).toBe('false');
  expect(create()).toHaveProperty('disabled', true);
  fireEvent.input(name(), { target: { value: ' Support ' } });
  expect(screen.getByText('A group with this name already exists.')).toBeTruthy();
  expect(name().getAttribute('aria-invalid')).toBe('true');
  expect(create()).toHaveProperty('disabled', true);
});

it('creates the group with the chosen members, then opens its members', async () => {
  const { requests, navigate } = show();
  fireEvent.input(name(), { target: { value: ' crew ' } });
  const picker = screen.getByRole('combobox', { name: 'Add members' });
  fireEvent.input(picker, { target: { value: 'Oth' } });
  fireEvent.keyDown(picker, { key: 'Enter' });
  fireEvent.click(within(members()).getByRole('button', { name: 'Remove Iago' }));
  expect(
    within(members())
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Othello×']);
  fireEvent.click(create());
  await waitFor(() =>
    expect(navigate).toHaveBeenCalledWith('#groups/99/crew/members', {
      replace: true,
    }),
  );
  expect(requests).toHaveLength(1);
  expect(requests[0]?.url).toMatch(/\/api\/v1\/user_groups\/create$/);
  expect(requests[0]?.body.get('name')).toBe('crew');
  expect(requests[0]?.body.get('members')).toBe(JSON.stringify([OTHELLO]));
});
