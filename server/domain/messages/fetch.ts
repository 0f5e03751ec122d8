/** Fetching messages: GET /messages by anchor or by IDs, and matches_narrow. */
import type { Message } from '../../../src/api/types/models';
import type { Db } from '../../db/database';
import {
  firstUnreadId,
  type IdAndFlags,
  type MessageQuery,
  type MessageWithFlags,
  matchingIds,
  queryMessageIds,
} from '../../db/message-query';
import { getMessages, nthNewestMessageId } from '../../db/messages';
import type { UserRow } from '../../db/users';
import { badRequest } from '../errors';
import { accessMessage } from './access';
import { messagesToApi } from './message-to-api';
import { type NarrowTerm, type ResolvedNarrow, resolveNarrow } from './narrow';
import { highlightMatches } from './search';

/** Zulip's LARGER_THAN_MAX_MESSAGE_ID: the numeric value of anchor "newest". */
export const NEWEST_ANCHOR = 10000000000000000;
export const MAX_MESSAGES_PER_FETCH = 5000;

export type Anchor = number | 'newest' | 'oldest' | 'first_unread';

/**
 * The `anchor` parameter: an ID or one of the named anchors. Like Zulip's parse_anchor_value,
 * negative IDs mean 0 and IDs past LARGER_THAN_MAX_MESSAGE_ID mean that; an ID in between that
 * a JavaScript number cannot hold exactly is refused rather than silently rounded.
 */
export function parseAnchor(raw: string): Anchor {
  if (raw === 'newest' || raw === 'oldest' || raw === 'first_unread') return raw;
  const digits = raw.trim();
  if (!/^[-+]?\d+$/.test(digits)) throw badRequest('Invalid anchor');
  const value = BigInt(digits);
  if (value < 0n) return 0;
  if (value >= BigInt(NEWEST_ANCHOR)) return NEWEST_ANCHOR;
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw badRequest('Invalid anchor');
  return Number(value);
}

export interface Range {
  anchor: Anchor;
  numBefore: number;
  numAfter: number;
  includeAnchor: boolean;
}

export interface Page {
  rows: MessageWithFlags[];
  anchor: number;
  found_anchor: boolean;
  found_oldest: boolean;
  found_newest: boolean;
  history_limited: boolean;
}

function numericAnchor(db: Db, narrow: ResolvedNarrow, anchor: Anchor): number {
  if (anchor === 'newest') return NEWEST_ANCHOR;
  if (anchor === 'oldest') return 0;
  if (anchor !== 'first_unread') return anchor;
  // Muted conversations do not pull the view back, as in Zulip's find_first_unread_anchor.
  const query: MessageQuery = narrow.hasChannel
    ? narrow.query
    : { ...narrow.query, filters: [...narrow.query.filters, { kind: 'muted', negated: true }] };
  return firstUnreadId(db, query) ?? NEWEST_ANCHOR;
}

/**
 * Zulip's limit_query_to_range + post_process_limited_query. Messages before
 * `firstVisibleId` (a message-visibility limit, 0 for none) are left out; when that hides
 * older messages of the narrow, the page says `history_limited`.
 */
export function fetchRange(db: Db, narrow: ResolvedNarrow, range: Range, firstVisibleId = 0): Page {
  const { includeAnchor } = range;
  let { numBefore, numAfter } = range;
  if (numBefore + numAfter > MAX_MESSAGES_PER_FETCH) {
    throw badRequest(`Too many messages requested (maximum ${MAX_MESSAGES_PER_FETCH}).`);
  }
  if (!includeAnchor && numBefore > 0 && numAfter > 0) {
    throw badRequest('The anchor can only be excluded at an end of the range');
  }
  const anchor = numericAnchor(db, narrow, range.anchor);
  const toLeft = anchor === 0;
  const toRight = anchor >= NEWEST_ANCHOR;
  if (toRight) numAfter = 0;
  const q = narrow.query;
  const rows: MessageWithFlags[] = [];
  const needBefore = !toLeft && numBefore > 0;
  const needAfter = !toRight && numAfter > 0;
  if (needBefore) {
    const maxId = toRight ? null : needAfter || !includeAnchor ? anchor - 1 : anchor;
    const limit = numBefore + (!needAfter && !toRight && includeAnchor ? 1 : 0);
    rows.push(...queryMessageIds(db, q, { side: 'before', maxId, limit }));
  }
  if (needAfter) {
    const minId = toLeft ? null : needBefore || includeAnchor ? anchor : anchor + 1;
    const limit = numAfter + (needBefore || includeAnchor ? 1 : 0);
    rows.push(...queryMessageIds(db, q, { side: 'after', minId, limit }));
  }
  if (!needBefore && !needAfter) {
    rows.push(
      ...queryMessageIds(db, q, { side: 'after', minId: anchor, limit: 1 }).filter(
        (r) => r.id === anchor,
      ),
    );
  }
  const visible = firstVisibleId > 0 ? rows.filter((r) => r.id >= firstVisibleId) : rows;
  const limited = visible.length !== rows.length;
  let before = toRight ? visible : visible.filter((r) => r.id < anchor);
  const at = toRight ? [] : visible.filter((r) => r.id === anchor);
  let after = toRight ? [] : visible.filter((r) => r.id > anchor);
  if (numBefore) before = before.slice(-numBefore);
  if (numAfter) after = after.slice(0, numAfter);
  const foundOldest = toLeft || before.length < numBefore;
  return {
    rows: [...before, ...at, ...after],
    anchor,
    found_anchor: at.length === 1,
    found_oldest: foundOldest,
    found_newest: toRight || after.length < numAfter,
    history_limited: limited && foundOldest,
  };
}

