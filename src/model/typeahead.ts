/**
 * The compose box's typeaheads: which one the text before the cursor asks for (`@` people,
 * groups and wildcards; `#` channels and `#**channel>` topics; `:` emoji), what it offers, and
 * the Markdown a choice becomes — Zulip's own syntax, as the server parses it.
 */
import type { UserGroup } from '../api/types/models';
import type { ParleyState } from '../store/state';
import { subscriberCount } from '../store/subscriptions';
import { compareText } from './collate';
import type { ComposeTarget } from './compose-target';
import { isUserInGroupSetting } from './permissions';
import { fold, rankBy, type SuggestedUser, userSuggestions } from './suggest';

export type Token =
  | { kind: 'mention'; start: number; end: number; query: string; silent: boolean }
  | { kind: 'channel'; start: number; end: number; query: string }
  | { kind: 'topic'; start: number; end: number; query: string; channel: string }
  | { kind: 'emoji'; start: number; end: number; query: string };

// Each trigger starts a word: at the start, or after a space or an opening bracket/quote.
const BEFORE = String.raw`(?:^|(?<=[\s(\[{"']))`;
const MENTION = new RegExp(`${BEFORE}@(_?)(?:\\*\\*?)?([^\\n@*]{0,40})$`);
const TOPIC = new RegExp(`${BEFORE}#\\*\\*([^\\n*>]+?)(?:\\*\\*)?>([^\\n*]{0,60})$`);
const CHANNEL = new RegExp(`${BEFORE}#(?:\\*\\*)?([^\\s#*>][^\\n#*>]{0,39})?$`);
const EMOJI = new RegExp(`${BEFORE}:([a-z0-9_+-]{2,30})$`, 'i');

/**
 * The typeahead the text before `caret` asks for, if any; of several (`@` and `#` take spaces,
 * for names that have them), the one begun last.
 */
export function tokenAt(text: string, caret: number): Token | undefined {
  const line = text.slice(text.lastIndexOf('\n', caret - 1) + 1, caret);
  const at = caret - line.length;
  const found: Token[] = [];
  let m = MENTION.exec(line);
  if (m && !/\s{2}/.test(m[2]!) && !m[2]!.startsWith(' ')) {
    found.push({
      kind: 'mention',
      start: at + m.index,
      end: caret,
      query: m[2]!,
      silent: m[1] === '_',
    });
  }
  m = TOPIC.exec(line);
  if (m)
    found.push({ kind: 'topic', start: at + m.index, end: caret, channel: m[1]!, query: m[2]! });
  m = CHANNEL.exec(line);
  if (m && !/\s{2}/.test(m[1] ?? '')) {
    found.push({ kind: 'channel', start: at + m.index, end: caret, query: m[1] ?? '' });
  }
  m = EMOJI.exec(line);
  if (m) found.push({ kind: 'emoji', start: at + m.index, end: caret, query: m[1]! });
  // A topic link is also a channel token; the topic wins (it starts at the same #).
  return found.reduce<Token | undefined>(
    (best, t) => (!best || t.start > best.start ? t : best),
    undefined,
  );
}

export type MentionItem =
  | { kind: 'user'; user: SuggestedUser }
  | { kind: 'group'; group: UserGroup }
  | { kind: 'wildcard'; name: string; description: string };

export type MentionState = Pick<
  ParleyState,
  'users' | 'groups' | 'current_user_id' | 'realm' | 'subscribers' | 'channels' | 'dmConversations'
>;

/** Zulip's wildcard_mention_threshold: more recipients than this need the permission. */
export const WILDCARD_THRESHOLD = 15;

/**
 * The wildcards this message may use. Silent ones notify nobody and are always allowed; the
 * others follow the server: anyone below the threshold, else `can_mention_many_users_group`.
 */
export function allowedWildcards(
  state: MentionState,
  target: ComposeTarget,
  silent: boolean,
): MentionItem[] {
  const names =
    target.type === 'private'
      ? [
          ['all', 'Notify everyone'],
          ['everyone', 'Notify everyone'],
        ]
      : [
          ['all', 'Notify channel'],
          ['everyone', 'Notify channel'],
          ['channel', 'Notify channel'],
          ['topic', 'Notify topic'],
        ];
  let may = silent || target.type === 'private';
  if (!may && target.type === 'stream') {
    const many = state.realm.can_mention_many_users_group;
    const count =
      target.stream_id === undefined ? undefined : subscriberCount(state, target.stream_id);
    may =
      (count !== undefined && count <= WILDCARD_THRESHOLD) ||
      (many !== undefined && isUserInGroupSetting(many as never, { ...state, realm: state.realm }));
  }
  return may
    ? names.map(([name, description]) => ({
        kind: 'wildcard',
        name: name!,
        description: description!,
      }))
    : [];
}

