/**
 * The event-queue machine's contract (queue.ts): what it tells its listener, what it is given,
 * and where a page's kept queue resumes.
 */
import type { Connection } from '../api/http';
import type { WireEvent } from '../api/types/event';
import type { RegisterParams, RegisterResponse } from '../api/types/register';
import type { FirstViewDrawn, LaterParts } from './people-later';
import type { Clock, ConnectionState, Timers } from './types';

export interface QueueListener {
  /** A new snapshot: the first one, or after the old queue was lost (`resync`). */
  snapshot(snapshot: RegisterResponse, generation: number, reason: 'initial' | 'resync'): void;
  /**
   * One of `longLists`' lists of the snapshot on its way, as soon as the register's answer has
   * brought it (api/json-members.ts): its items, or the JSON text of the array as it came
   * (register-lists.ts); the snapshot then comes without it. `first`: the first of a
   * register's lists (those of an earlier attempt that broke off are void).
   */
  list?(key: string, items: readonly unknown[] | string, generation: number, first: boolean): void;
  /** After a snapshot that has `people_to_come`: everyone (events/people-later.ts). */
  people?(parts: LaterParts, generation: number): void;
  events(events: WireEvent[], generation: number): void;
  /**
   * A queue kept from an earlier page answered its first poll: it is this generation's, and
   * its events follow (no snapshot). Only after `start(resume)`.
   */
  resumed?(queueId: string, generation: number): void;
  connection(state: ConnectionState): void;
}

/** A queue an earlier page left alive, and the last of its events that page applied. */
export interface ResumePoint {
  queue_id: string;
  last_event_id: number;
}

export interface QueueOptions {
  conn: Connection;
  listener: QueueListener;
  clock?: Clock;
  timers?: Timers;
  random?: () => number;
  /** Added to event_queue_longpoll_timeout_seconds for the client-side timeout. */
  timeoutMarginMs?: number;
  registerTimeoutMs?: number;
  /** After this many failures in a row the UI says "offline" rather than "reconnecting". */
  offlineAfterFailures?: number;
  /** How often the watchdog looks at the wall clock, and how far it may jump before we act. */
  watchdogIntervalMs?: number;
  wakeThresholdMs?: number;
  registerParams?: RegisterParams;
  /** The snapshot's lists to hand to `listener.list` when longer than their number. */
  longLists?: Readonly<Record<string, number>>;
  /** Whether a list may be handed on as the text it came as (register-lists.ts); yes if unset. */
  textLists?: () => boolean;
  /** navigator.onLine where there is one: a network error while offline says "offline" at once. */
  isOnline?: () => boolean;
  /**
   * Poll again only once the page says it has applied the events (applied()), so that a poll
   * acknowledges (and the server prunes) nothing the page has not got. A page that leaves its
   * queue to the next (local-copy.ts) keeps it at the last event its copy has: had the poll run
   * ahead, the next page's resume would be refused ("already pruned") and it would register.
   */
  acknowledgeApplied?: boolean;
  /** The people after a register made without them wait for this (people-later.ts). */
  firstViewDrawn?: FirstViewDrawn;
}
