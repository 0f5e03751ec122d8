/**
 * The event-queue machine: register → poll → (backoff | re-register) → poll ... (api-notes §6).
 * Fetch, clock, timers and randomness are injected, so tests drive it with fake time.
 * Every (re)register starts a new generation; a loop of an older generation stops at its next
 * step and never delivers anything, so an old queue cannot write into a new store.
 */
import { deleteQueue, getEvents, registerQueue } from '../api/endpoints/queue';
import { ApiError, NetworkError, RateLimitError } from '../api/http';
import type { WireEvent } from '../api/types/event';
import type { RegisterResponse } from '../api/types/register';
import { fetchLaterParts, ownUserIfLater, withOwnUser } from './people-later';
import type { QueueOptions, ResumePoint } from './queue-options';
import { backoffMs, DEFAULT_REGISTER_PARAMS, isAuthError, isRefusal } from './queue-policy';
import { listReader } from './register-lists';
import { watchWallClock } from './watchdog';

export { backoffMs, DEFAULT_REGISTER_PARAMS } from './queue-policy';

import { type Clock, type ConnectionState, realClock, realTimers, type Timers } from './types';

export type { QueueListener, QueueOptions, ResumePoint } from './queue-options';

type AbortReason = 'timeout' | 'wake' | 'stop';

export class EventQueue {
  /** Bumped by every (re)register and by stop(); see the file comment. */
  generation = 0;
  queueId: string | null = null;
  lastEventId = -1;
  private failures = 0;
  private dontBlock = false;
  /** Polling a resumed queue that has not answered yet (see start). */
  private resuming = false;
  private longpollTimeoutMs = 90_000;
  private inflight?: { controller: AbortController; reason?: AbortReason; register: boolean };
  /** The latest register; stop() waits for it, so a queue made meanwhile is deleted too. */
  private registering?: Promise<unknown>;
  private sleeping?: { handle: unknown; resolve: () => void };
  /** What the page has applied, of which generation (acknowledgeApplied). */
  private appliedUpTo = { generation: -1, id: -1 };
  private awaitingApplied?: () => void;
  /** Stops the wall-clock watchdog (watchdog.ts) while the loop runs. */
  private watchdog?: () => void;
  private state: ConnectionState = { status: 'stopped' };
  private readonly clock: Clock;
  private readonly timers: Timers;
  private readonly random: () => number;

  constructor(private readonly options: QueueOptions) {
    this.clock = options.clock ?? realClock;
    this.timers = options.timers ?? realTimers;
    this.random = options.random ?? Math.random;
  }

  get connection(): ConnectionState {
    return this.state;
  }

  /**
   * Starts the loop: with a new register, or by polling `resume`'s queue from its last event
   * (a reload that kept its queue). A resumed queue that is gone or refuses that event ID is
   * replaced by a register at once: the page shows its copy meanwhile.
   */
  start(resume?: ResumePoint): void {
    this.queueId = resume?.queue_id ?? null;
    this.resuming = resume !== undefined;
    if (resume) {
      this.lastEventId = resume.last_event_id;
      this.dontBlock = true;
    }
    const gen = ++this.generation;
    this.awaitingApplied?.();
    this.startWatchdog();
    void this.run(gen, 'initial');
  }

  /**
   * The page could not apply a batch, or came back from the back-forward cache after close():
   * throw the queue away and start from a new snapshot.
   */
  resync(): void {
    const old = this.queueId;
    this.abortInflight('stop');
    this.cancelSleep();
    if (old) void deleteQueue(this.options.conn, old).catch(() => {});
    this.queueId = null;
    this.resuming = false;
    if (this.watchdog === undefined) this.startWatchdog();
    const gen = ++this.generation;
    this.awaitingApplied?.();
    void this.run(gen, 'resync');
  }

  /** The page has applied `generation`'s events up to `id`. */
  applied(generation: number, id: number): void {
    if (generation !== this.generation) return;
    if (this.appliedUpTo.generation !== generation) this.appliedUpTo = { generation, id };
    else this.appliedUpTo.id = Math.max(this.appliedUpTo.id, id);
    this.awaitingApplied?.();
  }

  /** Resolves once the page has applied `gen`'s events up to `id`, or `gen` is over. */
  private untilApplied(gen: number, id: number): Promise<void> {
    const done = () =>
      this.generation !== gen || (this.appliedUpTo.generation === gen && this.appliedUpTo.id >= id);
    if (done()) return Promise.resolve();
    return new Promise((resolve) => {
      this.awaitingApplied = () => {
        if (!done()) return;
        this.awaitingApplied = undefined;
        resolve();
      };
    });
  }

