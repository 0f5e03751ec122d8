/**
 * The places the command palette can go to, from the store: channels (subscribed, and others
 * the user can see), the known topics of subscribed channels, direct-message conversations,
 * people and the views. Each carries what ranking needs (see fuzzy.ts): its recency (newest
 * message ID) and unread count.
 */
import type { NarrowTerm } from '../api/types/narrow';
import { topicKey } from '../store/keys';
import { personName } from '../store/people-to-come';
import type { ParleyState } from '../store/state';
import type { UnreadCounts } from '../store/unread-counts';
import { isTopicMuted } from '../store/unread-counts';
import type { Rankable } from './fuzzy';
import { topicDisplayName } from './narrow-title';
import { narrowToHash } from './narrow-url';
import { visibleEmail } from './user-card';

export type PaletteKind = 'channel' | 'topic' | 'dm' | 'person' | 'view' | 'setting' | 'action';

/** How each kind is named beside its results. */
export const KIND_LABELS: Record<PaletteKind, string> = {
  channel: 'Channel',
  topic: 'Topic',
  dm: 'Direct message',
  person: 'Person',
  view: 'View',
  setting: 'Setting',
  action: 'Action',
};

export interface PaletteEntry extends Rankable {
  key: string;
  kind: PaletteKind;
  /** A second line: the topic's channel, a person's email. */
  detail?: string;
  /** Where choosing it goes. A person's entry opens their card (user_id) instead. */
  hash?: string;
  user_id?: number;
  /** For the kind icon: a view's icon name. */
  icon?: string;
  recency: number;
  unread: number;
}

type PaletteState = Pick<
  ParleyState,
  | 'channels'
  | 'subscriptions'
  | 'topics'
  | 'users'
  | 'current_user_id'
  | 'dmConversations'
  | 'userTopics'
  | 'realm'
  | 'awaitingPeople'
>;

export const VIEWS: readonly PaletteEntry[] = [
  ['inbox', 'Inbox', '#inbox'],
  ['clock', 'Recent conversations', '#recent'],
  ['feed', 'Combined feed', '#feed'],
  ['at', 'Mentions', '#narrow/is/mentioned'],
  ['star', 'Starred messages', '#narrow/is/starred'],
  ['pencil', 'Drafts', '#drafts'],
].map(([icon, text, hash]) => ({
  key: `view:${hash}`,
  kind: 'view',
  text: text!,
  hash: hash!,
  icon: icon!,
  recency: 0,
  unread: 0,
}));

const names = (state: PaletteState) => ({
  channelName: (id: number) => state.channels[id]?.name,
  userName: (id: number) => state.users[id]?.full_name,
});

const dmHash = (state: PaletteState, user_ids: number[]) =>
  narrowToHash([{ operator: 'dm', operand: user_ids }], names(state));

export const topicNarrow = (stream_id: number, topic: string): NarrowTerm[] => [
  { operator: 'channel', operand: stream_id },
  { operator: 'topic', operand: topic },
];

function channelEntries(state: PaletteState, counts: UnreadCounts): PaletteEntry[] {
  const out: PaletteEntry[] = [];
  for (const channel of Object.values(state.channels)) {
    if (channel.is_archived) continue;
    const subscribed = state.subscriptions[channel.stream_id] !== undefined;
    let recency = 0;
    for (const t of state.topics[channel.stream_id]?.byName.values() ?? []) {
      recency = Math.max(recency, t.max_id);
    }
    const entry: PaletteEntry = {
      key: `channel:${channel.stream_id}`,
      kind: 'channel',
      text: channel.name,
      hash: narrowToHash([{ operator: 'channel', operand: channel.stream_id }], names(state)),
      recency,
      unread: counts.channels[channel.stream_id] ?? 0,
    };
    if (!subscribed) entry.detail = 'Not subscribed';
    out.push(entry);
  }
  return out;
}

/** Topics the store knows of in subscribed channels, and any with unread messages. */
function topicEntries(state: PaletteState, counts: UnreadCounts): PaletteEntry[] {
  const found = new Map<string, { stream_id: number; name: string; max_id: number }>();
  for (const [id, topics] of Object.entries(state.topics)) {
    const stream_id = Number(id);
    if (!state.subscriptions[stream_id]) continue;
    for (const t of topics.byName.values()) {
      found.set(topicKey(stream_id, t.name), { stream_id, name: t.name, max_id: t.max_id });
    }
  }
  for (const [key, t] of Object.entries(counts.topics)) {
    if (!found.has(key) && state.subscriptions[t.stream_id]) {
      found.set(key, { stream_id: t.stream_id, name: t.topic, max_id: 0 });
    }
  }
  const out: PaletteEntry[] = [];
  for (const [key, t] of found) {
    const channel = state.channels[t.stream_id];
    if (!channel || channel.is_archived) continue;
    const text = topicDisplayName(state.realm, t.name);
    const muted = isTopicMuted(state, t.stream_id, t.name);
    out.push({
      key: `topic:${key}`,
      kind: 'topic',
      text,
      detail: `#${channel.name}`,
      alt: `${channel.name} ${text}`,
      hash: narrowToHash(topicNarrow(t.stream_id, t.name), names(state)),
      recency: t.max_id,
      unread: muted ? 0 : (counts.topics[key]?.count ?? 0),
    });
  }
  return out;
}

