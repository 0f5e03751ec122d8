// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClientStore } from '../../model/client-store';
import type { ComposeTarget } from '../../model/compose-target';
import { DraftBook, type DraftStorage } from '../../model/drafts';
import { GENERAL, registerFixture, SELF, streamMessage } from '../../store/test-support';
import { type MessageEdit, messageUi, setMessageEdit } from '../common/message-ui';
import { EditDrafts } from './edit-drafts';

const lunch: ComposeTarget = { type: 'stream', stream_id: GENERAL, topic: 'lunch' };

function memoryStorage(): DraftStorage {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

/** A session's edits over a store holding two messages of ours (40 "soup", 41 "bread"). */
function setup(storage = memoryStorage()) {
  const parley = createClientStore(registerFixture());
  parley.receiveMessages([], {
    messages: [40, 41].map((id) => ({
      ...streamMessage(id, GENERAL, 'lunch', { sender_id: SELF }),
      flags: ['read'],
    })),
    found_oldest: true,
    found_newest: true,
  });
  const book = new DraftBook(storage, 'drafts', SELF);
  const edits = new EditDrafts(book, parley);
  return { parley, book, edits, storage, stop: edits.start() };
}

const typing = (text: string, source = 'soup'): MessageEdit => ({
  text,
  status: 'editing',
  source,
});
const kept = (book: DraftBook) =>
  Object.fromEntries(book.edits().map((d) => [d.edit?.message_id, d.content]));
const editors = () =>
  Object.fromEntries(Object.entries(messageUi.getState().editing).map(([id, e]) => [id, e.text]));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  messageUi.setState({ editing: {} });
  sessionStorage.clear();
});

describe('an open editor is kept as a draft', () => {
  type Step = MessageEdit | null;
  it.each<[string, Step[], Record<number, string>]>([
    ['text typed', [typing('soup and bread')], { 40: 'soup and bread' }],
    ['unchanged from the source: no draft', [typing('soup')], {}],
    ['back to the source: none left', [typing('soup!'), typing('soup')], {}],
    ['still loading: nothing yet', [{ text: null, status: 'editing' }], {}],
    ['cancelled', [typing('soup!'), null], {}],
    [
      'saving: kept until the server agrees',
      [typing('soup!'), { ...typing('soup!'), status: 'saving' }],
      { 40: 'soup!' },
    ],
    ['saved', [typing('soup!'), { ...typing('soup!'), status: 'saving' }, null], {}],
    [
      'refused: kept, with the error',
      [
        typing('soup!'),
        { ...typing('soup!'), status: 'saving' },
        { ...typing('soup!'), error: 'No' },
      ],
      { 40: 'soup!' },
    ],
  ])('%s', (_name, steps, expected) => {
    const { book, stop } = setup();
    for (const step of steps) {
      setMessageEdit(40, step);
      vi.advanceTimersByTime(500);
    }
    expect(kept(book)).toEqual(expected);
    stop();
  });

  it('waits for a pause in the typing, and a page going away saves at once', () => {
    const { book, stop } = setup();
    setMessageEdit(40, typing('soup!'));
    vi.advanceTimersByTime(200);
    expect(kept(book)).toEqual({});
    window.dispatchEvent(new Event('pagehide'));
    expect(kept(book)).toEqual({ 40: 'soup!' });
    expect(book.getEdit(40)).toMatchObject({ target: lunch, edit: { source: 'soup' } });
    stop();
  });

  it('a message deleted before the save still has its edit kept, and where it was', () => {
    const { book, parley, stop } = setup();
    setMessageEdit(40, typing('soup!'));
    parley.applyEvents([
      { id: 0, type: 'delete_message', message_ids: [40], message_type: 'stream' } as never,
    ]);
    expect(parley.getState().messages.byId.has(40)).toBe(false);
    vi.advanceTimersByTime(500);
    expect(book.getEdit(40)).toMatchObject({ content: 'soup!', target: lunch });
    stop();
  });
});

