// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createClientStore } from '../../model/client-store';
import { HAMLET, OTHELLO, registerFixture } from '../../store/test-support';
import { renderWithApp } from '../common/test-support';
import { DmList } from './DmList';

afterEach(cleanup);

it("names each 1:1 conversation with the person's presence (oneself too); a group has none", () => {
  const parley = createClientStore({
    ...registerFixture(),
    recent_private_conversations: [
      { max_message_id: 30, user_ids: [OTHELLO] },
      { max_message_id: 20, user_ids: [HAMLET] },
      { max_message_id: 10, user_ids: [HAMLET, OTHELLO] },
      { max_message_id: 5, user_ids: [] },
    ],
    // Othello active a minute ago; Hamlet connected but not active for ten minutes.
    presences: {
      [OTHELLO]: { active_timestamp: 1000, idle_timestamp: 1000 },
      [HAMLET]: { active_timestamp: 460, idle_timestamp: 1050 },
    },
    server_timestamp: 1060,
  });
  renderWithApp(<DmList selected={undefined} />, parley);
  const section = screen.getByRole('region', { name: 'Direct messages' });
  expect(
    within(section)
      .getAllByRole('link')
      .map((a) => a.getAttribute('aria-label')),
  ).toEqual([
    'Othello, active',
    'King Hamlet, idle, 1 unread',
    'King Hamlet, Othello, 1 unread',
    'Iago (you), active',
  ]);
});
