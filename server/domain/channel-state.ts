/**
 * The channel keys of POST /register — `subscriptions`, `unsubscribed`, `never_subscribed` and
 * `streams` — built together from one read of the channels, the user's subscriptions, the
 * channels' activity, their subscriber counts and (when asked) every subscriber list, never a
 * query per channel.
 */
import type { Db } from '../db/database';
import { maxMessageId } from '../db/messages';
import {
  type StreamRow,
  type SubscriptionRow,
  sendersAfter,
  sendersSince,
  subscriptionsOfUser,
} from '../db/streams';
import { activeBotIds, type UserRow, usersVersion } from '../db/users';
import { allChannelActivity } from './channel-activity';
import { channelBasics, channelEntry, withActivity } from './channel-basics';
import { type ApiStream, subscriptionSettings } from './channels';
import { serializedAs } from './json-blocks';
import { type MemberSnapshot, memberSnapshot } from './member-snapshot';
import { channelRules } from './permissions';
import { allSubscriberCounts, allSubscriberLists, type SubscriberLists } from './subscriber-lists';

/** `include_subscribers`: every list, none, or (feature level 412) `partial`. */
export type IncludeSubscribers = boolean | 'partial';

/**
 * With `partial`, channels with fewer subscribers than this get their whole list, as Zulip
 * promises; larger ones get `partial_subscribers`: their bots and recently active people.
 */
export const PARTIAL_SUBSCRIBERS_MAX = 250;
/** Recently active: sent a message in the last 14 days (the activity this server records). */
const RECENTLY_ACTIVE_SECONDS = 14 * 86400;

export interface ChannelState {
  /** Channels the user is subscribed to: the channel, their settings and subscribers. */
  subscriptions: Record<string, unknown>[];
  unsubscribed: Record<string, unknown>[];
  /** Entries shared between viewers (channel-basics): not to be changed. */
  never_subscribed: Readonly<Record<string, unknown>>[];
  /** Every channel the user may know of (the `streams` key), with its archived flag. */
  streams: ApiStream[];
}

type Subscribers = { subscribers: number[] } | { partial_subscribers: number[] } | undefined;

export function channelState(
  db: Db,
  member: MemberSnapshot,
  subscriptions: readonly SubscriptionRow[],
  o: { includeSubscribers: IncludeSubscribers; now: number },
): ChannelState {
  const subs = new Map(subscriptions.map((s) => [s.stream_id, s]));
  const { rows, basic: basics } = channelBasics(db);
  const visible = rows.filter(
    (s) => subs.get(s.id)?.active === 1 || channelRules.canSeeChannelMetadata(member, s),
  );
  const activity = allChannelActivity(db, o.now);
  const subscribersOf = subscriberSource(db, member, visible, o);
  // After subscriberSource: counts are the lists' lengths when it has just read the lists.
  const counts = allSubscriberCounts(db);
  const state: ChannelState = {
    subscriptions: [],
    unsubscribed: [],
    never_subscribed: [],
    streams: [],
  };
  const neverSubscribedJson: string[] = [];
  for (const s of visible) {
    const basic = withActivity(basics.get(s.id)!, activity(s), counts.get(s.id) ?? 0);
    state.streams.push(basic);
    const sub = subs.get(s.id);
    const extra = subscribersOf(s);
    if (!sub) {
      const entry = channelEntry(basic, extra);
      state.never_subscribed.push(entry.value);
      neverSubscribedJson.push(entry.json);
    } else {
      // Object.assign: spreading three objects of this size is ten times slower on Node 20.
      const entry = Object.assign({}, basic, subscriptionSettings(sub), extra);
      (sub.active ? state.subscriptions : state.unsubscribed).push(entry);
    }
  }
  serializedAs(state.never_subscribed, ['[', neverSubscribedJson.join(','), ']']);
  return state;
}

/** `subscriptions`, `unsubscribed` and `never_subscribed` alone (GET /users/me/subscriptions). */
export function subscriptionState(
  db: Db,
  user: UserRow,
  includeSubscribers: IncludeSubscribers,
  now: number,
) {
  const rows = subscriptionsOfUser(db, user.id);
  const state = channelState(db, memberSnapshot(db, user, rows), rows, { includeSubscribers, now });
  return {
    subscriptions: state.subscriptions,
    unsubscribed: state.unsubscribed,
    never_subscribed: state.never_subscribed,
  };
}

