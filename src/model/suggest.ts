/**
 * Suggestions for what the user is typing: channels, topics and people, best match first — the
 * whole name starting with the text, then a word of it, then the text anywhere — as Zulip's
 * typeaheads rank them. Pure; the compose box and its typeaheads call these on each keystroke,
 * so each is linear in what it searches and stops at `limit`.
 */
import type { BasicChannel, User } from '../api/types/models';
import type { ChannelTopics, ParleyState } from '../store/state';
import { compareFolded } from './collate';
import { activeByName } from './people-order';

const folded = new Map<string, string>();

// Printable ASCII has no accents to take off (most emails, many names): lower case is enough.
const ASCII = /^[ -~]*$/;

const foldNow = (text: string) =>
  ASCII.test(text)
    ? text.toLowerCase()
    : text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Lower case without accents, for matching (names are folded once, then remembered). */
export function fold(text: string): string {
  let f = folded.get(text);
  if (f === undefined) {
    f = foldNow(text);
    if (folded.size > 20_000) folded.clear();
    folded.set(text, f);
  }
  return f;
}

/** 0: the name starts with the query; 1: a word does; 2: it appears; -1: no match. */
export function matchRank(name: string, query: string): number {
  return matchFolded(fold(name), fold(query.trim()));
}

/** matchRank of a name and a query both folded already. */
function matchFolded(n: string, q: string): number {
  if (q === '') return 0;
  if (n.startsWith(q)) return 0;
  const at = n.indexOf(q);
  if (at < 0) return -1;
  // A word starts after a space or punctuation.
  for (let i = at; i >= 0; i = n.indexOf(q, i + 1)) {
    if (/[\s\-_.,:;()[\]/>]/.test(n[i - 1] ?? ' ')) return 1;
  }
  return 2;
}

/** The items matching `query`, ranked; ties keep the items' own order. */
export function rankBy<T>(
  items: Iterable<T>,
  query: string,
  names: (item: T) => readonly string[],
  limit: number,
): T[] {
  const buckets: T[][] = [[], [], []];
  for (const item of items) {
    let best = -1;
    for (const name of names(item)) {
      const r = matchRank(name, query);
      if (r >= 0 && (best < 0 || r < best)) best = r;
      if (best === 0) break;
    }
    if (best >= 0) buckets[best]!.push(item);
    if (buckets[0]!.length >= limit) break;
  }
  return buckets.flat().slice(0, limit);
}

const byName = (a: { name: string }, b: { name: string }) => compareFolded(a.name, b.name);

/**
 * Channels the user may write to or link: subscribed ones first, then the others they can see,
 * each group by name; archived channels are left out.
 */
export function channelSuggestions(
  state: Pick<ParleyState, 'channels' | 'subscriptions'>,
  query: string,
  limit = 8,
): BasicChannel[] {
  return rankBy(channelOrder(state), query, (c) => [c.name], limit);
}

// Orders are kept while the store's records are the same objects: sorting 1,000 channels on
// every keystroke would be most of a keystroke's work.
const channelOrders = new WeakMap<object, { subscriptions: object; order: BasicChannel[] }>();

function channelOrder(state: Pick<ParleyState, 'channels' | 'subscriptions'>): BasicChannel[] {
  const hit = channelOrders.get(state.channels);
  if (hit?.subscriptions === state.subscriptions) return hit.order;
  const all = Object.values(state.channels).filter((c) => !c.is_archived);
  const subscribed = all.filter((c) => c.stream_id in state.subscriptions).sort(byName);
  const others = all.filter((c) => !(c.stream_id in state.subscriptions)).sort(byName);
  const order = [...subscribed, ...others];
  channelOrders.set(state.channels, { subscriptions: state.subscriptions, order });
  return order;
}

/** A channel's topics, most recent first, matching the query. */
export function topicSuggestions(
  topics: ChannelTopics | undefined,
  query: string,
  limit = 8,
): string[] {
  if (!topics) return [];
  const recent = [...topics.byName.values()].sort((a, b) => b.max_id - a.max_id);
  return rankBy(recent, query, (t) => [t.name], limit).map((t) => t.name);
}

export type SuggestedUser = User & { is_active: boolean };

/** A person with their name and email folded once (not per keystroke: 10,000 people). */
interface Person {
  user: SuggestedUser;
  names: readonly [string, string];
}

/**
 * Active people matching by name or email, in order of recent direct messages with them, then by
 * name; `exclude` (already chosen) left out.
 */
export function userSuggestions(
  state: Pick<ParleyState, 'users' | 'dmConversations'>,
  query: string,
  options: { exclude?: ReadonlySet<number>; limit?: number } = {},
): SuggestedUser[] {
  const q = fold(query.trim());
  const limit = options.limit ?? 8;
  const buckets: SuggestedUser[][] = [[], [], []];
  for (const p of peopleOrder(state)) {
    if (options.exclude?.has(p.user.user_id)) continue;
    const a = matchFolded(p.names[0], q);
    const b = matchFolded(p.names[1], q);
    const best = a < 0 ? b : b < 0 ? a : Math.min(a, b);
    if (best >= 0) buckets[best]!.push(p.user);
    if (buckets[0]!.length >= limit) break;
  }
  return buckets.flat().slice(0, limit);
}

// Sorted once per change of the people (by name) and of the DM conversations (recency first):
// sorting 10,000 people on a keystroke would be the whole keystroke's budget.
const namesOrders = new WeakMap<object, Person[]>();
const peopleOrders = new WeakMap<object, { dms: object; order: Person[] }>();

// The People list's order (a snapshot's is sorted in the event worker): the first `@` of a
// 10,000-person organization sorted them all itself, a task of 40-55 ms.
function peopleByName(users: ParleyState['users']): Person[] {
  let list = namesOrders.get(users);
  if (!list) {
    list = activeByName(users).map((user) => ({
      user: user as SuggestedUser,
      // Kept here: remembered in `folded` too, 20,000 names and emails would push out the rest.
      names: [foldNow(user.full_name), foldNow(user.email)] as const,
    }));
    namesOrders.set(users, list);
  }
  return list;
}

function peopleOrder(state: Pick<ParleyState, 'users' | 'dmConversations'>): Person[] {
  const hit = peopleOrders.get(state.users);
  if (hit?.dms === state.dmConversations) return hit.order;
  const recency = new Map<number, number>();
  for (const c of Object.values(state.dmConversations)) {
    for (const id of c.user_ids) recency.set(id, Math.max(recency.get(id) ?? 0, c.max_message_id));
  }
  const all = peopleByName(state.users);
  // The stable sort keeps the name order among people as recent as each other.
  const recent = all
    .filter((p) => recency.has(p.user.user_id))
    .sort((a, b) => recency.get(b.user.user_id)! - recency.get(a.user.user_id)!);
  const order = [...recent, ...all.filter((p) => !recency.has(p.user.user_id))];
  peopleOrders.set(state.users, { dms: state.dmConversations, order });
  return order;
}
