// @vitest-environment jsdom
/** DraftSync between two browsers of one user, against a fake server that keeps the drafts. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClientStore } from '../../model/client-store';
import type { ComposeTarget } from '../../model/compose-target';
import { DraftBook } from '../../model/drafts';
import { GENERAL, registerFixture, SELF } from '../../store/test-support';
import type { AppServices } from '../common/app-context';
import { DraftSync } from './draft-sync';
import { lunch, type serverLunch } from './draft-sync-fixtures';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

type ServerLunch = ReturnType<typeof serverLunch>;
/** As a server keeps a text over max_message_length (Zulip's normalize_body). */
const truncated = (content: string) =>
  content.length > 10_000 ? `${content.slice(0, 9_999)}…` : content;

/**
 * Two browsers of one user against one fake server that keeps the drafts and queues each
 * change's event for both, delivered when the test says (events lag requests).
 */
function twoBrowsers() {
  const register = registerFixture();
  register.user_settings = { ...register.user_settings, enable_drafts_synchronization: true };
  const kept = new Map<number, ServerLunch>();
  let nextId = 7;
  let eventId = 100;
  const browsers = ['a', 'b'].map((name) => {
    const parley = createClientStore(register);
    const book = new DraftBook(localStorage, `drafts.${name}`, SELF);
    /** A compose box on lunch, when set: its text is saved to the book a moment later. */
    const box: { text?: string } = {};
    return { name, parley, book, box, pending: [] as object[] };
  });
  const announce = (e: object) => {
    for (const b of browsers) b.pending.push({ id: eventId++, type: 'drafts', ...e });
  };
  /** While set, requests are answered only once it resolves (a slow server). */
  const slow: { until?: Promise<void>; off?: boolean } = {};
  const fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
    await slow.until;
    if (slow.off) {
      const msg = 'User has disabled synchronizing drafts.';
      return new Response(JSON.stringify({ result: 'error', code: 'BAD_REQUEST', msg }), {
        status: 400,
      });
    }
    const path = new URL(String(url), 'http://x').pathname.replace('/api/v1/', '');
    const body = init?.body instanceof URLSearchParams ? Object.fromEntries(init.body) : {};
    const id = Number(path.split('/')[1]);
    const missing = () =>
      new Response(
        JSON.stringify({ result: 'error', code: 'BAD_REQUEST', msg: 'Draft does not exist' }),
        { status: 404 },
      );
    let answer: object = {};
    if (init?.method === 'POST') {
      const drafts = (JSON.parse(body.drafts as string) as ServerLunch[]).map((d) => ({
        ...d,
        content: truncated(d.content),
        id: nextId++,
      }));
      for (const d of drafts) kept.set(d.id, d);
      announce({ op: 'add', drafts });
      answer = { ids: drafts.map((d) => d.id) };
    } else if (init?.method === 'PATCH') {
      if (!kept.has(id)) return missing();
      const sent = JSON.parse(body.draft as string) as ServerLunch;
      const draft = { ...sent, content: truncated(sent.content), id };
      kept.set(id, draft);
      announce({ op: 'update', draft });
    } else if (init?.method === 'DELETE') {
      if (!kept.delete(id)) return missing();
      announce({ op: 'remove', draft_id: id });
    }
    return new Response(JSON.stringify({ result: 'success', msg: '', ...answer }));
  };
  const syncs = browsers.map(({ name, parley, book, box }) => {
    const app = {
      parley,
      conn: { realm: '', email: 'me@example.com', apiKey: 'k', fetch },
    } as unknown as AppServices;
    // As ComposeSession: the box follows a change where it held the draft as it was.
    const follow = (change: () => void) => {
      const before = book.get(lunch)?.content;
      change();
      if (box.text !== undefined && box.text === before) box.text = book.get(lunch)?.content;
    };
    const flush = () => box.text !== undefined && book.save(lunch, box.text);
    return new DraftSync(app, book, localStorage, `drafts.${name}.server`, follow, flush);
  });
  const deliver = () => {
    for (const b of browsers) {
      b.parley.applyEvents(b.pending.splice(0) as never, 0);
    }
  };
  /** Both browsers run and receive their events until nothing changes. */
  const settle = async () => {
    for (let round = 0; round < 10; round++) {
      await Promise.all(syncs.map((s) => s.run()));
      deliver();
    }
  };
  return { browsers, syncs, kept, settle, deliver, slow };
}

