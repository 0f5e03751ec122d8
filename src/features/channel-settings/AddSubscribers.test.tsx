// @vitest-environment jsdom
/**
 * Add subscribers with a channel chosen: its people are its list, which a register no longer
 * brings, so the list is fetched first (GET /streams/{id}/members), and fetched again after a
 * new register rather than taken as known.
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { createClientStore } from '../../model/client-store';
import { DESIGN, GENERAL, HAMLET, OTHELLO, registerWithoutLists } from '../../store/test-support';
import { renderWithApp } from '../common/test-support';
import { AddSubscribers } from './AddSubscribers';

afterEach(cleanup);

it("fetches a chosen channel's list before adding its people, and again after a new register", async () => {
  const asked: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    asked.push(new URL(String(input), 'http://x').pathname);
    return new Response(
      JSON.stringify({ result: 'success', msg: '', subscribers: [HAMLET, OTHELLO] }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  }) as unknown as typeof globalThis.fetch;
  const parley = createClientStore(registerWithoutLists(), 0, { now: () => 0 });
  // Only Iago in #general: Hamlet and Othello are to be added.
  parley.receiveSubscribers(GENERAL, [parley.getState().current_user_id]);
  renderWithApp(<AddSubscribers stream_id={GENERAL} />, parley, { fetch });
  const picker = screen.getByRole('combobox', { name: 'Add users, groups or channels' });
  fireEvent.input(picker, { target: { value: 'desi' } });
  fireEvent.keyDown(picker, { key: 'Enter' });
  expect(await screen.findByRole('button', { name: 'Add 2 subscribers' })).toHaveProperty(
    'disabled',
    false,
  );
  expect(asked).toEqual([`/api/v1/streams/${DESIGN}/members`]);

  // A new register: no lists again. The one fetched before is not taken as here.
  act(() => parley.resync(registerWithoutLists(), 1));
  act(() => parley.receiveSubscribers(GENERAL, [parley.getState().current_user_id]));
  expect(await screen.findByRole('button', { name: 'Add 2 subscribers' })).toHaveProperty(
    'disabled',
    false,
  );
  expect(asked).toHaveLength(2);
});

it("says so when a chosen channel's list is refused, and adds the others chosen", async () => {
  const fetch = vi.fn(
    async () =>
      new Response(
        JSON.stringify({ result: 'error', msg: 'Invalid channel ID', code: 'BAD_REQUEST' }),
        {
          status: 400,
          headers: { 'content-type': 'application/json' },
        },
      ),
  ) as unknown as typeof globalThis.fetch;
  const parley = createClientStore(registerWithoutLists(), 0, { now: () => 0 });
  parley.receiveSubscribers(GENERAL, [parley.getState().current_user_id]);
  renderWithApp(<AddSubscribers stream_id={GENERAL} />, parley, { fetch });
  const picker = screen.getByRole('combobox', { name: 'Add users, groups or channels' });
  for (const query of ['desi', 'Othe']) {
    fireEvent.input(picker, { target: { value: query } });
    fireEvent.keyDown(picker, { key: 'Enter' });
  }
  const note = await screen.findByText(
    'You cannot see who is subscribed to #design: nobody is added from there.',
  );
  expect(note.getAttribute('role')).toBe('status');
  expect(screen.getByRole('button', { name: 'Add 1 subscriber' })).toHaveProperty(
    'disabled',
    false,
  );
});
