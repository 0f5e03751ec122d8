// @vitest-environment jsdom
/** "Read receipts": the readers by name; thousands of them put a screenful in the page. */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createClientStore } from '../../../model/client-store';
import { GONE, HAMLET, OTHELLO, registerFixture, SELF, user } from '../../../store/test-support';
import { renderWithApp } from '../../common/test-support';
import ReadReceiptsDialog from './ReadReceiptsDialog';

afterEach(cleanup);

async function show(user_ids: number[], realm_users = registerFixture().realm_users) {
  const fetch = (async () =>
    Response.json({ result: 'success', msg: '', user_ids })) as unknown as typeof globalThis.fetch;
  const parley = createClientStore({ ...registerFixture(), realm_users });
  renderWithApp(<ReadReceiptsDialog message_id={1} onClose={() => {}} />, parley, { fetch });
  const list = await screen.findByRole('list', { name: 'Readers' });
  return within(list).queryAllByRole('listitem');
}

it('names the readers by name, those no longer active last', async () => {
  const rows = await show([OTHELLO, GONE, SELF, HAMLET]);
  expect(screen.getByText('This message has been read by 4 people:')).toBeTruthy();
  expect(rows.map((li) => li.textContent)).toEqual([
    'Iago (you)',
    'King Hamlet',
    'Othello',
    'Former',
  ]);
});

it('puts a screenful of thousands of readers in the page, each placed in the whole', async () => {
  const many = Array.from({ length: 3000 }, (_, i) =>
    user(100 + i, `Reader ${String(i).padStart(4, '0')}`),
  );
  const rows = await show(
    many.map((u) => u.user_id),
    [...registerFixture().realm_users, ...many],
  );
  expect(screen.getByText('This message has been read by 3000 people:')).toBeTruthy();
  expect(rows.length).toBeLessThan(50);
  expect(rows[0]!.textContent).toBe('Reader 0000');
  expect(rows.map((li) => li.getAttribute('aria-setsize'))).toEqual(rows.map(() => '3000'));
});
