import { describe, expect, it } from 'vitest';
import type { ComposeTarget } from './compose-target';
import { DraftBook, type DraftStorage, draftStorageKey, topicMoveOf } from './drafts';

const SELF = 1;

function memoryStorage(): DraftStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

function book(storage = memoryStorage(), key = draftStorageKey('http://a', SELF)) {
  let t = 1000;
  const b = new DraftBook(storage, key, SELF, () => t++);
  return { b, storage, key };
}

const lunch: ComposeTarget = { type: 'stream', stream_id: 10, topic: 'lunch' };
const hamlet: ComposeTarget = { type: 'private', to: [2] };

describe('DraftBook', () => {
  it('keeps one draft per conversation, newest first, and forgets blank ones', () => {
    const { b } = book();
    b.save(lunch, 'first');
    b.save(hamlet, 'to Hamlet');
    b.save({ type: 'stream', stream_id: 10, topic: 'Lunch ' }, 'second');
    expect(b.list().map((d) => d.content)).toEqual(['second', 'to Hamlet']);
    b.save(hamlet, '   ');
    expect(b.list().map((d) => d.content)).toEqual(['second']);
    expect(b.get(lunch)?.content).toBe('second');
    b.delete(lunch);
    expect(b.list()).toEqual([]);
  });

  it('survives a reload, and is kept per realm and user', () => {
    const storage = memoryStorage();
    const one = book(storage).b;
    one.save(lunch, 'kept');
    expect(book(storage).b.get(lunch)?.content).toBe('kept');
    expect(book(storage, draftStorageKey('http://b', SELF)).b.list()).toEqual([]);
    expect(book(storage, draftStorageKey('http://a', 2)).b.list()).toEqual([]);
  });

  it('reads unreadable storage as no drafts', () => {
    const storage = memoryStorage();
    storage.setItem(draftStorageKey('http://a', SELF), '{not json');
    expect(book(storage).b.list()).toEqual([]);
    storage.setItem(draftStorageKey('http://a', SELF), JSON.stringify([{ key: 1 }, null]));
    expect(book(storage).b.list()).toEqual([]);
  });

  it('a draft follows its topic when it moves or is resolved', () => {
    const { b } = book();
    b.save(lunch, 'about lunch');
    b.followMove({ stream_id: 10, topic: 'Lunch', new_stream_id: 10, new_topic: '✔ lunch' });
    expect(b.get(lunch)).toBeUndefined();
    expect(b.get({ type: 'stream', stream_id: 10, topic: '✔ lunch' })?.content).toBe('about lunch');
    b.followMove({ stream_id: 10, topic: '✔ lunch', new_stream_id: 11, new_topic: 'dinner' });
    expect(b.list()).toMatchObject([
      { target: { type: 'stream', stream_id: 11, topic: 'dinner' }, content: 'about lunch' },
    ]);
  });

  it('moving onto a conversation with a draft joins the two, older text first', () => {
    const { b } = book();
    b.save(lunch, 'older, about lunch');
    b.save({ type: 'stream', stream_id: 10, topic: 'dinner' }, 'newer, about dinner');
    b.followMove({ stream_id: 10, topic: 'dinner', new_stream_id: 10, new_topic: 'lunch' });
    expect(b.list()).toHaveLength(1);
    expect(b.get(lunch)?.content).toBe('older, about lunch\n\nnewer, about dinner');
  });

  it('tells subscribers, and hands out the same list until something changes', () => {
    const { b } = book();
    let calls = 0;
    const stop = b.subscribe(() => calls++);
    const before = b.list();
    b.save(lunch, 'x');
    b.save(lunch, 'x');
    expect(calls).toBe(1);
    expect(b.list()).not.toBe(before);
    expect(b.list()).toBe(b.list());
    stop();
    b.save(lunch, 'y');
    expect(calls).toBe(1);
  });
});