describe('after a reload', () => {
  it('the kept edits open again; only the one that had the focus takes it', () => {
    const storage = memoryStorage();
    const first = setup(storage);
    setMessageEdit(40, typing('soup!'));
    setMessageEdit(41, typing('bread!', 'bread'));
    const box = document.createElement('textarea');
    box.dataset.editingMessage = '41';
    document.body.append(box);
    box.focus();
    window.dispatchEvent(new Event('pagehide'));
    first.stop();
    box.remove();
    // The session's end closes its editors (another login must not meet them).
    expect(editors()).toEqual({});

    const second = setup(storage);
    const { editing } = messageUi.getState();
    expect(editing[40]).toEqual(typing('soup!'));
    expect(editing[41]).toEqual({ ...typing('bread!', 'bread'), focus: true });
    second.stop();
  });
});

describe('from Drafts', () => {
  it('Open opens the editor with the kept text, taking the focus', () => {
    const { book, edits, stop } = setup();
    book.saveEdit(lunch, { message_id: 40, source: 'soup' }, 'soup!');
    expect(editors()).toEqual({});
    edits.open(40);
    expect(messageUi.getState().editing[40]).toEqual({ ...typing('soup!'), focus: true });
    // Already open, with more typed: the text is the editor's.
    setMessageEdit(40, typing('soup!!'));
    edits.open(40);
    expect(messageUi.getState().editing[40]).toEqual({ ...typing('soup!!'), focus: true });
    stop();
  });

  it('Delete removes the draft and closes the editor', () => {
    const { book, edits, stop } = setup();
    setMessageEdit(40, typing('soup!'));
    vi.advanceTimersByTime(500);
    edits.discard(40);
    expect(kept(book)).toEqual({});
    expect(editors()).toEqual({});
    vi.advanceTimersByTime(500);
    expect(kept(book)).toEqual({});
    stop();
  });
});

describe('another tab changed the drafts', () => {
  /** This tab with an editor on 40, and the drafts as another tab leaves them. */
  function elsewhere(here: string, keptBefore: string | undefined, keptAfter: string | undefined) {
    const storage = memoryStorage();
    const tab = setup(storage);
    if (keptBefore !== undefined)
      tab.book.saveEdit(lunch, { message_id: 40, source: 'soup' }, keptBefore);
    setMessageEdit(40, typing(here));
    const before = tab.edits.kept();
    const other = new DraftBook(storage, 'drafts', SELF);
    if (keptAfter === undefined) other.deleteEdit(40);
    else other.saveEdit(lunch, { message_id: 40, source: 'soup' }, keptAfter);
    tab.book.reload();
    tab.edits.followElsewhere(before);
    const text = messageUi.getState().editing[40]?.text;
    tab.stop();
    return text;
  }

  it.each([
    [
      'deleted, saved or cancelled there: the editor here closes',
      'soup!',
      'soup!',
      undefined,
      undefined,
    ],
    ['typed there: the editor here follows', 'soup!', 'soup!', 'soup!!', 'soup!!'],
    ['begun there, unchanged here: it follows', 'soup', undefined, 'soup!', 'soup!'],
    ['typed here meanwhile: it stays', 'soup?', 'soup!', undefined, 'soup?'],
    ['typed on both sides: this tab’s stays', 'soup?', 'soup!', 'soup!!', 'soup?'],
  ])('%s', (_name, here, before, after, expected) => {
    expect(elsewhere(here, before, after)).toBe(expected);
  });

  it('an edit begun there opens here, without the focus', () => {
    const storage = memoryStorage();
    const tab = setup(storage);
    const before = tab.edits.kept();
    new DraftBook(storage, 'drafts', SELF).saveEdit(
      lunch,
      { message_id: 41, source: 'bread' },
      'bread!',
    );
    tab.book.reload();
    tab.edits.followElsewhere(before);
    expect(messageUi.getState().editing[41]).toEqual(typing('bread!', 'bread'));
    tab.stop();
  });
});
