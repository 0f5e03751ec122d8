/** Who hears of a change to messages. */
import type { Db } from '../../db/database';
import { activeSubscriberIds, type StreamRow } from '../../db/streams';
import { usersWithMessages } from '../../db/user-messages';

/**
 * Who is told about a change to messages (edits, reactions, deletions): everyone with a
 * row, plus the channel's subscribers when its history is open to them.
 */
export function audienceOf(db: Db, messageIds: readonly number[], stream?: StreamRow): number[] {
  const users = usersWithMessages(db, messageIds);
  if (stream && stream.history_public_to_subscribers === 1) {
    for (const u of activeSubscriberIds(db, stream.id)) users.add(u);
  }
  return [...users].sort((a, b) => a - b);
}