  /** The page woke up or came back online: poll now, without waiting for a backoff. */
  wake(): void {
    if (this.state.status === 'stopped' || this.state.status === 'fatal') return;
    this.dontBlock = true;
    if (this.sleeping) this.cancelSleep();
    else if (this.queueId) this.abortInflight('wake');
  }

  /** Ends the loop and deletes the server's queue (DELETE /events). */
  async stop(): Promise<void> {
    const queueId = this.halt();
    if (queueId) await deleteQueue(this.options.conn, queueId).catch(() => {});
    await this.registering;
  }

  /**
   * The page is closing and deletes the queue itself: end the loop at once, so that the poll its
   * DELETE cuts short (BAD_EVENT_QUEUE_ID) does not start a register for a page going away.
   * A page restored from the back-forward cache starts again with resync().
   */
  close(): void {
    this.halt();
  }

  /** Stops the loop, its timers and its poll; returns the queue it was polling. */
  private halt(): string | null {
    this.generation++;
    this.awaitingApplied?.();
    this.abortInflight('stop');
    this.cancelSleep();
    this.watchdog?.();
    this.watchdog = undefined;
    const queueId = this.queueId;
    this.queueId = null;
    this.resuming = false;
    this.setState({ status: 'stopped' });
    return queueId;
  }

  private async run(gen: number, reason: 'initial' | 'resync'): Promise<void> {
    const live = () => this.generation === gen;
    while (live()) {
      if (!this.queueId) {
        if (this.failures === 0) this.setState({ status: 'connecting' });
        const registered = this.register(live);
        this.registering = registered;
        const { snapshot, error } = await registered;
        if (!live()) return;
        if (!snapshot) {
          if (isAuthError(error)) return this.fatal(error);
          await this.fail(gen, error);
          continue;
        }
        this.queueId = snapshot.queue_id;
        this.lastEventId = snapshot.last_event_id;
        const seconds = snapshot.event_queue_longpoll_timeout_seconds ?? 90;
        this.longpollTimeoutMs = seconds * 1000 + (this.options.timeoutMarginMs ?? 10_000);
        // Only a poll that works ends a failure streak: were a register enough, a poll that is
        // refused every time would loop register → poll → refusal with no backoff.
        if (this.failures === 0) this.setState({ status: 'connected' });
        this.options.listener.snapshot(snapshot, gen, reason);
        if (snapshot.people_to_come) {
          const later = { timers: this.timers, random: this.random, live };
          void (this.options.firstViewDrawn?.wait() ?? Promise.resolve())
            .then(() => fetchLaterParts(this.options.conn, snapshot, later))
            .then((parts) => parts && live() && this.options.listener.people?.(parts, gen));
        }
        reason = 'resync';
        continue;
      }

      const queue_id = this.queueId;
      let events: WireEvent[];
      try {
        const response = await this.request(
          (signal) =>
            getEvents(
              this.options.conn,
              {
                queue_id,
                last_event_id: this.lastEventId,
                dont_block: this.dontBlock || undefined,
              },
              { signal },
            ),
          this.longpollTimeoutMs,
        );
        events = response.events;
      } catch (error) {
        if (!live()) return;
        const why = (error as { parleyAbort?: AbortReason }).parleyAbort;
        if (why === 'wake') continue;
        if (why === 'timeout') {
          // The poll outlived our timeout: the connection, not the server, is suspect.
          this.failures = 0;
          await this.sleep(gen, backoffMs(0, this.random()));
          continue;
        }
        if (isAuthError(error)) return this.fatal(error);
        if (this.resuming && isRefusal(error)) {
          // The kept queue is gone, or moved past what the page applied: register, at once.
          this.resuming = false;
          this.queueId = null;
          if (error.code !== 'BAD_EVENT_QUEUE_ID')
            void deleteQueue(this.options.conn, queue_id).catch(() => {});
          gen = ++this.generation;
          continue;
        }
        if (error instanceof ApiError && error.code === 'BAD_EVENT_QUEUE_ID') {
          // The server garbage-collected the queue (api-notes §6): a new snapshot, at once.
          this.queueId = null;
          gen = ++this.generation;
          continue;
        }
        if (isRefusal(error)) {
          // Another refusal ("Event N was not in this queue", say): the queue can no longer be
          // trusted, but the cause may repeat, so this counts as a failure and the new register
          // waits out the backoff. The old queue may still exist: delete it rather than leak it.
          this.queueId = null;
          void deleteQueue(this.options.conn, queue_id).catch(() => {});
          gen = ++this.generation;
          await this.fail(gen, error);
          continue;
        }
        await this.fail(gen, error);
        continue;
      }
      if (!live()) return;
      this.succeeded();
      if (this.resuming) {
        this.resuming = false;
        this.options.listener.resumed?.(queue_id, gen);
      }
      if (events.length === 0) continue;
      this.lastEventId = Math.max(this.lastEventId, ...events.map((e) => e.id));
      this.options.listener.events(events, gen);
      if (this.options.acknowledgeApplied) await this.untilApplied(gen, this.lastEventId);
    }
  }