/**
 * Groups the user may mention: those whose `can_mention_group` includes them (any group,
 * silently); system groups (role:…) only silently, deactivated ones never.
 */
export function mentionableGroups(state: MentionState, silent: boolean): UserGroup[] {
  const hit = groupLists.get(state.groups);
  const key = silent ? 'silent' : 'loud';
  if (hit?.realm === state.realm && hit.users === state.users && hit[key]) return hit[key];
  const ctx = { ...state, realm: state.realm };
  const list = Object.values(state.groups)
    .filter((g) => !g.deactivated)
    .filter((g) =>
      g.is_system_group ? silent : silent || isUserInGroupSetting(g.can_mention_group, ctx),
    )
    .sort((a, b) => compareText(a.name, b.name));
  const entry =
    hit?.realm === state.realm && hit.users === state.users
      ? hit
      : { realm: state.realm, users: state.users };
  entry[key] = list;
  groupLists.set(state.groups, entry);
  return list;
}

// Worked out once per change of the groups (not per keystroke: hundreds of groups).
const groupLists = new WeakMap<
  object,
  { realm: object; users: object; silent?: UserGroup[]; loud?: UserGroup[] }
>();

/** What `@query` offers: people, then groups, then wildcards, best match first within each. */
export function mentionSuggestions(
  state: MentionState,
  target: ComposeTarget,
  query: string,
  silent: boolean,
  limit = 8,
): MentionItem[] {
  const users: MentionItem[] = userSuggestions(state, query, { limit }).map((user) => ({
    kind: 'user',
    user,
  }));
  const groups: MentionItem[] = rankBy(
    mentionableGroups(state, silent),
    query,
    (g) => [g.name],
    limit,
  ).map((group) => ({ kind: 'group', group }));
  const wildcards = rankBy(
    allowedWildcards(state, target, silent),
    query,
    (w) => [w.kind === 'wildcard' ? w.name : ''],
    limit,
  );
  // A wildcard typed out in full comes first: `@all` means everyone, not Allison.
  const exact = wildcards.filter((w) => w.kind === 'wildcard' && w.name === fold(query.trim()));
  const rest = wildcards.filter((w) => !exact.includes(w));
  return [...exact, ...users, ...groups, ...rest].slice(0, limit);
}

/** The mention syntax for a choice; a name shared by two people carries the ID. */
export function mentionText(
  item: MentionItem,
  silent: boolean,
  state: Pick<ParleyState, 'users'>,
): string {
  const at = silent ? '@_' : '@';
  switch (item.kind) {
    case 'user': {
      const name = item.user.full_name;
      const shared = Object.values(state.users).some(
        (u) => u.user_id !== item.user.user_id && u.full_name === name,
      );
      return `${at}**${shared ? `${name}|${item.user.user_id}` : name}** `;
    }
    case 'group':
      return `${at}*${item.group.name}* `;
    case 'wildcard':
      return `${at}**${item.name}** `;
  }
}

export const channelLinkText = (channel: string) => `#**${channel}** `;
export const topicLinkText = (channel: string, topic: string) => `#**${channel}>${topic}** `;

/**
 * What `>` makes of a channel in the suggestions: its link opened for a topic (`#**Verona>`),
 * as Zulip's; none for a name the link syntax cannot hold.
 */
export const topicLinkStart = (channel: string): string | undefined =>
  /[*>\n]/.test(channel) ? undefined : `#**${channel}>`;

// A channel link ending just before the cursor: typed, or as a pick leaves it (with a space).
const CHANNEL_LINK = new RegExp(`${BEFORE}#\\*\\*([^\\n*>]+)\\*\\* ?$`);

/** Text to put in place of `start`..`end`. */
export interface Replacement {
  start: number;
  end: number;
  text: string;
}

/**
 * Zulip's jump into a channel link: `>` typed right after `#**Verona**` (or `#**Verona** `)
 * reopens it for a topic, `#**Verona>`. What to replace before `caret`, and the channel's name.
 */
export function topicJump(
  text: string,
  caret: number,
): (Replacement & { channel: string }) | undefined {
  const line = text.slice(text.lastIndexOf('\n', caret - 1) + 1, caret);
  const m = CHANNEL_LINK.exec(line);
  if (!m) return undefined;
  const channel = m[1]!;
  const start = caret - line.length + m.index;
  return { start, end: caret, text: `#**${channel}>`, channel };
}

export const emojiText = (name: string) => `:${name}: `;

export interface EmojiName {
  name: string;
  /** The unicode emoji itself, or the image URL of a custom one. */
  glyph?: string;
  url?: string;
}

/** Emoji whose name (or alias) matches, best first. */
export function emojiSuggestions(
  emoji: readonly EmojiName[],
  query: string,
  limit = 8,
): EmojiName[] {
  return rankBy(emoji, query.replace(/[_-]/g, ' '), (e) => [e.name.replace(/[_-]/g, ' ')], limit);
}
