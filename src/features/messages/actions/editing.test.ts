import { afterEach, describe, expect, it } from 'vitest';
import type { Connection } from '../../../api/http';
import { createClientStore } from '../../../model/client-store';
import { GENERAL, registerFixture, SELF, streamMessage } from '../../../store/test-support';
import { messageUi, setMessageEdit } from '../../common/message-ui';
import { cancelEditing, loadRenderer, plainRendering, saveEdit, startEditing } from './editing';

afterEach(() => messageUi.setState({ editing: {} }));

/** A store with one message of ours, and a server answering each request with `answers`. */
function setup(answers: Record<string, { status: number; body: object }>) {
  const parley = createClientStore(registerFixture());
  parley.receiveMessages([], {
    messages: [
      {
        ...streamMessage(40, GENERAL, 'lunch', { sender_id: SELF, content: '<p>soup</p>' }),
        flags: ['read'],
      },
    ],
    found_oldest: true,
    found_newest: true,
  });
  const requests: string[] = [];
  const conn: Connection = {
    realm: 'http://x',
    email: 'a@b',
    apiKey: 'k',
    fetch: async (url, init) => {
      const method = init?.method ?? 'GET';
      requests.push(`${method} ${new URL(String(url)).pathname}`);
      const answer = answers[method] ?? { status: 200, body: { result: 'success', msg: '' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    },
  };
  return {
    app: { parley, conn },
    requests,
    content: () => parley.getState().messages.byId.get(40)?.content,
  };
}

const source = {
  status: 200,
  body: { result: 'success', msg: '', raw_content: 'soup', message: { content: 'soup' } },
};

describe('editing in place', () => {
  it('opens with the Markdown source', async () => {
    const { app, requests } = setup({ GET: source });
    await startEditing(app, 40);
    // Opened by the user: the editor takes the focus when it shows.
    expect(messageUi.getState().editing[40]).toEqual({
      text: 'soup',
      status: 'editing',
      source: 'soup',
      focus: true,
    });
    expect(requests).toEqual(['GET /api/v1/messages/40']);
  });

  it('an editor already open (an edit kept as a draft) keeps its text and takes the focus', async () => {
    const { app, requests } = setup({ GET: source });
    setMessageEdit(40, { text: 'soup and bread', status: 'editing', source: 'soup' });
    await startEditing(app, 40);
    expect(messageUi.getState().editing[40]).toEqual({
      text: 'soup and bread',
      status: 'editing',
      source: 'soup',
      focus: true,
    });
    expect(requests).toEqual([]);
  });

  it('a cancelled editor stays closed when the source arrives late', async () => {
    const { app } = setup({ GET: source });
    const opening = startEditing(app, 40);
    cancelEditing(40);
    await opening;
    expect(messageUi.getState().editing[40]).toBeUndefined();
  });

  it('a save shows the edit at once and closes the editor when the server agrees', async () => {
    const { app, content } = setup({ GET: source });
    await startEditing(app, 40);
    const saving = saveEdit(app, 40, 'stew & <b>bread</b>');
    expect(messageUi.getState().editing[40]?.status).toBe('saving');
    expect(content()).not.toBe('<p>soup</p>');
    await saving;
    expect(messageUi.getState().editing[40]).toBeUndefined();
    // Rendered locally (by the shared renderer once loaded, else as plain text): never as HTML.
    expect(content()).toMatch(/^<p>stew &(amp|#38);/);
    expect(content()).not.toContain('<b>');
  });

  it('a refusal puts the old content back and reopens the editor with the text', async () => {
    const { app, content } = setup({
      GET: source,
      PATCH: {
        status: 400,
        body: {
          result: 'error',
          code: 'BAD_REQUEST',
          msg: 'The time limit for editing this message has passed',
        },
      },
    });
    await startEditing(app, 40);
    await saveEdit(app, 40, 'stew');
    expect(content()).toBe('<p>soup</p>');
    // The editor reopens with the edit and still knows the text it started from.
    expect(messageUi.getState().editing[40]).toEqual({
      text: 'stew',
      status: 'editing',
      source: 'soup',
      error: 'Could not save the edit: The time limit for editing this message has passed',
      focus: true,
    });
  });

  it('once the shared renderer has loaded, the edit shows as the server will render it', async () => {
    const { app, content } = setup({ GET: source });
    await loadRenderer();
    await saveEdit(app, 40, 'a **bold** stew');
    expect(content()).toBe('<p>a <strong>bold</strong> stew</p>');
  });

  it('without the renderer, the text shows as plain paragraphs', () => {
    expect(plainRendering('a <b>\nline\n\nnext *one*')).toBe(
      '<p>a &#60;b&#62;<br>\nline</p>\n<p>next *one*</p>',
    );
  });
});
