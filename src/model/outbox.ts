/**
 * The outbox: messages the user sent that the server has not confirmed. Each is shown at once as
 * a local echo, kept in storage until the server answers (so a reload loses nothing), and sent in
 * order, one at a time, while the connection is up.
 *
 * Exactly once: before a send is repeated after an unanswered attempt (the connection dropped,
 * the page reloaded, the event queue was replaced), the outbox asks whether that attempt
 * arrived: first the store (the attempt's queue is still ours and its message event already
 * replaced the echo), then the server (the user's latest messages in that conversation). Only if
 * neither has it does it send again. A refusal from the server is final until the user retries.
 *
 * Several tabs of one account share the storage: each tab sends only the entries it owns and
 * adopts those of a tab that has gone (OutboxDeps.ownerAlive).
 */
import type { ComposeTarget } from './compose-target';
import type { DraftStorage } from './drafts';
import type { TypingTimers } from './typing';

export interface OutboxEntry {
  id: string;
  /** The tab that sends it. */
  owner: string;
  target: ComposeTarget;
  /** Normalized as the server stores it (normalizeContent). */
  content: string;
  created: number;
  /** The highest message ID known when it was written: the server's copy must be newer. */
  afterId: number;
  /** The last attempt that may have reached the server without an answer. */
  attempt?: { queue_id: string | null; local_id: string };
  /** The server refused it (its message); it waits for Retry or Cancel. */
  failed?: string;
}

export type SendOutcome =
  | { ok: true; id: number }
  /** The server answered no: not delivered. `retryAfterMs` for a rate limit. */
  | { ok: false; refused: string; retryAfterMs?: number }
  /** No answer: it may or may not have arrived. */
  | { ok: false; unanswered: string };

export interface OutboxDeps {
  storage: DraftStorage;
  storageKey: string;
  /** This tab. */
  owner: string;
  timers: TypingTimers;
  /** Shows an entry as a local echo; returns the echo's local_id. */
  showEcho(entry: OutboxEntry): string;
  setEchoFailed(local_id: string, failed: boolean): void;
  removeEcho(local_id: string): void;
  /** Whether the store still shows this echo (the server's message replaces it). */
  echoShown(local_id: string): boolean;
  queueId(): string | null;
  send(entry: OutboxEntry, queue_id: string | null, local_id: string): Promise<SendOutcome>;
  /**
   * The ID of the server's copy of an entry (the user's message in that conversation, with this
   * content, newer than afterId and not one of `taken`), undefined if there is none; throws if
   * the server cannot be asked.
   */
  findOnServer(entry: OutboxEntry, taken: ReadonlySet<number>): Promise<number | undefined>;
  /** Whether the tab that owns entries is still open. */
  ownerAlive(owner: string): Promise<boolean>;
  /** Runs `fn` alone among the tabs (adopting entries must not happen twice). */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  random(): string;
  now(): number;
}

/** Delays after an unanswered attempt while the connection seems up (ms). */
const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000];
/** How many delivered message IDs storage remembers. */
const KEEP_DELIVERED = 100;

export class Outbox {
  private entries: OutboxEntry[] = [];
  private readonly echoes = new Map<string, string>();
  /** Sent and answered, their message event not seen yet: local_id → queue it was sent on. */
  private readonly answered = new Map<string, string | null>();
  /** Message IDs this outbox delivered (never matched again by findOnServer). */
  private readonly delivered = new Set<number>();
  private online = false;
  /** Not before this time (a rate limit's Retry-After). */
  private waitUntil = 0;
  private running = false;
  private failures = 0;
  private retryTimer: unknown;
  private listeners = new Set<() => void>();

  constructor(private readonly deps: OutboxDeps) {}

