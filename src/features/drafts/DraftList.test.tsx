// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createClientStore } from '../../model/client-store';
import type { ComposeTarget } from '../../model/compose-target';
import { DraftBook, draftStorageKey } from '../../model/drafts';
import { GENERAL, registerFixture, SELF, streamMessage } from '../../store/test-support';
import { messageUi, setMessageEdit } from '../common/message-ui';
import { renderWithApp } from '../common/test-support';
import DraftList from './DraftList';

afterEach(() => {
  cleanup();
  messageUi.setState({ editing: {} });
  localStorage.clear();
});

const lunch: ComposeTarget = { type: 'stream', stream_id: GENERAL, topic: 'lunch' };
const soup = { message_id: 40, source: 'soup' };

/**
 * The Drafts view with an edit of message 40 kept (and a new message's draft), the message in
 * the store or not; the server answers a request for it with `answer`.
 */
function drafts({
  inStore = true,
  limit = null,
  answer = { status: 200, body: {} },
}: {
  inStore?: boolean;
  limit?: number | null;
  answer?: { status: number; body: object };
} = {}) {
  const parley = createClientStore(registerFixture());
  const state = parley.getState();
  parley.store.setState({
    ...state,
    realm: { ...state.realm, message_content_edit_limit_seconds: limit },
  });
  if (inStore) {
    parley.receiveMessages([], {
      messages: [{ ...streamMessage(40, GENERAL, 'lunch', { sender_id: SELF }), flags: [] }],
      found_oldest: true,
      found_newest: true,
    });
  }
  // Kept where the session keeps them (another tab of the login could have written them).
  const realm = parley.getState().realm.url;
  const kept = () =>
    new DraftBook(
      localStorage,
      draftStorageKey(typeof realm === 'string' ? realm : '', SELF),
      SELF,
    );
  kept().save(lunch, 'a new message');
  kept().saveEdit(lunch, soup, 'soup and bread');
  const requests: string[] = [];
  const visited: string[] = [];
  const fetch = async (url: RequestInfo | URL) => {
    requests.push(new URL(String(url), 'http://x').pathname);
    return new Response(
      JSON.stringify({
        result: answer.status === 200 ? 'success' : 'error',
        msg: '',
        ...answer.body,
      }),
      {
        status: answer.status,
      },
    );
  };
  renderWithApp(<DraftList />, parley, { fetch, navigate: (h) => visited.push(h) });
  const row = screen.getByRole('article', { name: 'Editing a message in #general > lunch' });
  return { kept, row, requests, visited, user: userEvent.setup() };
}

describe('an edit in the Drafts view', () => {
  it('is listed as "editing:" and where, beside a new message’s draft', () => {
    const { row, requests } = drafts();
    expect(row.textContent).toContain('editing: soup and bread');
    expect(
      within(row).getByRole('button', { name: 'Open the edit in #general > lunch' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('article', { name: 'Draft to #general > lunch' }).textContent,
    ).toContain('a new message');
    // The message is in the store: nothing to ask.
    expect(requests).toEqual([]);
  });

  it('Open goes to the message with its editor open, focused', async () => {
    const { row, visited, user } = drafts();
    await user.click(within(row).getByRole('button', { name: /^Open/ }));
    expect(visited).toEqual(['#narrow/channel/10-general/topic/lunch/near/40']);
    expect(messageUi.getState().editing[40]).toEqual({
      text: 'soup and bread',
      status: 'editing',
      source: 'soup',
      focus: true,
    });
  });

  it('Delete removes it and closes its editor', async () => {
    const { row, kept, user } = drafts();
    setMessageEdit(40, { text: 'soup and bread', status: 'editing', source: 'soup' });
    await user.click(within(row).getByRole('button', { name: /^Delete/ }));
    expect(kept().getEdit(40)).toBeUndefined();
    expect(kept().list()).toHaveLength(1);
    expect(messageUi.getState().editing[40]).toBeUndefined();
    expect(screen.queryByRole('article', { name: /^Editing/ })).toBeNull();
  });

  it('of a message deleted meanwhile stays, says so, and offers no Open', async () => {
    const { row, requests } = drafts({
      inStore: false,
      answer: { status: 400, body: { code: 'BAD_REQUEST', msg: 'Invalid message(s)' } },
    });
    await waitFor(() =>
      expect(row.textContent).toContain('This message was deleted, or you can no longer see it.'),
    );
    expect(requests).toEqual(['/api/v1/messages/40']);
    expect(row.textContent).toContain('editing: soup and bread');
    expect(within(row).queryByRole('button', { name: /^Open/ })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Copy text' })).toBeTruthy();
  });

  it('of a message past the time limit for edits says why it can no longer be saved', () => {
    const { row } = drafts({ limit: 600 });
    expect(row.textContent).toContain(
      'This message can no longer be edited: Messages can be edited only within 10 minutes of sending',
    );
    expect(within(row).queryByRole('button', { name: /^Open/ })).toBeNull();
  });
});