  /** POST /register; a queue made for a loop that is no longer live is deleted at once. */
  private async register(
    live: () => boolean,
  ): Promise<{ snapshot?: RegisterResponse; error?: unknown }> {
    try {
      const params = { ...DEFAULT_REGISTER_PARAMS, ...this.options.registerParams };
      const readBody = listReader(this.options, live, this.generation);
      const sent = this.request(
        (signal) => registerQueue(this.options.conn, params, { signal, readBody }),
        this.options.registerTimeoutMs ?? 30_000,
        true,
      );
      // The user's own (people-later.ts), asked for while the register is on its way.
      const own = ownUserIfLater(params, this.options.conn);
      const snapshot = await sent;
      // Stopped or resynced meanwhile: nobody will poll this queue, so don't let it collect
      // events on the server for ten minutes.
      if (!live() && snapshot.queue_id)
        await deleteQueue(this.options.conn, snapshot.queue_id).catch(() => {});
      return { snapshot: own ? await withOwnUser(this.options.conn, snapshot, own) : snapshot };
    } catch (error) {
      return { error };
    }
  }

  /** Runs one request with a timeout and an abort handle that wake() and stop() can use. */
  private async request<T>(
    send: (signal: AbortSignal) => Promise<T>,
    timeoutMs: number,
    register = false,
  ) {
    const inflight: { controller: AbortController; reason?: AbortReason; register: boolean } = {
      controller: new AbortController(),
      register,
    };
    this.inflight = inflight;
    const timer = this.timers.setTimeout(() => {
      inflight.reason = 'timeout';
      inflight.controller.abort();
    }, timeoutMs);
    try {
      return await send(inflight.controller.signal);
    } catch (error) {
      if (inflight.reason)
        throw Object.assign(new Error(inflight.reason), { parleyAbort: inflight.reason });
      throw error;
    } finally {
      this.timers.clearTimeout(timer);
      if (this.inflight === inflight) this.inflight = undefined;
    }
  }

  /** A register is never cut short: the server makes the queue anyway, and we must delete it. */
  private abortInflight(reason: AbortReason) {
    if (!this.inflight || this.inflight.register) return;
    this.inflight.reason = reason;
    this.inflight.controller.abort();
  }

  private succeeded() {
    this.failures = 0;
    this.dontBlock = false;
    if (this.state.status !== 'connected') this.setState({ status: 'connected' });
  }

  /** A network error, 5xx or 429: back off (at least retry-after), then poll without blocking. */
  private async fail(gen: number, error: unknown) {
    this.failures++;
    this.dontBlock = true;
    let delay = backoffMs(this.failures, this.random());
    if (error instanceof RateLimitError) {
      delay = Math.max(delay, error.retryAfterSeconds * 1000 + this.random() * 500);
    }
    const retryAt = this.clock.now() + delay;
    const message = error instanceof Error ? error.message : String(error);
    const limit = this.options.offlineAfterFailures ?? 8;
    const offline =
      this.failures >= limit ||
      (error instanceof NetworkError && this.options.isOnline?.() === false);
    this.setState({
      status: offline ? 'offline' : 'reconnecting',
      failures: this.failures,
      retryAt,
      error: message,
    });
    await this.sleep(gen, delay);
  }

  private fatal(error: unknown) {
    const e = error as ApiError;
    this.queueId = null;
    this.setState({ status: 'fatal', code: e.code, error: e.message });
  }

  private sleep(gen: number, ms: number): Promise<void> {
    if (this.generation !== gen) return Promise.resolve();
    return new Promise((resolve) => {
      const handle = this.timers.setTimeout(() => {
        this.sleeping = undefined;
        resolve();
      }, ms);
      this.sleeping = { handle, resolve };
    });
  }

  private cancelSleep() {
    if (!this.sleeping) return;
    this.timers.clearTimeout(this.sleeping.handle);
    const { resolve } = this.sleeping;
    this.sleeping = undefined;
    resolve();
  }

  private startWatchdog() {
    this.watchdog?.();
    const { watchdogIntervalMs: interval = 10_000, wakeThresholdMs: threshold = 20_000 } =
      this.options;
    this.watchdog = watchWallClock(this.clock, this.timers, { interval, threshold }, () =>
      this.wake(),
    );
  }

  private setState(state: ConnectionState) {
    this.state = state;
    this.options.listener.connection(state);
  }
}
