import { describe, expect, it } from 'vitest';
import type { ComposeTarget } from './compose-target';
import type { DraftStorage } from './drafts';
import { Outbox, type OutboxDeps, type OutboxEntry, type SendOutcome } from './outbox';

const lunch: ComposeTarget = { type: 'stream', stream_id: 10, topic: 'lunch' };

/** The server: what it stored, and how it answers the next sends. */
class FakeServer {
  messages: { id: number; content: string; queue_id: string | null; local_id: string }[] = [];
  nextId = 100;
  /** 'up'; 'down' (nothing arrives); 'lost' (arrives, the answer is lost); or a refusal. */
  mode: 'up' | 'down' | 'lost' | { refused: string; retryAfterMs?: number } = 'up';
  sends = 0;
  checks = 0;

  send(entry: OutboxEntry, queue_id: string | null, local_id: string): SendOutcome {
    this.sends++;
    if (this.mode === 'down') return { ok: false, unanswered: 'Failed to fetch' };
    if (typeof this.mode === 'object') return { ok: false, ...this.mode };
    const id = this.nextId++;
    this.messages.push({ id, content: entry.content, queue_id, local_id });
    return this.mode === 'lost' ? { ok: false, unanswered: 'Failed to fetch' } : { ok: true, id };
  }

  find(entry: OutboxEntry, taken: ReadonlySet<number>): number | undefined {
    this.checks++;
    if (this.mode === 'down') throw new Error('Failed to fetch');
    return this.messages.find(
      (m) => m.content === entry.content && m.id > entry.afterId && !taken.has(m.id),
    )?.id;
  }

  contents() {
    return this.messages.map((m) => m.content);
  }
}

/** One page: its store's echoes and event queue, its timers, sharing storage and a server. */
class FakePage {
  echoes = new Map<string, { content: string; failed: boolean }>();
  lastEcho = 0;
  queue = 'q1';
  /** Sends are answered once this settles (an answer on its way back). */
  answers: Promise<void> = Promise.resolve();
  timers: { at: number; fn: () => void; handle: number }[] = [];
  time = 0;
  outbox: Outbox;

  constructor(
    readonly server: FakeServer,
    readonly storage: DraftStorage,
    readonly owner = 'tab-1',
    alive: (owner: string) => boolean = () => false,
  ) {
    let ids = 0;
    const deps: OutboxDeps = {
      storage,
      storageKey: 'outbox',
      owner,
      timers: {
        now: () => this.time,
        setTimeout: (fn, ms) => {
          const handle = this.timers.length + 1;
          this.timers.push({ at: this.time + ms, fn, handle });
          return handle;
        },
        clearTimeout: (h) => {
          this.timers = this.timers.filter((t) => t.handle !== h);
        },
      },
      showEcho: (e) => {
        const local_id = String(++this.lastEcho);
        this.echoes.set(local_id, { content: e.content, failed: false });
        return local_id;
      },
      setEchoFailed: (local_id, failed) => {
        const echo = this.echoes.get(local_id);
        if (echo) echo.failed = failed;
      },
      removeEcho: (local_id) => void this.echoes.delete(local_id),
      echoShown: (local_id) => this.echoes.has(local_id),
      queueId: () => this.queue,
      send: async (entry, queue_id, local_id) => {
        const outcome = server.send(entry, queue_id, local_id);
        await this.answers;
        return outcome;
      },
      findOnServer: async (entry, taken) => server.find(entry, taken),
      ownerAlive: async (o) => alive(o),
      exclusive: (fn) => fn(),
      random: () => `${owner}-${++ids}`,
      now: () => this.time,
    };
    this.outbox = new Outbox(deps);
  }

  /** The server's message events reach this page's queue. */
  deliverEvents() {
    for (const m of this.server.messages) {
      if (m.queue_id === this.queue) this.echoes.delete(m.local_id);
    }
  }

  async advance(ms: number) {
    this.time += ms;
    const due = this.timers.filter((t) => t.at <= this.time);
    this.timers = this.timers.filter((t) => t.at > this.time);
    for (const t of due) t.fn();
    await settle();
  }

  shown() {
    return [...this.echoes.values()].map((e) => (e.failed ? `${e.content} (failed)` : e.content));
  }
}

const settle = () => new Promise((r) => setTimeout(r, 0));

