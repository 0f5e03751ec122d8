// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createClientStore } from '../../model/client-store';
import type { View } from '../../model/route';
import { GENERAL, registerFixture } from '../../store/test-support';
import { renderWithApp } from '../common/test-support';
import { holdTyping } from '../common/type-ahead';
import { closeUserCard, useOpenUserCard } from '../common/user-card-state';
import { PaletteHost } from './PaletteHost';

afterEach(() => {
  act(() => closeUserCard());
  cleanup();
});

let openCard: ReturnType<typeof useOpenUserCard> = null;
function CardSpy() {
  openCard = useOpenUserCard();
  return null;
}

function setup(view: View = { kind: 'inbox' }) {
  const parley = createClientStore(registerFixture());
  const visited: string[] = [];
  let loggedOut = false;
  renderWithApp(
    <>
      <input aria-label="Elsewhere" />
      <PaletteHost view={view} onLogout={() => (loggedOut = true)} />
      <CardSpy />
    </>,
    parley,
    { navigate: (hash) => visited.push(hash) },
  );
  const field = screen.getByRole('textbox', { name: 'Elsewhere' });
  field.focus();
  return { visited, field, loggedOut: () => loggedOut };
}

/** After the dialog has gone: Radix gives the focus back, then the choice runs. */
const settle = () => act(() => new Promise((r) => setTimeout(r, 10)));

const press = (target: Element, key: string, init: KeyboardEventInit = {}) =>
  fireEvent.keyDown(target, { key, ...init });
const ctrlK = (target: Element) => press(target, 'k', { code: 'KeyK', ctrlKey: true });

async function openPalette(from: Element) {
  ctrlK(from);
  // The first time, the palette's chunk loads (slow on a busy machine).
  const dialog = await screen.findByRole('dialog', { name: 'Command palette' }, { timeout: 5000 });
  const box = within(dialog).getByRole('combobox');
  return { dialog, box };
}

/** The accessible name of the option aria-activedescendant points to. */
const active = (box: HTMLElement) =>
  document
    .getElementById(box.getAttribute('aria-activedescendant') ?? '')
    ?.getAttribute('aria-label');

it('opens on Ctrl+K inside a text field, not on plain K; Esc closes and gives the focus back', async () => {
  const { field } = setup();
  press(field, 'k', { code: 'KeyK' });
  expect(screen.queryByRole('dialog')).toBeNull();
  const { box } = await openPalette(field);
  // The dialog puts the focus in its box once it has opened.
  await waitFor(() => expect(document.activeElement).toBe(box));
  press(box, 'Escape');
  expect(screen.queryByRole('dialog')).toBeNull();
  await settle();
  expect(document.activeElement).toBe(field);
});

it('moves with arrows (wrapping), Home, End; Enter goes to the active result', async () => {
  const { field, visited } = setup();
  const { box } = await openPalette(field);
  fireEvent.input(box, { target: { value: 'gen' } });
  expect(active(box)).toBe('general, Channel, 2 unread');
  const options = screen.getAllByRole('option');
  expect(options.length).toBeGreaterThan(1);
  press(box, 'ArrowUp');
  expect(active(box)).toBe(options.at(-1)!.getAttribute('aria-label'));
  press(box, 'Home');
  expect(active(box)).toBe('general, Channel, 2 unread');
  press(box, 'ArrowDown');
  expect(active(box)).toBe(options[1]!.getAttribute('aria-label'));
  press(box, 'End');
  expect(active(box)).toBe(options.at(-1)!.getAttribute('aria-label'));
  press(box, 'Home');
  press(box, 'Enter');
  expect(screen.queryByRole('dialog')).toBeNull();
  await settle();
  expect(visited).toEqual([`#narrow/channel/${GENERAL}-general`]);
});

it('with no query lists the recent conversations and the actions', async () => {
  const { field } = setup({
    kind: 'narrow',
    narrow: [
      { operator: 'channel', operand: GENERAL },
      { operator: 'topic', operand: 'lunch' },
    ],
  });
  const { dialog } = await openPalette(field);
  const actions = within(within(dialog).getByRole('group', { name: 'Actions' }))
    .getAllByRole('option')
    .map((o) => o.getAttribute('aria-label'));
  expect(actions).toEqual(
    expect.arrayContaining([
      'Mute this topic, #general > lunch, Action',
      'Mark this topic as read, #general > lunch, Action',
      'Mute this channel, #general, Action',
      'Mark all as read, Action',
      'Switch to dark theme, Action',
      'Log out, Action',
    ]),
  );
});

it('a person opens their card; an action runs once the palette is closed', async () => {
  const { field, loggedOut } = setup();
  let { box } = await openPalette(field);
  fireEvent.input(box, { target: { value: 'king hamlet' } });
  const person = screen.getByRole('option', { name: /^King Hamlet, .*Person/ });
  fireEvent.click(person);
  await settle();
  expect(openCard?.user_id).toBe(2);
  act(() => closeUserCard());

  ({ box } = await openPalette(field));
  fireEvent.input(box, { target: { value: 'log out' } });
  press(box, 'Enter');
  await settle();
  expect(loggedOut()).toBe(true);
});

it('says when nothing matches', async () => {
  const { field } = setup();
  const { box } = await openPalette(field);
  fireEvent.input(box, { target: { value: 'zzzz' } });
  expect(screen.queryAllByRole('option')).toEqual([]);
  expect(screen.getByRole('status').textContent).toBe('Nothing matches “zzzz”.');
  expect(box.getAttribute('aria-expanded')).toBe('false');
});

it('takes what was typed while its code loaded: the query, and Enter on its best match', async () => {
  const { field, visited } = setup();
  // The stand-in that Ctrl+K puts the focus in (common/type-ahead.ts) already has the keys.
  holdTyping('Command palette');
  const standIn = document.activeElement as HTMLInputElement;
  expect(standIn).not.toBe(field);
  standIn.value = 'gen';
  press(standIn, 'Enter');
  ctrlK(standIn);
  await waitFor(() => expect(visited).toEqual([`#narrow/channel/${GENERAL}-general`]));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement?.getAttribute('aria-label')).not.toMatch(/loading/);
});

it('typed without Enter: the palette opens with the query, the cursor after it', async () => {
  const { field } = setup();
  holdTyping('Command palette');
  const standIn = document.activeElement as HTMLInputElement;
  standIn.value = 'gen';
  const { box } = await openPalette(standIn);
  expect(box).toHaveProperty('value', 'gen');
  expect(document.activeElement).toBe(box);
  expect(box).toHaveProperty('selectionStart', 3);
  expect(active(box)).toBe('general, Channel, 2 unread');
  press(box, 'Escape');
  await settle();
  // The focus goes back where it was before the keys were held.
  expect(document.activeElement).toBe(field);
});
