/**
 * What a state change tells the event system: one event for a set of users.
 * Domain operations return these; server/events turns them into queued events
 * (assigning IDs, adapting to each queue's client_capabilities).
 */
export interface EventBody {
  type: string;
  op?: string;
  [field: string]: unknown;
}

export interface Notice {
  event: EventBody;
  /** Every user who may see the change. */
  users: readonly number[];
  /** Fields that differ per recipient (a message's flags), merged over `event`. */
  perUser?: ReadonlyMap<number, Record<string, unknown>>;
  /** Fields only the queue that caused the change receives (`local_message_id`). */
  forQueue?: { queue_id: string; fields: Record<string, unknown> };
  /** Only queues whose client declared this capability receive the event. */
  capability?: string;
  /** Only queues whose client did not declare this capability receive the event. */
  withoutCapability?: string;
  /**
   * `message` events: the Markdown source, sent as `message.content` (with content_type
   * text/x-markdown) to queues registered with apply_markdown false.
   */
  rawContent?: string;
}

/** A domain operation's answer: what the endpoint returns, and whom to tell. */
export interface Outcome<T> {
  result: T;
  notices: Notice[];
}

export interface NoticeSink {
  publish(notices: readonly Notice[]): void;
}

export const outcome = <T>(result: T, notices: Notice[] = []): Outcome<T> => ({ result, notices });