const isPerson = (u: ParleyState['users'][number]) => u.is_active && !u.is_bot;

/**
 * A DM conversation's entry. Its address is made when asked for (only the one chosen is): a
 * large organization's palette has one for each of 10,000 people, made as it opens.
 */
class DmEntry implements PaletteEntry {
  readonly kind = 'dm' as const;
  constructor(
    readonly key: string,
    readonly text: string,
    readonly recency: number,
    readonly unread: number,
    private readonly state: PaletteState,
    /** The others (or the user alone, for a self-DM). */
    private readonly user_ids: number[],
  ) {}

  get hash(): string {
    return dmHash(this.state, this.user_ids);
  }
}

/**
 * Direct messages: every conversation the user has had, and one with each person (active,
 * not a bot) not yet written to, so that any person's conversation is a jump away.
 */
function dmEntries(state: PaletteState, counts: UnreadCounts): PaletteEntry[] {
  const self = state.current_user_id;
  const out: PaletteEntry[] = [];
  const userName = (id: number) => personName(state, id);
  const seen = new Set<string>();
  for (const [key, c] of Object.entries(state.dmConversations)) {
    seen.add(key);
    const others = c.user_ids.filter((id) => id !== self);
    const text =
      others.length === 0
        ? `${userName(self)} (you)`
        : others
            .map(userName)
            .sort((a, b) => a.localeCompare(b))
            .join(', ');
    const ids = others.length === 0 ? [self] : others;
    out.push(new DmEntry(`dm:${key}`, text, c.max_message_id, counts.dms[key] ?? 0, state, ids));
  }
  for (const u of Object.values(state.users)) {
    // A one-to-one conversation's key is the other's ID (store/keys.ts dmKey).
    const key = String(u.user_id);
    if (u.user_id === self || !isPerson(u) || seen.has(key)) continue;
    out.push(
      new DmEntry(`dm:${key}`, userName(u.user_id), 0, counts.dms[key] ?? 0, state, [u.user_id]),
    );
  }
  return out;
}

/** People (active, not bots, not oneself): choosing one opens their card. */
function personEntries(state: PaletteState, counts: UnreadCounts): PaletteEntry[] {
  const self = state.current_user_id;
  return Object.values(state.users)
    .filter((u) => u.user_id !== self && isPerson(u))
    .map((u) => {
      const key = String(u.user_id);
      return {
        key: `person:${u.user_id}`,
        kind: 'person' as const,
        text: u.full_name,
        detail: visibleEmail(u),
        user_id: u.user_id,
        recency: state.dmConversations[key]?.max_message_id ?? 0,
        unread: counts.dms[key] ?? 0,
      };
    });
}

/** Everything the palette can go to, in no particular order (ranking orders it). */
export function paletteDestinations(state: PaletteState, counts: UnreadCounts): PaletteEntry[] {
  return [
    ...channelEntries(state, counts),
    ...topicEntries(state, counts),
    ...dmEntries(state, counts),
    ...personEntries(state, counts),
    ...VIEWS,
  ];
}

/** The key of the entry for a topic or DM conversation (`dm` a dmKey). */
export const conversationKey = (where: {
  stream_id?: number;
  topic?: string;
  dm?: string;
}): string | undefined =>
  where.dm !== undefined
    ? `dm:${where.dm}`
    : where.stream_id !== undefined && where.topic !== undefined
      ? `topic:${topicKey(where.stream_id, where.topic)}`
      : undefined;

/**
 * What an empty query shows first: the most recent conversations (topics and DMs), but the one
 * in view (`here`, a conversationKey).
 */
export function recentConversations(
  entries: readonly PaletteEntry[],
  here?: string,
  limit = 6,
): PaletteEntry[] {
  return entries
    .filter((e) => (e.kind === 'topic' || e.kind === 'dm') && e.recency > 0 && e.key !== here)
    .sort((a, b) => b.recency - a.recency)
    .slice(0, limit);
}
