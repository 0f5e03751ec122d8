// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import type { WireEvent } from '../../api/types/event';
import { createClientStore } from '../../model/client-store';
import { OTHELLO, registerFixture, user } from '../../store/test-support';
import { mainViewShown } from '../common/main-view-shown';
import { renderWithApp } from '../common/test-support';
import { closeUserCard } from '../common/user-card-state';
import { RightSidebar } from './RightSidebar';

// The People list waits for the main view's content; here it stands alone, the view shown.
beforeAll(() => mainViewShown());
afterEach(() => {
  act(() => closeUserCard());
  cleanup();
});

async function setup() {
  const fixture = registerFixture();
  const parley = createClientStore({
    ...fixture,
    realm_users: [
      ...fixture.realm_users.filter((u) => u.user_id !== OTHELLO),
      user(OTHELLO, 'Othello', {
        timezone: 'Europe/Rome',
        delivery_email: 'othello@example.com',
        profile_data: { 1: { value: 'he/him' }, 2: { value: '[2]' } },
      }),
      user(50, 'Welcome Bot', { is_bot: true }),
    ],
    custom_profile_fields: [
      { id: 1, type: 8, order: 1, name: 'Pronouns', hint: '' },
      { id: 2, type: 6, order: 2, name: 'Mentor', hint: '' },
      { id: 3, type: 1, order: 3, name: 'Phone number', hint: '' },
    ],
    // Othello was active a minute before the server answered; Hamlet never.
    presences: { [OTHELLO]: { active_timestamp: 1000, idle_timestamp: 1000 } },
    server_timestamp: 1060,
    user_status: {
      [OTHELLO]: {
        status_text: 'In a meeting',
        emoji_name: 'calendar',
        emoji_code: '1f4c6',
        reaction_type: 'unicode_emoji',
      },
    },
  });
  const visited: string[] = [];
  renderWithApp(<RightSidebar />, parley, { navigate: (hash) => visited.push(hash) });
  // The people are listed just after the first paint.
  await within(people()).findByRole('button', { name: /^Iago/ });
  return { parley, visited };
}

const people = () => screen.getByRole('complementary', { name: 'People' });

it('lists people (oneself, then the active ones), bots apart, filtered by name or email', async () => {
  const { parley } = await setup();
  const lists = within(people()).getAllByRole('list');
  expect(
    within(lists[0]!)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Iago(you)', 'Othello📆In a meeting', 'King Hamlet']);
  expect(
    within(lists[0]!)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label')),
  ).toEqual(['Iago, active (you)', 'Othello, active', 'King Hamlet, offline']);
  expect(
    within(lists[0]!).getByRole('button', { name: 'Othello, active', description: /In a meeting/ }),
  ).toBeTruthy();
  expect(
    within(lists[1]!)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Welcome Bot']);
  fireEvent.input(screen.getByRole('searchbox', { name: 'Filter people' }), {
    target: { value: 'user2@' },
  });
  expect(
    within(people())
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['King Hamlet']);
  const filter = (value: string) =>
    fireEvent.input(screen.getByRole('searchbox', { name: 'Filter people' }), {
      target: { value },
    });
  const shown = () =>
    within(people())
      .queryAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
  filter('OTHEL');
  expect(shown()).toEqual(['Othello, active']);
  // Renamed while filtered: found by the new name, no longer by the old.
  act(() => {
    parley.applyEvents([
      {
        id: 0,
        type: 'realm_user',
        op: 'update',
        person: { user_id: OTHELLO, full_name: 'Moor of Venice' },
      } as WireEvent,
    ]);
  });
  // The list follows the people a task after they change (useUsersLater).
  await waitFor(() => expect(shown()).toEqual([]));
  filter('moor');
  expect(shown()).toEqual(['Moor of Venice, active']);
  expect(document.getElementById('people-filter')).toBe(
    screen.getByRole('searchbox', { name: 'Filter people' }),
  );
});

it("a person's card shows their fields, follows profile events, and leads to their messages", async () => {
  const { parley, visited } = await setup();
  fireEvent.click(within(people()).getByRole('button', { name: 'Othello, active' }));
  const card = await screen.findByRole(
    'dialog',
    { name: 'Othello' },
    // The card is a chunk of its own, imported on first use: slow on a busy machine.
    { timeout: 10_000 },
  );
  expect(card.textContent).toContain('Member');
  expect(within(card).getByRole('img', { name: 'Othello, active' })).toBeTruthy();
  expect(card.textContent).toContain('Active now');
  expect(card.textContent).toContain('In a meeting');
  expect(card.textContent).toContain('othello@example.com');
  expect(card.textContent).toMatch(/\d{1,2}:\d\d [AP]M local time/);
  const value = (name: string) =>
    within(card).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
  expect(value('Pronouns')).toBe('he/him');
  expect(value('Mentor')).toBe('King Hamlet');
  expect(within(card).queryByText('Phone number')).toBeNull();

  const event: WireEvent = {
    id: 0,
    type: 'realm_user',
    op: 'update',
    person: { user_id: OTHELLO, custom_profile_field: { id: 3, value: '+39 1' } },
  } as WireEvent;
  act(() => {
    parley.applyEvents([event]);
  });
  expect(value('Phone number')).toBe('+39 1');

  fireEvent.click(within(card).getByRole('button', { name: 'View messages sent' }));
  expect(visited).toEqual([`#narrow/sender/${OTHELLO}-Othello`]);
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('says the people are loading while they are still to come after the register, then lists them', async () => {
  const fixture = registerFixture();
  const parley = createClientStore({
    ...fixture,
    realm_users: fixture.realm_users.slice(0, 1),
    people_to_come: true,
  });
  renderWithApp(<RightSidebar />, parley);
  expect((await within(people()).findByRole('status')).textContent).toBe('Loading people…');
  expect(within(people()).queryByRole('button', { name: /^Iago/ })).toBeNull();
  act(() => parley.receivePeople(fixture.realm_users, {}, 0));
  await within(people()).findByRole('button', { name: /^Othello/ });
  expect(within(people()).queryByRole('status')).toBeNull();
});
