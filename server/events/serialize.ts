/** Queued events and their JSON, shared by the queues that receive the same change. */
import type { EventBody } from '../domain/notices';

/**
 * One queued event: `event` is shared by every queue that received the same change and is
 * never mutated; `extra` holds this queue's own fields (a message's flags, local_message_id).
 */
export interface QueuedEvent {
  readonly id: number;
  readonly event: EventBody;
  readonly extra: Record<string, unknown> | undefined;
}

export interface DeliveredEvent extends EventBody {
  id: number;
}

/** The event as the client receives it: the shared body, the queue's own fields, the ID. */
export const delivered = (e: QueuedEvent): DeliveredEvent =>
  e.extra ? { ...e.event, ...e.extra, id: e.id } : { ...e.event, id: e.id };

/** One member of a shared event: its key as JSON, and `"key":value` (null when JSON skips it). */
type Member = readonly [key: string, json: string | null];

// Each shared event's members serialized once, however many queues (often thousands) deliver
// it; a queue's own fields replace or follow them, as the spread in `delivered` does. Null when
// the event has a key that an object orders before the others (an integer-like key): then the
// plain JSON.stringify is used.
const membersCache = new WeakMap<EventBody, readonly Member[] | null>();

const orderedFirst = (key: string) => {
  const c = key.charCodeAt(0);
  return c >= 48 && c <= 57;
};

function membersOf(event: EventBody): readonly Member[] | null {
  let members = membersCache.get(event);
  if (members === undefined) {
    const keys = Object.keys(event);
    members = keys.some(orderedFirst)
      ? null
      : keys.map((k) => {
          const value = JSON.stringify(event[k]);
          return [k, value === undefined ? null : `${JSON.stringify(k)}:${value}`] as const;
        });
    membersCache.set(event, members);
  }
  return members;
}

const ownMember = (extra: Record<string, unknown>, key: string): string | null => {
  const value = JSON.stringify(extra[key]);
  return value === undefined ? null : `${JSON.stringify(key)}:${value}`;
};

/** Exactly JSON.stringify(delivered(e)), built from the shared event's cached members. */
export function deliveredJson(e: QueuedEvent): string {
  const { event, extra } = e;
  const members = membersOf(event);
  if (members === null) return JSON.stringify(delivered(e));
  // `{...event, ...extra, id}`: a key keeps its first position and takes its last value.
  const idMember = `"id":${e.id}`;
  const out: string[] = [];
  let idDone = false;
  for (const [key, member] of members) {
    let m = member;
    if (key === 'id') {
      m = idMember;
      idDone = true;
    } else if (extra && Object.hasOwn(extra, key)) m = ownMember(extra, key);
    if (m !== null) out.push(m);
  }
  if (extra) {
    for (const key of Object.keys(extra)) {
      if (orderedFirst(key)) return JSON.stringify(delivered(e));
      if (Object.hasOwn(event, key)) continue;
      let m: string | null = idMember;
      if (key === 'id') idDone = true;
      else m = ownMember(extra, key);
      if (m !== null) out.push(m);
    }
  }
  if (!idDone) out.push(idMember);
  return `{${out.join(',')}}`;
}

/** A batch of queued events as the JSON array the client receives. */
export function eventsJson(batch: readonly QueuedEvent[]): string {
  let json = '[';
  for (let i = 0; i < batch.length; i++) {
    if (i > 0) json += ',';
    json += deliveredJson(batch[i] as QueuedEvent);
  }
  return `${json}]`;
}
