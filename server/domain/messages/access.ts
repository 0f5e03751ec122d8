import { type AttachmentRow, messagesOfAttachment } from '../../db/attachments';
import type { Db } from '../../db/database';
import { getMessage, type MessageRow } from '../../db/messages';
import { getStreamById, type StreamRow } from '../../db/streams';
import { userMessageFlags } from '../../db/user-messages';
import type { UserRow } from '../../db/users';
import { invalidMessage } from '../errors';
import { isGuest, isSubscribed } from '../permissions';

/**
 * Who may read which message, following Zulip's has_message_access and
 * can_access_stream_history: a user "has" a message iff a user_messages row exists.
 */

/** Whether the user may read the channel's whole history without having rows for it. */
export function canAccessStreamHistory(db: Db, user: UserRow, s: StreamRow): boolean {
  if (s.is_web_public === 1) return true;
  if (s.invite_only === 0 && !isGuest(user)) return true;
  if (s.history_public_to_subscribers === 1) return isSubscribed(db, user, s);
  return false;
}

/** Whether the user may read message `m`, given whether they have a row for it. */
export function hasMessageAccess(
  db: Db,
  user: UserRow,
  m: MessageRow,
  hasRow: boolean,
  stream: StreamRow | undefined = m.stream_id === null ? undefined : getStreamById(db, m.stream_id),
): boolean {
  if (m.stream_id === null || !stream) return hasRow;
  if (stream.invite_only === 0 && !isGuest(user)) return true;
  if (stream.history_public_to_subscribers === 0) return hasRow && isSubscribed(db, user, stream);
  return isSubscribed(db, user, stream);
}

export interface AccessedMessage {
  message: MessageRow;
  /** The user's flag bits, or undefined without a user_messages row. */
  flags: number | undefined;
}

/** The message if the user may read it, else "Invalid message(s)". */
export function accessMessage(db: Db, user: UserRow, messageId: number): AccessedMessage {
  const message = getMessage(db, messageId);
  if (!message) throw invalidMessage();
  const flags = userMessageFlags(db, user.id, messageId);
  if (!hasMessageAccess(db, user, message, flags !== undefined)) throw invalidMessage();
  return { message, flags };
}

/**
 * Whether the user may open an upload: its uploader, and anyone who may read a message that
 * links to it. Zulip's validate_attachment_request; the same rule decides which uploads a
 * sender may claim for a new message, so posting a URL never grants access by itself.
 */
export function canReadAttachment(db: Db, user: UserRow, a: AttachmentRow): boolean {
  if (a.owner_id === user.id) return true;
  return messagesOfAttachment(db, a.id).some((ref) => {
    const m = getMessage(db, ref.id);
    return (
      m !== undefined &&
      hasMessageAccess(db, user, m, userMessageFlags(db, user.id, m.id) !== undefined)
    );
  });
}