  /** Takes over this tab's entries and those of closed tabs, and shows them. */
  async load(): Promise<void> {
    await this.deps.exclusive(async () => {
      const stored = this.read();
      for (const id of stored.delivered) this.delivered.add(id);
      const mine: OutboxEntry[] = [];
      for (const e of stored.entries) {
        if (e.owner === this.deps.owner || !(await this.deps.ownerAlive(e.owner))) {
          // A closed tab's attempt may have arrived: it stays recorded and is checked first.
          mine.push({ ...e, owner: this.deps.owner });
        }
      }
      const known = new Set(this.entries.map((e) => e.id));
      for (const e of mine) {
        if (known.has(e.id)) continue;
        this.entries.push(e);
        this.echoes.set(e.id, this.deps.showEcho(e));
        if (e.failed) this.deps.setEchoFailed(this.echoes.get(e.id)!, true);
      }
      this.entries.sort((a, b) => a.created - b.created);
      this.write();
    });
    this.changed();
    this.pump();
  }

  /** Queues a message; it is shown at once and sent when it can be. */
  enqueue(target: ComposeTarget, content: string, afterId: number): OutboxEntry {
    const entry: OutboxEntry = {
      id: this.deps.random(),
      owner: this.deps.owner,
      target,
      content,
      created: this.deps.now(),
      afterId,
    };
    this.entries.push(entry);
    this.echoes.set(entry.id, this.deps.showEcho(entry));
    this.write();
    this.changed();
    this.pump();
    return entry;
  }

  /** The connection to the server is up (or down): waiting sends go out when it is. */
  setOnline(online: boolean): void {
    this.online = online;
    if (online) {
      this.failures = 0;
      this.pump();
    }
  }

  /**
   * A new event queue replaced the old one: messages the server accepted on the old queue will
   * never have their event, so their echoes go (the refetched views show the real ones).
   */
  queueChanged(): void {
    const queue = this.deps.queueId();
    for (const [local_id, sentOn] of this.answered) {
      if (sentOn === queue) continue;
      this.answered.delete(local_id);
      if (this.deps.echoShown(local_id)) this.deps.removeEcho(local_id);
    }
    this.pump();
  }

  /** Sends a refused message again. */
  retry(id: string): void {
    const entry = this.entries.find((e) => e.id === id);
    if (!entry?.failed) return;
    delete entry.failed;
    this.deps.setEchoFailed(this.echoes.get(id)!, false);
    this.write();
    this.changed();
    this.pump();
  }

  /** Gives up on a refused message; returns it so its text can go back into the box. */
  cancel(id: string): OutboxEntry | undefined {
    const entry = this.entries.find((e) => e.id === id);
    if (!entry?.failed) return undefined;
    this.forget(entry);
    return entry;
  }

  /** The local echo showing an entry (its local_id). */
  echoOf(id: string): string | undefined {
    return this.echoes.get(id);
  }

  /** The entry an echo shows. */
  entryOfEcho(local_id: string): OutboxEntry | undefined {
    for (const [id, echo] of this.echoes) {
      if (echo === local_id) return this.entries.find((e) => e.id === id);
    }
    return undefined;
  }

  list(): readonly OutboxEntry[] {
    return this.entries;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  stop(): void {
    this.deps.timers.clearTimeout(this.retryTimer);
    this.online = false;
  }

  /** Sends waiting entries in order, one at a time, while online. */
  private pump(): void {
    if (this.running || !this.online || this.deps.now() < this.waitUntil) return;
    this.running = true;
    void this.drain().finally(() => {
      this.running = false;
    });
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (!this.online) return;
      const entry = this.entries.find((e) => !e.failed);
      if (!entry) return;
      const result = await this.deliver(entry);
      if (result === 'wait') return;
    }
  }

