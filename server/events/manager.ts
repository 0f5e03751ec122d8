/** The event queue manager: queues, long-polls with heartbeats, garbage collection. */
import { randomUUID } from 'node:crypto';
import { ApiError, badRequest } from '../domain/errors';
import type { Clock } from './clock';
import { EventQueue, type QueueOptions, type Waiter } from './queue';
import { type DeliveredEvent, delivered, eventsJson, type QueuedEvent } from './serialize';

export interface ManagerConfig {
  heartbeatMs: number;
  /** Default lifespan of a queue without a connected poll. */
  lifespanMs: number;
  /** How often the one garbage-collection sweep runs. */
  sweepMs?: number;
}

/** Zulip caps queue_lifespan_secs at a week. */
export const MAX_LIFESPAN_MS = 7 * 24 * 3600 * 1000;

const HEARTBEAT = Object.freeze({ type: 'heartbeat' });

export const badEventQueueId = (queueId: string) =>
  new ApiError(`Bad event queue ID: ${queueId}`, 'BAD_EVENT_QUEUE_ID', 400, { queue_id: queueId });

/** What a poll answers with: the queue's events at that moment. */
export class PollResult {
  readonly #batch: readonly QueuedEvent[];

  constructor(
    batch: readonly QueuedEvent[],
    /** True when the poll waited (Zulip then also sends `queue_id`). */
    readonly waited: boolean,
  ) {
    this.#batch = batch;
  }

  get events(): DeliveredEvent[] {
    return this.#batch.map(delivered);
  }

  /** The events as a JSON array, each shared event serialized once across all queues. */
  eventsJson(): string {
    return eventsJson(this.#batch);
  }
}

/**
 * Every event queue of the process: allocation, lookup, long-polls with heartbeats, and
 * garbage collection by one sweep timer (idle queues hold no timers of their own).
 */
export class QueueManager {
  private readonly queues = new Map<string, EventQueue>();
  private readonly byUser = new Map<number, Set<EventQueue>>();
  private sweepTimer: unknown = null;
  private closed = false;

  constructor(
    private readonly clock: Clock,
    private readonly config: ManagerConfig,
  ) {
    this.armSweep();
  }

  get count(): number {
    return this.queues.size;
  }

  /** `lifespanSecs` 0 or absent means the server default. */
  allocate(
    userId: number,
    options: Omit<QueueOptions, 'lifespanMs'>,
    lifespanSecs?: number,
  ): EventQueue {
    const lifespanMs = lifespanSecs
      ? Math.min(lifespanSecs * 1000, MAX_LIFESPAN_MS)
      : this.config.lifespanMs;
    const q = new EventQueue(randomUUID(), userId, { ...options, lifespanMs }, this.clock.now());
    this.queues.set(q.id, q);
    let mine = this.byUser.get(userId);
    if (!mine) {
      mine = new Set();
      this.byUser.set(userId, mine);
    }
    mine.add(q);
    return q;
  }

  queuesOf(userId: number): ReadonlySet<EventQueue> | undefined {
    return this.byUser.get(userId);
  }

  /** The user's queue, or BAD_EVENT_QUEUE_ID for an unknown, expired or someone else's queue. */
  access(userId: number, queueId: string): EventQueue {
    const q = this.queues.get(queueId);
    if (q?.expired(this.clock.now())) this.remove(q);
    else if (q?.userId === userId) return q;
    throw badEventQueueId(queueId);
  }

  /** Whether `q` is still there and not expired. */
  isLive(q: EventQueue): boolean {
    return this.queues.get(q.id) === q && !q.expired(this.clock.now());
  }

  /** Removes `q` whatever its state (a register that starts over drops the queue it made). */
  discard(q: EventQueue): void {
    this.finish(q);
    this.remove(q);
  }

  delete(userId: number, queueId: string): void {
    const q = this.access(userId, queueId);
    this.finish(q);
    this.remove(q);
  }

  /**
   * GET /events: acknowledges `lastEventId`, ends any earlier poll on the queue with what the
   * queue holds, then answers at once (events queued, or dont_block) or waits for an event or
   * the heartbeat.
   */
  poll(q: EventQueue, lastEventId: number, dontBlock: boolean): PollResult | Promise<PollResult> {
    const problem = q.acknowledge(lastEventId);
    if (problem) throw badRequest(problem);
    this.finish(q);
    q.lastConnected = this.clock.now();
    if (!q.isEmpty || dontBlock || this.closed) return new PollResult(q.snapshot(), false);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        finish: (batch) => resolve(new PollResult(batch, true)),
        timer: this.clock.setTimeout(() => {
          waiter.timer = null;
          q.push(HEARTBEAT);
          this.finish(q);
        }, this.config.heartbeatMs),
      };
      q.waiter = waiter;
    });
  }

  /** The client went away while its poll waited: stop waiting, and start the idle clock. */
  disconnect(q: EventQueue, waiterOf: Waiter | null = q.waiter): void {
    if (!waiterOf || q.waiter !== waiterOf) return;
    this.clock.clearTimeout(waiterOf.timer);
    q.waiter = null;
    q.lastConnected = this.clock.now();
  }

  /** Answers the queue's waiting poll, if any, with everything queued. */
  finish(q: EventQueue): void {
    const w = q.waiter;
    if (!w) return;
    if (w.timer !== null) this.clock.clearTimeout(w.timer);
    q.waiter = null;
    q.lastConnected = this.clock.now();
    w.finish(q.snapshot());
  }

  /** Removes every expired queue; returns how many. */
  sweep(): number {
    const now = this.clock.now();
    let removed = 0;
    for (const q of this.queues.values()) {
      if (q.expired(now)) {
        this.remove(q);
        removed++;
      }
    }
    return removed;
  }

  /** Answers every waiting poll and stops all timers; later polls answer at once. */
  close(): void {
    this.closed = true;
    if (this.sweepTimer !== null) this.clock.clearTimeout(this.sweepTimer);
    this.sweepTimer = null;
    for (const q of this.queues.values()) this.finish(q);
  }

  private remove(q: EventQueue): void {
    this.queues.delete(q.id);
    const mine = this.byUser.get(q.userId);
    mine?.delete(q);
    if (mine?.size === 0) this.byUser.delete(q.userId);
  }

  private armSweep(): void {
    if (this.closed) return;
    const every =
      this.config.sweepMs ?? Math.min(60_000, Math.max(250, this.config.lifespanMs / 4));
    this.sweepTimer = this.clock.setTimeout(() => {
      this.sweep();
      this.armSweep();
    }, every);
  }
}