/** Each visible channel's `subscribers` (or `partial_subscribers`) field, as asked. */
function subscriberSource(
  db: Db,
  member: MemberSnapshot,
  visible: readonly StreamRow[],
  o: { includeSubscribers: IncludeSubscribers; now: number },
): (s: StreamRow) => Subscribers {
  if (o.includeSubscribers === false) return () => undefined;
  const lists = allSubscriberLists(db);
  const may = new Set(
    visible.filter((s) => channelRules.canSeeSubscribers(member, s)).map((s) => s.id),
  );
  const fields =
    o.includeSubscribers === true
      ? wholeLists(lists)
      : partialLists(db, lists, recentlyActive(db, o.now));
  return (s) => (may.has(s.id) ? (fields.get(s.id) ?? NO_SUBSCRIBERS) : undefined);
}

// The fields are the same objects from one request to the next while the lists are the same,
// so that the entries made of them are kept too (channel-basics).
const NO_SUBSCRIBERS: Subscribers = { subscribers: [] };
const wholeKept = new WeakMap<SubscriberLists, ReadonlyMap<number, Subscribers>>();

/** Every channel's `include_subscribers: true` field. */
function wholeLists(lists: SubscriberLists): ReadonlyMap<number, Subscribers> {
  let fields = wholeKept.get(lists);
  if (!fields) {
    fields = new Map([...lists].map(([id, list]) => [id, { subscribers: list as number[] }]));
    wholeKept.set(lists, fields);
  }
  return fields;
}

/**
 * The senders of the last RECENTLY_ACTIVE_SECONDS, kept for an hour: a message sent since adds
 * its sender; someone whose last message grows older stays until the hour is over. Zulip lets
 * a partial list hold anyone beyond its bots and recently active people.
 */
const sendersKept = new WeakMap<Db, { hour: number; lastId: number; senders: Set<number> }>();

function recentSenders(db: Db, now: number): ReadonlySet<number> {
  const hour = Math.floor(now / 3600);
  const lastId = maxMessageId(db);
  const k = sendersKept.get(db);
  if (k?.hour === hour && !db.inTransaction) {
    if (lastId > k.lastId) for (const id of sendersAfter(db, k.lastId)) k.senders.add(id);
    k.lastId = Math.max(k.lastId, lastId);
    return k.senders;
  }
  const senders = sendersSince(db, now - RECENTLY_ACTIVE_SECONDS);
  if (!db.inTransaction) sendersKept.set(db, { hour, lastId, senders });
  return senders;
}

/** What recentlyActive made last: kept while the senders and the users are the same. */
const activeKept = new WeakMap<
  Db,
  { senders: ReadonlySet<number>; size: number; users: number; recent: Set<number> }
>();

/** Bots and everyone who sent a message in the last RECENTLY_ACTIVE_SECONDS (or about). */
function recentlyActive(db: Db, now: number): Set<number> {
  const senders = recentSenders(db, now);
  const users = usersVersion(db);
  const k = activeKept.get(db);
  // recentSenders only ever adds to the set it keeps: the same set of the same size is unchanged.
  if (k?.senders === senders && k.size === senders.size && k.users === users) return k.recent;
  const recent = new Set(senders);
  for (const id of activeBotIds(db)) recent.add(id);
  if (!db.inTransaction) activeKept.set(db, { senders, size: senders.size, users, recent });
  return recent;
}

const sameSet = (a: ReadonlySet<number>, b: ReadonlySet<number>) =>
  a.size === b.size && [...a].every((x) => b.has(x));

/**
 * Every channel's `include_subscribers: "partial"` field, kept while the subscriber lists and
 * the recently active people are the same: filtering a large organization's lists costs far
 * more than checking that nothing changed.
 */
const partialKept = new WeakMap<
  Db,
  { lists: SubscriberLists; recent: Set<number>; fields: Map<number, Subscribers> }
>();

function partialLists(
  db: Db,
  lists: SubscriberLists,
  recent: Set<number>,
): ReadonlyMap<number, Subscribers> {
  const k = partialKept.get(db);
  if (k && k.lists === lists && (k.recent === recent || sameSet(k.recent, recent))) return k.fields;
  const fields = new Map<number, Subscribers>();
  for (const [id, list] of lists) {
    fields.set(
      id,
      list.length < PARTIAL_SUBSCRIBERS_MAX
        ? { subscribers: list as number[] }
        : { partial_subscribers: list.filter((u) => recent.has(u)) },
    );
  }
  partialKept.set(db, { lists, recent, fields });
  return fields;
}
