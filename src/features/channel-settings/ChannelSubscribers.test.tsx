// @vitest-environment jsdom
/** The Subscribers tab's list: by name (the People list's order), searchable, capped. */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createClientStore } from '../../model/client-store';
import {
  GENERAL,
  GONE,
  HAMLET,
  OTHELLO,
  registerWithoutLists,
  SELF,
  user,
} from '../../store/test-support';
import { renderWithApp } from '../common/test-support';
import { ChannelSubscribers } from './ChannelSubscribers';

afterEach(cleanup);

/** The names the list shows, in order ("(you)" aside). */
const names = () =>
  within(screen.getByRole('list', { name: 'Subscribers of this channel' }))
    .queryAllByRole('listitem')
    .map((li) => li.querySelector('.subscriber-name')?.firstChild?.textContent);

it('lists the subscribers by name (the same name by ID), those no longer active last, and a search narrows them', () => {
  const r = registerWithoutLists();
  const extra = [
    user(50, 'Zoë Adams'),
    user(61, 'Anna Berg'),
    user(51, 'émile Brun'),
    user(52, 'Anna Berg'),
  ];
  const parley = createClientStore({ ...r, realm_users: [...r.realm_users, ...extra] });
  parley.receiveSubscribers(GENERAL, [61, GONE, OTHELLO, 50, SELF, 51, HAMLET, 52]);
  renderWithApp(<ChannelSubscribers stream_id={GENERAL} />, parley);
  expect(screen.getByRole('heading', { name: '8 subscribers' })).toBeTruthy();
  expect(names()).toEqual([
    'Anna Berg',
    'Anna Berg',
    'émile Brun',
    'Iago',
    'King Hamlet',
    'Othello',
    'Zoë Adams',
    'Former',
  ]);
  // The two of the same name, by ID.
  const emails = within(screen.getByRole('list', { name: 'Subscribers of this channel' }))
    .getAllByText(/^user(52|61)@example\.com$/)
    .map((e) => e.textContent);
  expect(emails).toEqual(['user52@example.com', 'user61@example.com']);
  fireEvent.input(screen.getByRole('searchbox', { name: 'Search subscribers' }), {
    target: { value: 'ha' },
  });
  expect(names()).toEqual(['King Hamlet']);
});

it("holds a screenful of a large channel's subscribers in the page, each placed in the whole", () => {
  const r = registerWithoutLists();
  const many = Array.from({ length: 1000 }, (_, i) =>
    user(100 + i, `Person ${String(i).padStart(4, '0')}`),
  );
  const parley = createClientStore({ ...r, realm_users: [...r.realm_users, ...many] });
  parley.receiveSubscribers(
    GENERAL,
    many.map((u) => u.user_id),
  );
  renderWithApp(
    <section className="overlay-content">
      <ChannelSubscribers stream_id={GENERAL} />
    </section>,
    parley,
  );
  expect(screen.getByRole('heading', { name: '1000 subscribers' })).toBeTruthy();
  const rows = within(
    screen.getByRole('list', { name: 'Subscribers of this channel' }),
  ).getAllByRole('listitem');
  expect(rows.length).toBeLessThan(50);
  expect(names()[0]).toBe('Person 0000');
  expect(rows.map((li) => li.getAttribute('aria-setsize'))).toEqual(rows.map(() => '1000'));
  // The last is found by a search (and so within reach without scrolling past the others).
  fireEvent.input(screen.getByRole('searchbox', { name: 'Search subscribers' }), {
    target: { value: '0999' },
  });
  expect(names()).toEqual(['Person 0999']);
});

it("says when a list could not be loaded, and tries again; a refusal says the list is not one's to see", async () => {
  const answers = [
    Response.json(
      { result: 'error', msg: 'Internal server error', code: 'BAD_REQUEST' },
      { status: 500 },
    ),
    Response.json({ result: 'success', msg: '', subscribers: [SELF, HAMLET] }),
  ];
  const fetch = (async () => answers.shift()!) as unknown as typeof globalThis.fetch;
  const parley = createClientStore(registerWithoutLists());
  renderWithApp(<ChannelSubscribers stream_id={GENERAL} />, parley, { fetch });
  expect((await screen.findByRole('alert')).textContent).toContain(
    'Could not load the subscribers',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: '2 subscribers' })).toBeTruthy();

  cleanup();
  const refusing = (async () =>
    Response.json(
      { result: 'error', msg: 'Invalid channel ID', code: 'BAD_REQUEST' },
      { status: 400 },
    )) as unknown as typeof globalThis.fetch;
  renderWithApp(
    <ChannelSubscribers stream_id={GENERAL} />,
    createClientStore(registerWithoutLists()),
    {
      fetch: refusing,
    },
  );
  expect(await screen.findByText('You cannot see who is subscribed to this channel.')).toBeTruthy();
});