  /** One entry: made sure of, then sent if it has not arrived. 'wait' when offline. */
  private async deliver(entry: OutboxEntry): Promise<'done' | 'wait'> {
    const local_id = this.echoes.get(entry.id)!;
    if (entry.attempt) {
      let found: number | undefined;
      const sameQueue = entry.attempt.queue_id === this.deps.queueId();
      if (sameQueue && entry.attempt.local_id === local_id && !this.deps.echoShown(local_id)) {
        // Its message event arrived on this queue and replaced the echo: delivered.
        this.forget(entry, false);
        return 'done';
      }
      try {
        found = await this.deps.findOnServer(entry, this.delivered);
      } catch {
        return this.unanswered();
      }
      if (!this.entries.includes(entry)) return 'done';
      if (found !== undefined) {
        this.delivered.add(found);
        this.forget(entry);
        return 'done';
      }
      delete entry.attempt;
      this.write();
    }
    const queue_id = this.deps.queueId();
    entry.attempt = { queue_id, local_id };
    this.write();
    const outcome = await this.deps.send(entry, queue_id, local_id);
    if (outcome.ok) {
      this.delivered.add(outcome.id);
      if (this.deps.echoShown(local_id)) {
        // Answered after its queue was replaced (queueChanged has run): the event that would
        // replace the echo went to the old queue, and the new one shows the real message.
        if (queue_id === this.deps.queueId()) this.answered.set(local_id, queue_id);
        else this.deps.removeEcho(local_id);
      }
      this.forget(entry, false);
      this.failures = 0;
      return 'done';
    }
    if ('unanswered' in outcome) return this.unanswered();
    delete entry.attempt;
    if (outcome.retryAfterMs !== undefined) {
      this.write();
      this.later(outcome.retryAfterMs, true);
      return 'wait';
    }
    entry.failed = outcome.refused;
    this.deps.setEchoFailed(local_id, true);
    this.write();
    this.changed();
    return 'done';
  }

  /** No answer: wait for the connection (setOnline), or try again after a while. */
  private unanswered(): 'wait' {
    this.online = false;
    this.later(RETRY_MS[Math.min(this.failures++, RETRY_MS.length - 1)]!);
    return 'wait';
  }

  /** Tries again after `ms`; a rate limit (`strict`) also holds back a connection event. */
  private later(ms: number, strict = false): void {
    if (strict) this.waitUntil = this.deps.now() + ms;
    this.deps.timers.clearTimeout(this.retryTimer);
    this.retryTimer = this.deps.timers.setTimeout(() => {
      this.waitUntil = 0;
      this.online = true;
      this.pump();
    }, ms);
  }

  private forget(entry: OutboxEntry, removeEcho = true): void {
    this.entries = this.entries.filter((e) => e !== entry);
    const local_id = this.echoes.get(entry.id);
    this.echoes.delete(entry.id);
    if (removeEcho && local_id !== undefined && this.deps.echoShown(local_id)) {
      this.deps.removeEcho(local_id);
    }
    this.write();
    this.changed();
  }

  private read(): { entries: OutboxEntry[]; delivered: number[] } {
    try {
      const parsed = JSON.parse(this.deps.storage.getItem(this.deps.storageKey) ?? '{}') as {
        entries?: unknown;
        delivered?: unknown;
      };
      const entries = Array.isArray(parsed.entries) ? parsed.entries : [];
      const delivered = Array.isArray(parsed.delivered) ? parsed.delivered : [];
      return {
        entries: entries.filter((e): e is OutboxEntry => typeof e?.id === 'string' && !!e.target),
        delivered: delivered.filter((id): id is number => typeof id === 'number'),
      };
    } catch {
      return { entries: [], delivered: [] };
    }
  }

  /**
   * Writes this tab's entries, keeping the other tabs' as they are in storage now, and the IDs
   * of recently delivered messages (so a check after a reload cannot take one for another).
   */
  private write(): void {
    const stored = this.read();
    const entries = [...stored.entries.filter((e) => e.owner !== this.deps.owner), ...this.entries];
    const delivered = [...new Set([...stored.delivered, ...this.delivered])].slice(-KEEP_DELIVERED);
    try {
      if (entries.length === 0 && delivered.length === 0) {
        this.deps.storage.removeItem(this.deps.storageKey);
      } else {
        this.deps.storage.setItem(this.deps.storageKey, JSON.stringify({ entries, delivered }));
      }
    } catch {
      // Storage refused: the entries still go out from this page.
    }
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}

export const outboxStorageKey = (realm: string, userId: number) =>
  `parley.outbox.${realm}.${userId}`;