function memoryStorage(): DraftStorage {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

async function page(server = new FakeServer(), storage = memoryStorage()) {
  const p = new FakePage(server, storage);
  await p.outbox.load();
  p.outbox.setOnline(true);
  return p;
}

describe('Outbox', () => {
  it('shows a message at once and sends in order, one at a time', async () => {
    const p = await page();
    p.outbox.enqueue(lunch, 'one', 0);
    const two = p.outbox.enqueue(lunch, 'two', 0);
    p.outbox.enqueue(lunch, 'three', 0);
    expect(p.shown()).toEqual(['one', 'two', 'three']);
    expect(p.outbox.echoOf(two.id)).toBe('2');
    await settle();
    expect(p.server.contents()).toEqual(['one', 'two', 'three']);
    expect(p.outbox.list()).toEqual([]);
    p.deliverEvents();
    expect(p.shown()).toEqual([]);
  });

  it('waits while offline, then sends everything once, in order', async () => {
    const p = await page();
    p.outbox.setOnline(false);
    p.outbox.enqueue(lunch, 'a', 0);
    p.outbox.enqueue(lunch, 'b', 0);
    await settle();
    expect(p.server.sends).toBe(0);
    expect(p.shown()).toEqual(['a', 'b']);
    p.outbox.setOnline(true);
    await settle();
    expect(p.server.contents()).toEqual(['a', 'b']);
  });

  it('a send with no answer is checked with the server before it is repeated', async () => {
    const p = await page();
    p.server.mode = 'down';
    p.outbox.enqueue(lunch, 'first', 0);
    await settle();
    expect(p.server.sends).toBe(1);
    expect(p.server.contents()).toEqual([]);
    p.server.mode = 'up';
    p.outbox.setOnline(true);
    await settle();
    expect(p.server.checks).toBe(1);
    expect(p.server.contents()).toEqual(['first']);
  });

  it('an answer lost on the way back: delivered once, not again', async () => {
    const p = await page();
    p.server.mode = 'lost';
    p.outbox.enqueue(lunch, 'hello', 0);
    p.outbox.enqueue(lunch, 'again', 0);
    await settle();
    expect(p.server.contents()).toEqual(['hello']);
    p.server.mode = 'up';
    p.outbox.setOnline(true);
    await settle();
    expect(p.server.contents()).toEqual(['hello', 'again']);
    expect(p.outbox.list()).toEqual([]);
  });

  it('the store decides when the message event already replaced the echo (no server check)', async () => {
    const p = await page();
    p.server.mode = 'lost';
    p.outbox.enqueue(lunch, 'hi', 0);
    await settle();
    p.deliverEvents();
    p.server.mode = 'up';
    p.outbox.setOnline(true);
    await settle();
    expect(p.server.checks).toBe(0);
    expect(p.server.contents()).toEqual(['hi']);
    expect(p.outbox.list()).toEqual([]);
  });

  it('exactly once across a reload: the new page checks, then sends what did not arrive', async () => {
    const server = new FakeServer();
    const storage = memoryStorage();
    const before = await page(server, storage);
    server.mode = 'lost';
    before.outbox.enqueue(lunch, 'arrived', 0);
    await settle();
    server.mode = 'down';
    before.outbox.setOnline(true);
    before.outbox.enqueue(lunch, 'did not', 0);
    await settle();
    expect(server.contents()).toEqual(['arrived']);

    // Reload: the same tab, a new page, a new queue; the outbox comes back from storage.
    server.mode = 'up';
    const after = new FakePage(server, storage);
    after.queue = 'q2';
    await after.outbox.load();
    expect(after.shown()).toEqual(['arrived', 'did not']);
    after.outbox.setOnline(true);
    await settle();
    expect(server.contents()).toEqual(['arrived', 'did not']);
    // The echo of the one that arrived before the reload goes; the other's is replaced by its event.
    after.deliverEvents();
    expect(after.shown()).toEqual([]);
    expect(after.outbox.list()).toEqual([]);
  });

  it('two messages with the same text: the check never takes one for the other', async () => {
    const server = new FakeServer();
    const storage = memoryStorage();
    const before = await page(server, storage);
    before.outbox.enqueue(lunch, 'ok', 0);
    await settle();
    server.mode = 'down';
    before.outbox.enqueue(lunch, 'ok', 0);
    await settle();
    expect(server.contents()).toEqual(['ok']);
    server.mode = 'up';
    const after = new FakePage(server, storage);
    after.queue = 'q2';
    await after.outbox.load();
    after.outbox.setOnline(true);
    await settle();
    expect(server.contents()).toEqual(['ok', 'ok']);
  });

  it('exactly once across BAD_EVENT_QUEUE_ID: the new queue gets no event, the server is asked', async () => {
    const p = await page();
    p.server.mode = 'lost';
    p.outbox.enqueue(lunch, 'mid-expiry', 0);
    await settle();
    // The queue expired before its event was read; the client registered again.
    p.queue = 'q2';
    p.server.mode = 'up';
    p.outbox.queueChanged();
    p.outbox.setOnline(true);
    await settle();
    expect(p.server.contents()).toEqual(['mid-expiry']);
    expect(p.server.checks).toBe(1);
    expect(p.shown()).toEqual([]);
  });

  it('an answered send whose event was lost with its queue: the echo goes on resync', async () => {
    const p = await page();
    p.outbox.enqueue(lunch, 'answered', 0);
    await settle();
    expect(p.shown()).toEqual(['answered']);
    p.queue = 'q2';
    p.outbox.queueChanged();
    expect(p.shown()).toEqual([]);
    expect(p.server.contents()).toEqual(['answered']);
  });

  it('an answer that comes back after its queue was replaced: the echo goes then', async () => {
    const p = await page();
    let answer!: () => void;
    p.answers = new Promise((r) => {
      answer = r;
    });
    p.outbox.enqueue(lunch, 'in flight', 0);
    await settle();
    // The server has it; its answer is on the way while the page registers a new queue.
    expect(p.server.contents()).toEqual(['in flight']);
    p.queue = 'q2';
    p.outbox.queueChanged();
    expect(p.shown()).toEqual(['in flight']);
    answer();
    await settle();
    expect(p.shown()).toEqual([]);
    expect(p.server.contents()).toEqual(['in flight']);
  });

  it('a refusal is shown as failed; the rest still go; Retry and Cancel', async () => {
    const p = await page();
    p.server.mode = { refused: 'You do not have permission to post in this channel.' };
    const refused = p.outbox.enqueue(lunch, 'refused', 0);
    await settle();
    p.server.mode = 'up';
    p.outbox.enqueue(lunch, 'next', 0);
    await settle();
    expect(p.server.contents()).toEqual(['next']);
    expect(p.outbox.list()).toMatchObject([
      { content: 'refused', failed: 'You do not have permission to post in this channel.' },
    ]);
    expect(p.shown()).toEqual(['refused (failed)', 'next']);
    p.outbox.retry(refused.id);
    await settle();
    expect(p.server.contents()).toEqual(['next', 'refused']);

    p.server.mode = { refused: 'no' };
    const again = p.outbox.enqueue(lunch, 'give up', 0);
    await settle();
    expect(p.outbox.cancel(again.id)?.content).toBe('give up');
    expect(p.shown()).not.toContain('give up (failed)');
    expect(p.outbox.list()).toEqual([]);
  });

  it('a rate limit waits its Retry-After, then sends', async () => {
    const p = await page();
    p.server.mode = { refused: 'API usage exceeded rate limit', retryAfterMs: 3000 };
    p.outbox.enqueue(lunch, 'later', 0);
    await settle();
    p.server.mode = 'up';
    p.outbox.setOnline(true);
    await settle();
    expect(p.server.contents()).toEqual([]);
    await p.advance(3000);
    expect(p.server.contents()).toEqual(['later']);
  });

  it('without a connection event, an unanswered send is tried again after a while', async () => {
    const p = await page();
    p.server.mode = 'down';
    p.outbox.enqueue(lunch, 'retry me', 0);
    await settle();
    p.server.mode = 'up';
    await p.advance(1000);
    expect(p.server.contents()).toEqual(['retry me']);
  });

  it('another open tab keeps its entries; a closed tab’s are adopted', async () => {
    const server = new FakeServer();
    const storage = memoryStorage();
    const one = new FakePage(server, storage, 'tab-1');
    await one.outbox.load();
    one.outbox.enqueue(lunch, 'from tab 1', 0);
    const alive = new Set(['tab-1']);
    const two = new FakePage(server, storage, 'tab-2', (o) => alive.has(o));
    await two.outbox.load();
    two.outbox.setOnline(true);
    await settle();
    expect(two.shown()).toEqual([]);
    expect(server.sends).toBe(0);
    two.outbox.enqueue(lunch, 'from tab 2', 0);
    await settle();
    expect(server.contents()).toEqual(['from tab 2']);

    alive.delete('tab-1');
    const three = new FakePage(server, storage, 'tab-3', (o) => alive.has(o));
    await three.outbox.load();
    three.outbox.setOnline(true);
    await settle();
    expect(server.contents()).toEqual(['from tab 2', 'from tab 1']);
  });
});
