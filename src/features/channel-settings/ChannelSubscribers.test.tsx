// @vitest-environment jsdom
/** The Subscribers tab's list: by name (the People list's order), searchable, capped. */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createClientStore } from '../../model/client-store';
import {
  GENERAL,
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

it('lists the subscribers by name, and a search narrows them', () => {
  const r = registerWithoutLists();
  const extra = [user(50, 'Zoë Adams'), user(51, 'émile Brun'), user(52, 'Anna Berg')];
  const parley = createClientStore({ ...r, realm_users: [...r.realm_users, ...extra] });
  parley.receiveSubscribers(GENERAL, [52, OTHELLO, 50, SELF, 51, HAMLET]);
  renderWithApp(<ChannelSubscribers stream_id={GENERAL} />, parley);
  expect(screen.getByRole('heading', { name: '6 subscribers' })).toBeTruthy();
  expect(names()).toEqual([
    'Anna Berg',
    'émile Brun',
    'Iago',
    'King Hamlet',
    'Othello',
    'Zoë Adams',
  ]);
  fireEvent.input(screen.getByRole('searchbox', { name: 'Search subscribers' }), {
    target: { value: 'ha' },
  });
  expect(names()).toEqual(['King Hamlet']);
});
