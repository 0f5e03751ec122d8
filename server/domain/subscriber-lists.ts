/**
 * Every channel's subscriber list, read once and kept until who is subscribed where changes
 * (a counter the database keeps by triggers): POST /register with subscribers then costs no
 * query for them. Not kept when read inside a transaction, which may still roll back.
 */
import type { Db } from '../db/database';
import { subscriberLists, subscribersVersion } from '../db/streams';

export type SubscriberLists = ReadonlyMap<number, readonly number[]>;

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
