/**
 * Every channel's subscriber list, read once and kept until who is subscribed where changes
 * (a counter the database keeps by triggers): POST /register with subscribers then costs no
 * query for them. Not kept when read inside a transaction, which may still roll back.
 * Every channel's `subscriber_count` is kept by the same rule.
 */
import type { Db } from '../db/database';
import { subscriberCounts, subscriberLists, subscribersVersion } from '../db/streams';

export type SubscriberLists = ReadonlyMap<number, readonly number[]>;
/** `subscriber_count` by channel ID; channels with no subscribers may be missing. */
export type SubscriberCounts = ReadonlyMap<number, number>;

const kept = new WeakMap<Db, { version: number; lists: SubscriberLists }>();

/** Active subscribers (active users), ascending, by channel; the lists must not be changed. */
export function allSubscriberLists(db: Db): SubscriberLists {
  const version = subscribersVersion(db);
  const k = kept.get(db);
  if (k?.version === version) return k.lists;
  const lists = subscriberLists(db, null);
  if (!db.inTransaction) kept.set(db, { version, lists });
  return lists;
}

const countsKept = new WeakMap<Db, { version: number; counts: SubscriberCounts }>();

/** Every channel's count of active subscribers: the kept lists' lengths when they are current. */
export function allSubscriberCounts(db: Db): SubscriberCounts {
  const version = subscribersVersion(db);
  const k = countsKept.get(db);
  if (k?.version === version) return k.counts;
  const l = kept.get(db);
  const counts =
    l?.version === version
      ? new Map([...l.lists].map(([id, list]) => [id, list.length]))
      : subscriberCounts(db, null);
  if (!db.inTransaction) countsKept.set(db, { version, counts });
  return counts;
}
