/** One client's event queue. */
import type { EventBody } from '../domain/notices';
import type { MessageFilter } from './narrow';
import { type DeliveredEvent, delivered, type QueuedEvent } from './serialize';

export type { DeliveredEvent, QueuedEvent } from './serialize';

/** How a queue was registered: what it receives and in which shape. */
export interface QueueOptions {
  /** Event `type` names the queue receives; null = all. Shared between queues (interned). */
  eventTypes: ReadonlySet<string> | null;
  /** Message events outside the narrow are not queued; null = no narrow. */
  narrow: MessageFilter | null;
  /** client_capabilities as a bit mask (see capabilities.ts). */
  capabilities: number;
  applyMarkdown: boolean;
  clientGravatar: boolean;
  lifespanMs: number;
}

/** A long-poll waiting on a queue; `finish` answers it with the given events. */
export interface Waiter {
  finish(batch: readonly QueuedEvent[]): void;
  timer: unknown;
}

/**
 * A client's event queue (zerver/tornado/event_queue.py EventQueue + ClientDescriptor):
 * IDs increase from 0, `last_event_id` acknowledges and prunes.
 */
export class EventQueue {
  private entries: QueuedEvent[] = [];
  private nextId = 0;
  private newestPrunedId = -1;
  waiter: Waiter | null = null;

  constructor(
    readonly id: string,
    readonly userId: number,
    readonly options: QueueOptions,
    /** Milliseconds: the last time a poll connected to or left this queue. */
    public lastConnected: number,
  ) {}

  get isEmpty(): boolean {
    return this.entries.length === 0;
  }

  get size(): number {
    return this.entries.length;
  }

  push(event: EventBody, extra?: Record<string, unknown>): void {
    this.entries.push({ id: this.nextId++, event, extra });
  }

  /** Drops events up to `lastEventId`; returns an error message when the ID makes no sense. */
  acknowledge(lastEventId: number): string | null {
    if (lastEventId < this.newestPrunedId) {
      return `An event newer than ${lastEventId} has already been pruned!`;
    }
    let n = 0;
    while (n < this.entries.length && (this.entries[n] as QueuedEvent).id <= lastEventId) n++;
    if (n > 0) {
      this.newestPrunedId = (this.entries[n - 1] as QueuedEvent).id;
      this.entries.splice(0, n);
    }
    if (lastEventId !== this.newestPrunedId) return `Event ${lastEventId} was not in this queue`;
    return null;
  }

  /** The queued events as the client receives them. */
  contents(): DeliveredEvent[] {
    return this.entries.map(delivered);
  }

  /** The queued events as they stand now (later pushes and acknowledgements leave it be). */
  snapshot(): readonly QueuedEvent[] {
    return this.entries.slice();
  }

  /** Whether any queued event is of one of `types`. */
  holdsAny(types: ReadonlySet<string>): boolean {
    return this.entries.some((e) => types.has(e.event.type));
  }

  expired(now: number): boolean {
    return this.waiter === null && now - this.lastConnected >= this.options.lifespanMs;
  }
}

const interned = new Map<string, ReadonlySet<string>>();

/** One shared Set per distinct event_types list, so thousands of queues cost one copy. */
export function internEventTypes(types: readonly string[] | null): ReadonlySet<string> | null {
  if (types === null) return null;
  const key = [...new Set(types)].sort().join('\n');
  let set = interned.get(key);
  if (!set) {
    set = new Set(types);
    interned.set(key, set);
  }
  return set;
}