describe('DraftBook: edits in progress', () => {
  const soup = { message_id: 40, source: 'soup' };
  type Step = (b: DraftBook) => void;
  const contents = (b: DraftBook) =>
    b.list().map((d) => (d.edit ? `edit ${d.edit.message_id}: ${d.content}` : d.content));

  it.each<[string, Step[], string[]]>([
    [
      'an edit is kept',
      [(b) => b.saveEdit(lunch, soup, 'soup and bread')],
      ['edit 40: soup and bread'],
    ],
    [
      'and updated, one per message',
      [
        (b) => b.saveEdit(lunch, soup, 'soup and'),
        (b) => b.saveEdit(lunch, soup, 'soup and bread'),
      ],
      ['edit 40: soup and bread'],
    ],
    ['text unchanged from the source is no draft', [(b) => b.saveEdit(lunch, soup, 'soup')], []],
    [
      'nor once it is back to the source',
      [(b) => b.saveEdit(lunch, soup, 'soup!'), (b) => b.saveEdit(lunch, soup, 'soup')],
      [],
    ],
    [
      'nor blank text',
      [(b) => b.saveEdit(lunch, soup, 'soup!'), (b) => b.saveEdit(lunch, soup, ' ')],
      [],
    ],
    [
      'saved or cancelled: gone',
      [(b) => b.saveEdit(lunch, soup, 'soup!'), (b) => b.deleteEdit(40)],
      [],
    ],
    [
      'beside the conversation’s own draft, newest first',
      [
        (b) => b.save(lunch, 'a new message'),
        (b) => b.saveEdit(lunch, soup, 'soup!'),
        (b) => b.saveEdit(lunch, { message_id: 41, source: 'bread' }, 'bread!'),
      ],
      ['edit 41: bread!', 'edit 40: soup!', 'a new message'],
    ],
    [
      'deleting the conversation’s draft leaves its edits',
      [
        (b) => b.save(lunch, 'a new message'),
        (b) => b.saveEdit(lunch, soup, 'soup!'),
        (b) => b.delete(lunch),
      ],
      ['edit 40: soup!'],
    ],
  ])('%s', (_name, steps, expected) => {
    const { b } = book();
    for (const step of steps) step(b);
    expect(contents(b)).toEqual(expected);
    expect(b.edits().map((d) => d.content)).toEqual(
      expected.filter((c) => c.startsWith('edit')).map((c) => c.replace(/^edit \d+: /, '')),
    );
  });

  it('survives a reload with the source it started from; a broken record is dropped', () => {
    const { b, storage, key } = book();
    b.saveEdit(hamlet, soup, 'soup and bread');
    const again = book(storage).b;
    expect(again.getEdit(40)).toMatchObject({
      key: 'edit:40',
      target: hamlet,
      content: 'soup and bread',
      edit: soup,
    });
    expect(again.get(hamlet)).toBeUndefined();
    const stored = JSON.parse(storage.getItem(key) ?? '[]');
    storage.setItem(key, JSON.stringify([...stored, { ...stored[0], edit: { message_id: 'x' } }]));
    expect(book(storage).b.list()).toHaveLength(1);
  });

  it('an unchanged save tells no one', () => {
    const { b } = book();
    b.saveEdit(lunch, soup, 'soup!');
    let calls = 0;
    b.subscribe(() => calls++);
    b.saveEdit(lunch, soup, 'soup!');
    b.deleteEdit(41);
    expect(calls).toBe(0);
  });

  it('says where it is: it follows its topic', () => {
    const { b } = book();
    b.saveEdit(lunch, soup, 'soup!');
    b.followMove({ stream_id: 10, topic: 'lunch', new_stream_id: 11, new_topic: 'dinner' });
    expect(b.getEdit(40)?.target).toEqual({ type: 'stream', stream_id: 11, topic: 'dinner' });
    expect(b.list()).toHaveLength(1);
  });
});

describe('topicMoveOf', () => {
  const base = { type: 'update_message', stream_id: 10 };
  it.each([
    [
      'a topic renamed',
      { ...base, propagate_mode: 'change_all', orig_subject: 'a', subject: 'b' },
      undefined,
      { stream_id: 10, topic: 'a', new_stream_id: 10, new_topic: 'b' },
    ],
    [
      'the later part moved to another channel and topic',
      {
        ...base,
        propagate_mode: 'change_later',
        orig_subject: 'a',
        subject: 'b',
        new_stream_id: 11,
      },
      undefined,
      { stream_id: 10, topic: 'a', new_stream_id: 11, new_topic: 'b' },
    ],
    [
      'moved to another channel, same topic',
      { ...base, propagate_mode: 'change_all', new_stream_id: 11 },
      'a',
      { stream_id: 10, topic: 'a', new_stream_id: 11, new_topic: 'a' },
    ],
    [
      'one message moved',
      { ...base, propagate_mode: 'change_one', orig_subject: 'a', subject: 'b' },
      undefined,
      undefined,
    ],
    ['a content edit', { ...base, propagate_mode: 'change_one' }, undefined, undefined],
    ['a DM edit', { type: 'update_message' }, undefined, undefined],
  ])('%s', (_name, event, kept, expected) => {
    expect(topicMoveOf(event, kept)).toEqual(expected);
  });
});
