/** Narrows: the parameter, its limits, and terms resolved for a message query. */
import { z } from 'zod';
import type { Db } from '../../db/database';
import { FLAG_BITS } from '../../db/flags';
import type { MessageFilter, MessageQuery } from '../../db/message-query';
import { findDirectRecipient, getMessage } from '../../db/messages';
import { getStreamById, getStreamByName, listStreams, type StreamRow } from '../../db/streams';
import { userMessageFlags } from '../../db/user-messages';
import { getUserById, type UserRow } from '../../db/users';
import { userByEmail } from '../emails';
import { ApiError, badRequest } from '../errors';
import { canAccessStreamHistory, hasMessageAccess, isGuest } from '../permissions';
import { ftsQuery } from './search';

/** One narrow term as the API sends it (the legacy [operator, operand] form is converted). */
export interface NarrowTerm {
  operator: string;
  operand: string | number | number[];
  negated?: boolean;
}

const operand = z.union([z.string(), z.number().int(), z.array(z.number().int())]);

/**
 * Terms in one narrow: far more than anyone composes, and few enough that a narrow's SQL stays
 * within SQLite's limits (an expression tree 1000 deep) and a queue's filter stays cheap.
 */
export const MAX_NARROW_TERMS = 100;
const NARROW_TOO_LONG = `A narrow has at most ${MAX_NARROW_TERMS} terms.`;

/** The error for a longer narrow, as the `narrow` parameter's other errors read. */
export const narrowTooLong = () =>
  badRequest(`Invalid narrow: ${NARROW_TOO_LONG}`, { var_name: 'narrow' });

/** The `narrow` parameter: [{operator, operand, negated?}] or legacy [[operator, operand]]. */
export const narrowSchema = z
  .array(
    z.union([
      z.object({ operator: z.string(), operand, negated: z.boolean().optional() }),
      z
        .tuple([z.string(), operand])
        .transform(([operator, o]) => ({ operator, operand: o, negated: false })),
    ]),
  )
  .max(MAX_NARROW_TERMS, NARROW_TOO_LONG);

export const badNarrow = (desc: string) =>
  new ApiError(`Invalid narrow operator: ${desc}`, 'BAD_NARROW', 400, { desc });

const ALIASES: Record<string, string> = {
  stream: 'channel',
  streams: 'channels',
  subject: 'topic',
  'pm-with': 'dm',
  'group-pm-with': 'dm-including',
};

const IS_FLAGS: Record<string, number> = {
  starred: FLAG_BITS.starred,
  mentioned:
    FLAG_BITS.mentioned | FLAG_BITS.stream_wildcard_mentioned | FLAG_BITS.topic_wildcard_mentioned,
  alerted: FLAG_BITS.has_alert_word,
};

export interface ResolvedNarrow {
  query: MessageQuery;
  /** The FTS5 query of the `search` terms, for highlighting. */
  search?: string;
  /** Whether a non-negated channel term is present. */
  hasChannel: boolean;
}

function streamOf(db: Db, o: NarrowTerm['operand']): StreamRow {
  const s =
    typeof o === 'number'
      ? getStreamById(db, o)
      : typeof o === 'string'
        ? (getStreamByName(db, o) ?? (/^\d+$/.test(o) ? getStreamById(db, Number(o)) : undefined))
        : undefined;
  if (!s) throw badNarrow(`unknown channel ${String(o)}`);
  return s;
}

function userOf(db: Db, o: string | number, viewer: UserRow): UserRow {
  const u =
    typeof o === 'number'
      ? getUserById(db, o)
      : (userByEmail(db, o.trim(), viewer) ??
        (/^\d+$/.test(o.trim()) ? getUserById(db, Number(o)) : undefined));
  if (!u) throw badNarrow(`unknown user ${String(o)}`);
  return u;
}

function usersOf(db: Db, o: NarrowTerm['operand'], viewer: UserRow): UserRow[] {
  const items = Array.isArray(o) ? o : typeof o === 'number' ? [o] : o.split(',').filter(Boolean);
  if (!items.length) throw badNarrow('empty user list');
  return items.map((i) => userOf(db, typeof i === 'string' ? i.trim() : i, viewer));
}