describe('DraftSync, two browsers', () => {
  it('both creating the same conversation’s draft at once: one copy stays, neither loses it', async () => {
    const { browsers, kept, settle } = twoBrowsers();
    for (const b of browsers) b.book.save(lunch, 'Soup?', 1_700_000_000_000);
    await settle();
    for (const b of browsers) expect(b.book.get(lunch)?.content).toBe('Soup?');
    expect([...kept.values()].map((d) => d.content)).toEqual(['Soup?']);
  });

  it('both creating different texts at once: each browser ends with both texts', async () => {
    const { browsers, kept, settle } = twoBrowsers();
    browsers[0]?.book.save(lunch, 'Soup?', 1_700_000_000_000);
    browsers[1]?.book.save(lunch, 'Bread?', 1_700_000_001_000);
    await settle();
    for (const b of browsers) {
      const text = b.book.get(lunch)?.content ?? '';
      expect(text).toContain('Soup?');
      expect(text).toContain('Bread?');
    }
    expect([...kept.values()].map((d) => d.content)).toEqual([
      browsers[0]?.book.get(lunch)?.content,
    ]);
    expect(browsers[1]?.book.get(lunch)?.content).toBe(browsers[0]?.book.get(lunch)?.content);
  });

  it('a draft longer than a message may be stays whole here, not cut to the server’s copy', async () => {
    const { browsers, settle } = twoBrowsers();
    const long = `${'Soup? '.repeat(2_000)}and bread.`;
    browsers[0]?.book.save(lunch, 'Soup?', 1_700_000_000_000);
    await settle();
    browsers[0]?.book.save(lunch, long, 1_700_000_001_000);
    await settle();
    expect(browsers[0]?.book.get(lunch)?.content).toBe(long);
    // Kept here only while too long: another device's change waits, and joins it once shorter.
    browsers[1]?.book.save(lunch, 'Bread?', 1_700_000_002_000);
    await settle();
    expect(browsers[0]?.book.get(lunch)?.content).toBe(long);
    browsers[0]?.book.save(lunch, 'Soup and bread.', 1_700_000_003_000);
    await settle();
    expect(browsers[0]?.book.get(lunch)?.content).toBe('Bread?\n\nSoup and bread.');
    expect(browsers[1]?.book.get(lunch)?.content).toBe('Bread?\n\nSoup and bread.');
  });

  it('text typed while a request is on its way is not replaced by a step planned before it', async () => {
    const { browsers, syncs, settle, deliver, slow } = twoBrowsers();
    const [a, b] = browsers;
    const breakfast: ComposeTarget = { type: 'stream', stream_id: GENERAL, topic: 'breakfast' };
    b?.book.save(lunch, 'Soup?', 1_700_000_000_000);
    await settle();
    b?.book.save(lunch, 'Stew?', 1_700_000_001_000);
    await syncs[1]?.run();
    deliver();
    // This browser plans: create breakfast's draft, then take lunch's text from the other.
    a?.book.save(breakfast, 'Eggs?', 1_700_000_002_000);
    let answer = () => {};
    slow.until = new Promise((resolve) => {
      answer = resolve;
    });
    const running = syncs[0]?.run();
    await Promise.resolve();
    a?.book.save(lunch, 'Soup and salad?', 1_700_000_003_000);
    slow.until = undefined;
    answer();
    await running;
    expect(a?.book.get(lunch)?.content).toContain('Soup and salad?');
    await settle();
    expect(a?.book.get(lunch)?.content).toBe('Stew?\n\nSoup and salad?');
    expect(b?.book.get(lunch)?.content).toBe('Stew?\n\nSoup and salad?');
  });

  it('texts joined here stay joined while the server still shows the other device’s', async () => {
    const { browsers, syncs, settle, deliver } = twoBrowsers();
    const [a, b] = browsers;
    b?.book.save(lunch, 'Soup?', 1_700_000_000_000);
    await settle();
    b?.book.save(lunch, 'Stew there', 1_700_000_001_000);
    await syncs[1]?.run();
    deliver();
    a?.book.save(lunch, 'Soup here', 1_700_000_002_000);
    await syncs[0]?.run();
    // The update's event has not come: the server's copy still reads 'Stew there'.
    await syncs[0]?.run();
    expect(a?.book.get(lunch)?.content).toBe('Stew there\n\nSoup here');
    await settle();
    expect(b?.book.get(lunch)?.content).toBe('Stew there\n\nSoup here');
  });

  it('a draft refused while synchronization was off is sent once it is on again', async () => {
    const { browsers, syncs, kept, settle, slow } = twoBrowsers();
    const a = browsers[0];
    const setting = (value: boolean, id: number) =>
      a?.parley.applyEvents(
        [
          {
            id,
            type: 'user_settings',
            op: 'update',
            property: 'enable_drafts_synchronization',
            value,
          },
        ],
        0,
      );
    // Turned off on another device: the server refuses before this browser hears of it.
    slow.off = true;
    a?.book.save(lunch, 'Soup?', 1_700_000_000_000);
    await syncs[0]?.run();
    setting(false, 50);
    await syncs[0]?.run();
    slow.off = false;
    setting(true, 51);
    await settle();
    expect([...kept.values()].map((d) => d.content)).toEqual(['Soup?']);
  });

  it('nothing travels while the event queue is away: an edit elsewhere is not deleted unseen', async () => {
    const { browsers, syncs, settle } = twoBrowsers();
    const [a, b] = browsers;
    b?.book.save(lunch, 'Soup?', 1_700_000_000_000);
    await settle();
    // This browser's queue is away; the other device edits the draft meanwhile.
    syncs[1]?.setOnline(false);
    a?.book.save(lunch, 'Soup and bread?', 1_700_000_001_000);
    await syncs[0]?.run();
    // Sent here: the server still looks unchanged to this browser, its event not come.
    b?.book.delete(lunch);
    await syncs[1]?.run();
    b?.parley.applyEvents(b.pending.splice(0) as never, 0);
    syncs[1]?.setOnline(true);
    await settle();
    expect(a?.book.get(lunch)?.content).toBe('Soup and bread?');
    expect(b?.book.get(lunch)?.content).toBe('Soup and bread?');
  });

  it('text in the box not yet saved as its draft joins the other device’s edit', async () => {
    const { browsers, syncs, settle, deliver } = twoBrowsers();
    const [a, b] = browsers;
    b?.book.save(lunch, 'Soup?', 1_700_000_000_000);
    await settle();
    if (b) b.box.text = 'Soup?';
    a?.book.save(lunch, 'Stew?', 1_700_000_001_000);
    await syncs[0]?.run();
    deliver();
    // Typed here a moment ago: the box has it, its draft not yet.
    if (b) b.box.text = 'Soup and salad?';
    await syncs[1]?.run();
    if (b?.box.text) b.book.save(lunch, b.box.text);
    await settle();
    for (const x of [a, b]) expect(x?.book.get(lunch)?.content).toBe('Stew?\n\nSoup and salad?');
  });

  it('a copy created here and removed before this browser saw it does not stop the sync', async () => {
    const { browsers, syncs, settle } = twoBrowsers();
    const [a, b] = browsers;
    for (const x of browsers) x.book.save(lunch, 'Soup?', 1_700_000_000_000);
    await Promise.all(syncs.map((s) => s.run()));
    // The first browser removes the second's copy; the second hears of its copy only then.
    a?.parley.applyEvents(a.pending.splice(0) as never, 0);
    await syncs[0]?.run();
    b?.parley.applyEvents(b.pending.splice(0) as never, 0);
    await syncs[1]?.run();
    b?.book.save(lunch, 'Soup and bread?', 1_700_000_001_000);
    await settle();
    expect(a?.book.get(lunch)?.content).toBe('Soup and bread?');
  });
});
