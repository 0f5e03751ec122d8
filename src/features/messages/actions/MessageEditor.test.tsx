// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Message } from '../../../api/types/models';
import { createClientStore } from '../../../model/client-store';
import {
  dmMessage,
  GENERAL,
  HAMLET,
  registerFixture,
  SELF,
  stored,
  streamMessage,
} from '../../../store/test-support';
import { messageUi, setMessageEdit, useMessageUi } from '../../common/message-ui';
import { renderWithApp } from '../../common/test-support';
import { loadTypeahead } from '../../typeahead/lazy-typeahead';
import MessageEditor from './MessageEditor';

// jsdom lays nothing out: the editor's scrolling into view does nothing here. The typeahead's
// code (loaded on first use) is imported before the tests, whose waits are for the editor, not
// for a busy machine compiling a module graph.
beforeAll(async () => {
  Element.prototype.scrollIntoView = () => {};
  await loadTypeahead();
});
afterEach(() => {
  cleanup();
  messageUi.setState({ editing: {} });
});

/** The editor as the feed shows it: open while the message is being edited. */
function Editing({ message }: { message: ReturnType<typeof stored> }) {
  const edit = useMessageUi((u) => u.editing[message.id]);
  return edit ? <MessageEditor message={message} edit={edit} /> : <p>not editing</p>;
}

/** One message of ours being edited; every request the editor makes is recorded. */
function edit(
  message: Message,
  text: string,
  reopened?: { source?: string; error?: string; focus?: boolean },
) {
  const parley = createClientStore(registerFixture());
  const m = stored(message);
  setMessageEdit(m.id, { text, status: 'editing', source: text, ...reopened });
  const requests: string[] = [];
  const fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
    requests.push(`${init?.method ?? 'GET'} ${new URL(String(url), 'http://x').pathname}`);
    return new Response(JSON.stringify({ result: 'success', msg: '', topics: [] }));
  };
  renderWithApp(<Editing message={m} />, parley, { fetch });
  const box = screen.getByRole('textbox', { name: 'Edit message' }) as HTMLTextAreaElement;
  return { box, requests, user: userEvent.setup() };
}

const ours = streamMessage(40, GENERAL, 'lunch', { sender_id: SELF, content: '<p>soup</p>' });
const suggestions = (name: string) => screen.findByRole('listbox', { name });
const optionTexts = (list: HTMLElement) =>
  [...list.querySelectorAll('[role="option"]')].map((o) => o.textContent);

describe('the message editor’s typeaheads', () => {
  it('mention a person: Enter picks the suggestion and does not save', async () => {
    const { box, requests, user } = edit(ours, 'soup');
    await user.click(box);
    await user.type(box, ' with @oth');
    const list = await suggestions('Mention suggestions');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(optionTexts(list)[0]).toMatch(/^Othello/);
    await user.keyboard('{Enter}');
    expect(box.value).toBe('soup with @**Othello** ');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(requests.filter((r) => r.startsWith('PATCH'))).toEqual([]);
  });

  it('Esc closes the suggestions, and only a second Esc closes the editor', async () => {
    const { box, user } = edit(ours, '');
    await user.click(box);
    await user.type(box, '#gen');
    const list = await suggestions('Channel suggestions');
    expect(optionTexts(list)).toContain('#general');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.isConnected).toBe(true);
    expect(box.value).toBe('#gen');
    await user.keyboard('{Escape}');
    expect(screen.getByText('not editing')).toBeTruthy();
  });

  it('arrows and Tab pick a later suggestion: a user group, silently', async () => {
    const { box, user } = edit(ours, '');
    await user.click(box);
    await user.type(box, '@_s');
    const list = await suggestions('Mention suggestions');
    const support = optionTexts(list).findIndex((t) => t?.startsWith('support'));
    expect(support).toBeGreaterThan(0);
    for (let i = 0; i < support; i++) await user.keyboard('{ArrowDown}');
    await user.keyboard('{Tab}');
    expect(box.value).toBe('@_*support* ');
  });

  it('offers the wildcards of the message’s own conversation', async () => {
    // A direct message: "all" notifies everyone in it.
    const dm = edit({ ...dmMessage(41, [SELF, HAMLET], SELF), content: '<p>hi</p>' }, '');
    await dm.user.click(dm.box);
    await dm.user.type(dm.box, '@al');
    const list = await suggestions('Mention suggestions');
    expect(optionTexts(list)).toContain('all Notify everyone');
    cleanup();
    // A channel message: "all" notifies the channel.
    const channel = edit(ours, '');
    await channel.user.click(channel.box);
    await channel.user.type(channel.box, '@al');
    const inChannel = await suggestions('Mention suggestions');
    expect(optionTexts(inChannel)).toContain('all Notify channel');
  });
});

describe('the focus', () => {
  it('goes to an editor the user opened, once', () => {
    const { box } = edit(ours, 'soup', { focus: true });
    expect(document.activeElement).toBe(box);
    // Taken: shown again later (a view revisited), the editor would leave the focus alone.
    expect(messageUi.getState().editing[40]?.focus).toBeUndefined();
  });

  it('stays where it is when a kept edit is only shown again', () => {
    const { box } = edit(ours, 'soup and bread', { source: 'soup' });
    expect(box.value).toBe('soup and bread');
    expect(document.activeElement).not.toBe(box);
  });
});

describe('saving', () => {
  it('Save with the text unchanged closes the editor without a request', async () => {
    const { requests, user } = edit(ours, 'soup');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('not editing')).toBeTruthy();
    expect(requests.filter((r) => r.startsWith('PATCH'))).toEqual([]);
  });

  it('after a refused save, Save again sends the edit (the editor reopened with it)', async () => {
    const { requests, user } = edit(ours, 'stew', {
      source: 'soup',
      error: 'Could not save the edit: the server could not be reached.',
    });
    expect(screen.getByRole('alert').textContent).toMatch(/Could not save the edit/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(requests).toContain('PATCH /api/v1/messages/40'));
  });
});
