/** A channel's first_message_id, and the stream events when it changes. */
import type { Db } from '../../db/database';
import { firstMessageIdOf, getStreamById } from '../../db/streams';
import { channelMetadataAudience } from '../channels';
import type { Notice } from '../notices';

/**
 * A channel's `first_message_id` changes when its first message is sent, or when messages
 * are moved or deleted; clients learn of it from a `stream` update, as from a Zulip server.
 * Take `before` ahead of the change and ask for the notices after it.
 */
export function firstMessageIds(
  db: Db,
  streamIds: Iterable<number | null>,
): Map<number, number | null> {
  const out = new Map<number, number | null>();
  for (const id of streamIds)
    if (id !== null && !out.has(id)) out.set(id, firstMessageIdOf(db, id));
  return out;
}

export function firstMessageIdNotices(
  db: Db,
  before: ReadonlyMap<number, number | null>,
): Notice[] {
  const notices: Notice[] = [];
  for (const [streamId, old] of before) {
    const value = firstMessageIdOf(db, streamId);
    const stream = getStreamById(db, streamId);
    if (value === old || !stream) continue;
    notices.push({
      event: {
        type: 'stream',
        op: 'update',
        stream_id: streamId,
        name: stream.name,
        property: 'first_message_id',
        value,
      },
      users: channelMetadataAudience(db, stream),
    });
  }
  return notices;
}