/** Messages in the API's shape with the viewer's flags and, for searches, the highlights. */
function present(
  db: Db,
  rows: readonly IdAndFlags[],
  search: string | undefined,
  applyMarkdown: boolean,
): Message[] {
  // Rows from a page query already hold the message; others are read here.
  const stored = rows.every((r) => 'rendered_content' in r)
    ? (rows as MessageWithFlags[])
    : getMessages(
        db,
        rows.map((r) => r.id),
      );
  const flags = new Map(rows.map((r) => [r.id, r.flags]));
  const messages = messagesToApi(db, stored, { applyMarkdown, flags });
  if (search === undefined) return messages;
  const matches = highlightMatches(db, search, stored);
  return messages.map((m, i) => ({ ...m, ...matches[i] }));
}

export interface FetchRequest extends Range {
  narrow: readonly NarrowTerm[];
  applyMarkdown: boolean;
}

/**
 * The first message a realm limited to its `limit` most recent messages shows (Zulip's
 * first_visible_message_id for a plan's message_visibility_limit); 0 when nothing is hidden.
 */
export const firstVisibleMessageId = (db: Db, limit: number): number =>
  limit > 0 ? (nthNewestMessageId(db, limit) ?? 0) : 0;

/** GET /messages with an anchor; `visibilityLimit` is the server's message-visibility limit. */
export function fetchMessages(db: Db, user: UserRow, req: FetchRequest, visibilityLimit = 0) {
  const narrow = resolveNarrow(db, user, req.narrow);
  const page = fetchRange(db, narrow, req, firstVisibleMessageId(db, visibilityLimit));
  return {
    anchor: page.anchor,
    found_anchor: page.found_anchor,
    found_oldest: page.found_oldest,
    found_newest: page.found_newest,
    history_limited: page.history_limited,
    messages: present(db, page.rows, narrow.search, req.applyMarkdown),
  };
}

/** GET /messages with message_ids: those of the IDs the user may read and the narrow matches. */
export function fetchMessagesByIds(
  db: Db,
  user: UserRow,
  ids: readonly number[],
  narrowTerms: readonly NarrowTerm[],
  applyMarkdown: boolean,
) {
  const narrow = resolveNarrow(db, user, narrowTerms);
  const rows: IdAndFlags[] = [];
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    try {
      const { flags } = accessMessage(db, user, id);
      rows.push({ id, flags: flags ?? HISTORICAL });
    } catch {
      // Inaccessible and missing IDs are left out, as Zulip does.
    }
  }
  const matching = narrowTerms.length
    ? new Set(
        matchingIds(
          db,
          { ...narrow.query, includeHistory: true },
          rows.map((r) => r.id),
        ).map((r) => r.id),
      )
    : undefined;
  const kept = matching ? rows.filter((r) => matching.has(r.id)) : rows;
  return { messages: present(db, kept, narrow.search, applyMarkdown) };
}

const HISTORICAL = 1 | 128;

/** GET /messages/{message_id}. */
export function fetchSingleMessage(db: Db, user: UserRow, id: number, applyMarkdown: boolean) {
  const { message, flags } = accessMessage(db, user, id);
  const [api] = messagesToApi(db, [message], {
    applyMarkdown,
    flags: new Map([[id, flags ?? HISTORICAL]]),
  });
  return { raw_content: message.content, message: api as Message };
}

/** GET /messages/matches_narrow: which of the IDs match, with search highlights. */
export function matchesNarrow(
  db: Db,
  user: UserRow,
  ids: readonly number[],
  narrowTerms: readonly NarrowTerm[],
) {
  const narrow = resolveNarrow(db, user, narrowTerms);
  const accessible = ids.filter((id) => {
    try {
      accessMessage(db, user, id);
      return true;
    } catch {
      return false;
    }
  });
  const rows = matchingIds(db, { ...narrow.query, includeHistory: true }, accessible);
  const stored = getMessages(
    db,
    rows.map((r) => r.id),
  );
  const highlights = narrow.search
    ? highlightMatches(db, narrow.search, stored)
    : stored.map((m) => ({ match_content: m.rendered_content, match_subject: m.topic }));
  const messages: Record<string, { match_content: string; match_subject: string }> = {};
  stored.forEach((m, i) => {
    messages[String(m.id)] = highlights[i]!;
  });
  return { messages };
}
