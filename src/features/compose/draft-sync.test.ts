// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClientStore } from '../../model/client-store';
import { DraftBook } from '../../model/drafts';
import { GENERAL, registerFixture, SELF } from '../../store/test-support';
import type { AppServices } from '../common/app-context';
import { DraftSync } from './draft-sync';
import { lunch, serverLunch } from './draft-sync-fixtures';

/** A session's sync against a fake server that may be away; what it was asked, in order. */
function world() {
  const register = registerFixture();
  register.user_settings = { ...register.user_settings, enable_drafts_synchronization: true };
  const parley = createClientStore(register);
  const storage = localStorage;
  const book = new DraftBook(storage, 'drafts', SELF);
  const asked: string[] = [];
  const server = { away: false, hang: false, nextId: 7 };
  const fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
    if (server.away) throw new TypeError('Failed to fetch');
    if (server.hang) {
      asked.push(
        `${init?.method} ${new URL(String(url), 'http://x').pathname.slice(8)} (no answer)`,
      );
      // No answer ever: only the request's own signal ends it.
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
      );
    }
    const path = new URL(String(url), 'http://x').pathname.replace('/api/v1/', '');
    const body = init?.body instanceof URLSearchParams ? Object.fromEntries(init.body) : {};
    asked.push(`${init?.method} ${path} ${JSON.stringify(body)}`);
    const answer = path === 'drafts' && init?.method === 'POST' ? { ids: [server.nextId++] } : {};
    return new Response(JSON.stringify({ result: 'success', msg: '', ...answer }));
  };
  const app = {
    parley,
    conn: { realm: '', email: 'me@example.com', apiKey: 'k', fetch },
  } as unknown as AppServices;
  const sync = new DraftSync(app, book, storage, 'drafts.server', (change) => change());
  let eventId = 100;
  const event = (e: object) => parley.applyEvents([{ id: eventId++, type: 'drafts', ...e }], 0);
  return { parley, book, asked, server, sync, event };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('DraftSync', () => {
  it('a request that never gets an answer is given up and tried again, not waited for forever', async () => {
    const { book, asked, server, sync } = world();
    server.hang = true;
    book.save(lunch, 'Soup?', 1_700_000_000_000);
    void sync.run();
    await vi.advanceTimersByTimeAsync(60_000);
    server.hang = false;
    await vi.advanceTimersByTimeAsync(60_000);
    // Given up after 30 s each time, tried again after 2 s then 5 s: the third is answered.
    expect(asked.slice(0, 2)).toEqual(['POST drafts (no answer)', 'POST drafts (no answer)']);
    expect(asked.slice(2).map((a) => a.split(' {')[0])).toEqual(['POST drafts']);
  });

  it('keeps a draft typed while the server is away, and sends it when it answers', async () => {
    const { book, asked, server, sync, event } = world();
    server.away = true;
    book.save(lunch, 'Soup?', 1_700_000_000_000);
    await sync.run();
    expect(book.get(lunch)?.content).toBe('Soup?');
    expect(asked).toEqual([]);

    server.away = false;
    await sync.run();
    const sent = {
      type: 'stream',
      to: [GENERAL],
      topic: 'lunch',
      content: 'Soup?',
      timestamp: 1_700_000_000,
    };
    expect(asked).toEqual([`POST drafts ${JSON.stringify({ drafts: JSON.stringify([sent]) })}`]);
    // Its event has not come yet: nothing more is asked, the draft not taken for deleted.
    await sync.run();
    expect(asked).toHaveLength(1);
    event({ op: 'add', drafts: [serverLunch(7, 'Soup?')] });
    await sync.run();
    expect(asked).toHaveLength(1);
    expect(book.get(lunch)?.content).toBe('Soup?');
  });

  it('follows another device: its edit comes in, a send here deletes it there', async () => {
    const { book, asked, sync, event } = world();
    event({ op: 'add', drafts: [serverLunch(3, 'Stew?')] });
    await sync.run();
    expect(book.get(lunch)?.content).toBe('Stew?');
    event({ op: 'update', draft: serverLunch(3, 'Stew and bread?') });
    await sync.run();
    expect(book.get(lunch)?.content).toBe('Stew and bread?');
    expect(asked).toEqual([]);

    book.delete(lunch);
    await sync.run();
    expect(asked).toEqual(['DELETE drafts/3 {}']);
    // Until its removal arrives, the server's copy is not taken back.
    await sync.run();
    expect(book.get(lunch)).toBeUndefined();
    event({ op: 'remove', draft_id: 3 });
    await sync.run();
    expect(asked).toHaveLength(1);
  });

  it('does nothing while the user keeps drafts in the browser only', async () => {
    const { parley, book, asked, sync } = world();
    parley.applyEvents(
      [
        {
          id: 50,
          type: 'user_settings',
          op: 'update',
          property: 'enable_drafts_synchronization',
          value: false,
        },
      ],
      0,
    );
    book.save(lunch, 'Soup?');
    await sync.run();
    expect(asked).toEqual([]);
    expect(book.get(lunch)?.content).toBe('Soup?');
  });
});
