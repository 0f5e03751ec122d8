/**
 * A channel's activity as the API reports it: its first message, its weekly traffic and
 * whether it is recently active. Counted for every channel once a day (as Zulip's daily
 * statistics job does, and at start), then kept current by the messages sent since; moving or
 * deleting messages has it counted again at the next look. POST /register reads it from here,
 * not from the messages.
 */
import type { Db } from '../db/database';
import {
  allChannelBounds,
  type ChannelBounds,
  channelBounds,
  messageCountsSince,
  type StreamRow,
} from '../db/streams';

const DAY = 86400;
const WEEK = 7 * DAY;
/** Zulip's is_recently_active: a message, or the channel's creation, in the last 180 days. */
const RECENT = 180 * DAY;

export interface ChannelActivity {
  first_message_id: number | null;
  stream_weekly_traffic: number | null;
  is_recently_active: boolean;
}

interface Counted {
  day: number;
  bounds: Map<number, ChannelBounds>;
  /** Messages per channel in the week before the count. */
  weekly: Map<number, number>;
}

const counted = new WeakMap<Db, Counted>();

function count(db: Db, now: number): Counted {
  const day = Math.floor(now / DAY);
  let c = counted.get(db);
  if (!c || c.day !== day) {
    c = {
      day,
      bounds: new Map(allChannelBounds(db).map((b) => [b.stream_id, b])),
      weekly: messageCountsSince(db, now - WEEK),
    };
    counted.set(db, c);
  }
  return c;
}

/** Counts every channel's activity now, if today's count is not there yet (server start). */
export const countChannelActivity = (db: Db, now: number): void => {
  count(db, now);
};

/** A channel message was stored: it counts at once. */
export function countSentMessage(db: Db, m: { stream_id: number; date_sent: number }): void {
  const c = counted.get(db);
  const bounds = c?.bounds.get(m.stream_id);
  // A channel's first message is counted afresh (it is rare, and a rollback must not leave a
  // message that never was as the first).
  if (!c || !bounds || bounds.first_message_id === null) {
    forgetChannelActivity(db);
    return;
  }
  c.weekly.set(m.stream_id, (c.weekly.get(m.stream_id) ?? 0) + 1);
  bounds.last_message_date = Math.max(bounds.last_message_date ?? 0, m.date_sent);
}

/** Messages left or moved between channels: they are counted again at the next look. */
export function forgetChannelActivity(db: Db): void {
  counted.delete(db);
}

function activityOf(
  s: StreamRow,
  bounds: ChannelBounds | undefined,
  weekly: ReadonlyMap<number, number>,
  now: number,
): ChannelActivity {
  return {
    first_message_id: bounds?.first_message_id ?? null,
    // Null for channels younger than a week, as Zulip reports them.
    stream_weekly_traffic: s.date_created > now - WEEK ? null : (weekly.get(s.id) ?? 0),
    is_recently_active:
      (bounds?.last_message_date ?? 0) >= now - RECENT || s.date_created >= now - RECENT,
  };
}

/** One channel's activity: counted already, or read for this channel alone. */
export function channelActivity(db: Db, s: StreamRow, now: number): ChannelActivity {
  const c = counted.get(db);
  if (c && c.day === Math.floor(now / DAY) && c.bounds.has(s.id)) {
    return activityOf(s, c.bounds.get(s.id), c.weekly, now);
  }
  return activityOf(s, channelBounds(db, s.id), messageCountsSince(db, now - WEEK), now);
}

/** Every channel's activity (for POST /register). */
export function allChannelActivity(db: Db, now: number) {
  const c = count(db, now);
  return (s: StreamRow) => activityOf(s, c.bounds.get(s.id), c.weekly, now);
}