/** Resolves a narrow for `user`: names to IDs, and whether history without rows is included. */
export function resolveNarrow(
  db: Db,
  user: UserRow,
  narrow: readonly NarrowTerm[],
): ResolvedNarrow {
  const filters: MessageFilter[] = [];
  const searches: string[] = [];
  let includeHistory = false;
  let hasChannel = false;
  let usesUserMessageOnly = false;
  for (const term of narrow) {
    const op = ALIASES[term.operator] ?? term.operator;
    const negated = term.negated === true;
    const o = term.operand;
    const push = (f: MessageFilter) => filters.push(negated ? { ...f, negated } : f);
    switch (op) {
      case 'channel': {
        const s = streamOf(db, o);
        push({ kind: 'stream', streamId: s.id });
        if (!negated) {
          hasChannel = true;
          if (canAccessStreamHistory(db, user, s)) includeHistory = true;
        }
        break;
      }
      case 'channels': {
        if (o !== 'public' && o !== 'web-public') throw badNarrow(`unknown channels operand ${o}`);
        const ids = listStreams(db)
          .filter((s) => (o === 'public' ? s.invite_only === 0 : s.is_web_public === 1))
          .map((s) => s.id);
        push({ kind: 'streams', streamIds: ids });
        if (!negated && (!isGuest(user) || o === 'web-public')) includeHistory = true;
        break;
      }
      case 'topic':
        if (typeof o !== 'string') throw badNarrow('topic must be a string');
        push({ kind: 'topic', topic: o.trim() });
        break;
      case 'dm': {
        const ids = usersOf(db, o, user).map((u) => u.id);
        const recipient = findDirectRecipient(db, [...ids, user.id]);
        push(
          recipient === undefined
            ? { kind: 'nothing' }
            : { kind: 'recipient', recipientId: recipient },
        );
        break;
      }
      case 'dm-including':
        push({ kind: 'dm_including', userId: usersOf(db, o, user)[0]!.id });
        break;
      case 'sender':
        if (Array.isArray(o)) throw badNarrow('sender must be one user');
        push({ kind: 'sender', userId: userOf(db, o, user).id });
        break;
      case 'is':
        switch (o) {
          case 'dm':
          case 'private':
            push({ kind: 'is_dm' });
            usesUserMessageOnly = true;
            break;
          case 'unread':
            filters.push({ kind: 'flags', bits: FLAG_BITS.read, negated: !negated });
            usesUserMessageOnly = true;
            break;
          case 'starred':
          case 'mentioned':
          case 'alerted':
            push({ kind: 'flags', bits: IS_FLAGS[o]! });
            usesUserMessageOnly = true;
            break;
          case 'resolved':
            push({ kind: 'resolved' });
            break;
          case 'followed':
            push({ kind: 'followed' });
            break;
          case 'muted':
            push({ kind: 'muted' });
            break;
          default:
            throw badNarrow(`unknown 'is' operand ${String(o)}`);
        }
        break;
      case 'has':
        if (o !== 'link' && o !== 'image' && o !== 'attachment' && o !== 'reaction') {
          throw badNarrow(`unknown 'has' operand ${String(o)}`);
        }
        push({ kind: 'has', what: o });
        break;
      case 'in':
        if (o === 'home') filters.push({ kind: 'muted', negated: !negated });
        else if (o !== 'all') throw badNarrow(`unknown 'in' operand ${String(o)}`);
        break;
      case 'id':
        if (!/^\d+$/.test(String(o))) throw badNarrow(`invalid message ID ${String(o)}`);
        push({ kind: 'id', id: Number(o) });
        break;
      case 'with': {
        const c = conversationOf(db, user, o);
        filters.push(...c.filters);
        if (c.includeHistory) includeHistory = true;
        break;
      }
      case 'near':
        break;
      case 'search': {
        if (typeof o !== 'string') throw badNarrow('search must be a string');
        const q = ftsQuery(o);
        if (q === null) break;
        push({ kind: 'search', query: q });
        if (!negated) searches.push(q);
        break;
      }
      default:
        throw badNarrow(`unknown operator ${term.operator}`);
    }
  }
  if (usesUserMessageOnly) includeHistory = false;
  return {
    query: { userId: user.id, includeHistory, filters },
    search: searches.length ? searches.join(' AND ') : undefined,
    hasChannel,
  };
}

/** `with:<message_id>`: the conversation the message is now in (nothing if inaccessible). */
function conversationOf(
  db: Db,
  user: UserRow,
  o: NarrowTerm['operand'],
): { filters: MessageFilter[]; includeHistory: boolean } {
  if (!/^\d+$/.test(String(o))) throw badNarrow(`invalid message ID ${String(o)}`);
  const nothing = { filters: [{ kind: 'nothing' as const }], includeHistory: false };
  const m = getMessage(db, Number(o));
  if (!m) return nothing;
  const hasRow = userMessageFlags(db, user.id, m.id) !== undefined;
  if (!hasMessageAccess(db, user, m, hasRow)) return nothing;
  if (m.stream_id === null) {
    return { filters: [{ kind: 'recipient', recipientId: m.recipient_id }], includeHistory: false };
  }
  const s = getStreamById(db, m.stream_id);
  return {
    filters: [
      { kind: 'stream', streamId: m.stream_id },
      { kind: 'topic', topic: m.topic },
    ],
    includeHistory: s !== undefined && canAccessStreamHistory(db, user, s),
  };
}
