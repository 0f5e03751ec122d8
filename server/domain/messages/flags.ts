/** Message flags (read, starred, ...): by IDs, by narrow, and marking things read. */
import type { Db } from '../../db/database';
import { FLAG_BITS, type FlagName } from '../../db/flags';
import { getMessages } from '../../db/messages';
import { getStreamById } from '../../db/streams';
import {
  changeFlag,
  insertUserMessages,
  unreadIds,
  userHasTopic,
  userMessageFlagsMany,
} from '../../db/user-messages';
import type { UserRow } from '../../db/users';
import { badRequest, invalidMessage } from '../errors';
import { type Notice, type Outcome, outcome } from '../notices';
import { hasMessageAccess, isSubscribed } from '../permissions';
import { type Anchor, fetchRange } from './fetch';
import { type NarrowTerm, resolveNarrow } from './narrow';
import { unreadMessageDetails } from './state';

const EDITABLE = new Set(['read', 'starred', 'collapsed']);
const KNOWN = new Set([...Object.keys(FLAG_BITS), 'wildcard_mentioned']);

function flagBit(flag: string): number {
  if (!KNOWN.has(flag)) {
    throw badRequest(`Invalid flag: '${flag}'`);
  }
  if (!EDITABLE.has(flag)) throw badRequest(`Flag not editable: '${flag}'`);
  return FLAG_BITS[flag as FlagName];
}

export interface FlagsResult {
  /** The IDs the operation applied to. */
  messages: number[];
  /** How many rows actually changed. */
  updatedCount: number;
  ignored_because_not_subscribed_channels: number[];
}

/** Zulip's do_update_message_flags. */
export function updateFlags(
  db: Db,
  user: UserRow,
  op: 'add' | 'remove',
  flag: string,
  requested: readonly number[],
): Outcome<FlagsResult> {
  const bit = flagBit(flag);
  const add = op === 'add';
  let ids = [...new Set(requested)];
  const ignoredChannels = new Set<number>();
  if (flag === 'read' && !add) {
    // Unread channel messages must be in channels the user is subscribed to.
    const subscribed = new Map<number, boolean>();
    const ignored = new Set<number>();
    for (const m of getMessages(db, ids)) {
      if (m.stream_id === null) continue;
      if (!subscribed.has(m.stream_id)) {
        const s = getStreamById(db, m.stream_id);
        subscribed.set(m.stream_id, s !== undefined && isSubscribed(db, user, s));
      }
      if (!subscribed.get(m.stream_id)) {
        ignoredChannels.add(m.stream_id);
        ignored.add(m.id);
      }
    }
    ids = ids.filter((id) => !ignored.has(id));
  }
  return db.transaction(() => {
    const have = userMessageFlagsMany(db, user.id, ids);
    const missing = ids.filter((id) => !have.has(id));
    if (missing.length) {
      // Messages the user may read without having them get a "historical" row.
      const rows = getMessages(db, missing);
      if (
        rows.length !== missing.length ||
        rows.some((m) => !hasMessageAccess(db, user, m, false))
      ) {
        throw invalidMessage();
      }
      insertUserMessages(db, user.id, missing, FLAG_BITS.read | FLAG_BITS.historical);
    }
    const changed = changeFlag(db, user.id, ids, bit, add);
    const notices: Notice[] = [];
    if (changed.length) notices.push(flagsNotice(db, user, op, flag, changed));
    return outcome(
      {
        messages: ids,
        updatedCount: changed.length,
        ignored_because_not_subscribed_channels: [...ignoredChannels].sort((a, b) => a - b),
      },
      notices,
    );
  })();
}

/** The update_message_flags event; removing `read` carries what the unread state needs. */
export function flagsNotice(
  db: Db,
  user: UserRow,
  op: 'add' | 'remove',
  flag: string,
  messages: readonly number[],
): Notice {
  return {
    event: {
      type: 'update_message_flags',
      op,
      operation: op,
      flag,
      messages: [...messages],
      all: false,
      ...(flag === 'read' && op === 'remove'
        ? { message_details: unreadMessageDetails(db, user, messages) }
        : {}),
    },
    users: [user.id],
  };
}

export interface FlagsForNarrowRequest {
  anchor: Anchor;
  includeAnchor: boolean;
  numBefore: number;
  numAfter: number;
  narrow: readonly NarrowTerm[];
  op: 'add' | 'remove';
  flag: string;
}

const MAX_MESSAGES_PER_UPDATE = 5000;

/** POST /messages/flags/narrow. */
export function updateFlagsForNarrow(db: Db, user: UserRow, req: FlagsForNarrowRequest) {
  flagBit(req.flag);
  if (req.numBefore > 0 && req.numAfter > 0 && !req.includeAnchor) {
    throw badRequest('The anchor can only be excluded at an end of the range');
  }
  // Zulip clamps the range to 5000 messages rather than refusing it.
  const numBefore = Math.min(
    req.numBefore,
    Math.max(MAX_MESSAGES_PER_UPDATE - req.numAfter, MAX_MESSAGES_PER_UPDATE / 2),
  );
  const numAfter = Math.min(req.numAfter, MAX_MESSAGES_PER_UPDATE - numBefore);
  const narrow = resolveNarrow(db, user, req.narrow);
  const page = fetchRange(db, narrow, {
    anchor: req.anchor,
    includeAnchor: req.includeAnchor,
    numBefore,
    numAfter,
  });
  const ids = page.rows.map((r) => r.id);
  const result = updateFlags(db, user, req.op, req.flag, ids);
  return outcome(
    {
      processed_count: ids.length,
      updated_count: result.result.updatedCount,
      first_processed_id: ids[0] ?? null,
      last_processed_id: ids[ids.length - 1] ?? null,
      found_oldest: page.found_oldest,
      found_newest: page.found_newest,
    },
    result.notices,
  );
}

function markRead(db: Db, user: UserRow, ids: readonly number[]) {
  return db.transaction(() => {
    const changed = changeFlag(db, user.id, ids, FLAG_BITS.read, true);
    return changed.length ? [flagsNotice(db, user, 'add', 'read', changed)] : [];
  })();
}

/** POST /mark_all_as_read. */
export function markAllAsRead(db: Db, user: UserRow): Outcome<{ complete: boolean }> {
  return outcome({ complete: true }, markRead(db, user, unreadIds(db, user.id)));
}

/** POST /mark_stream_as_read. */
export function markStreamAsRead(
  db: Db,
  user: UserRow,
  streamId: number,
): Outcome<Record<string, never>> {
  const s = getStreamById(db, streamId);
  if (!s || !isSubscribed(db, user, s)) throw badRequest('Invalid channel ID');
  return outcome({}, markRead(db, user, unreadIds(db, user.id, { streamId })));
}

/** POST /mark_topic_as_read. */
export function markTopicAsRead(
  db: Db,
  user: UserRow,
  streamId: number,
  topic: string,
): Outcome<Record<string, never>> {
  const s = getStreamById(db, streamId);
  if (!s || !isSubscribed(db, user, s)) throw badRequest('Invalid channel ID');
  if (!userHasTopic(db, user.id, streamId, topic)) throw badRequest(`No such topic '${topic}'`);
  return outcome({}, markRead(db, user, unreadIds(db, user.id, { streamId, topic })));
}
