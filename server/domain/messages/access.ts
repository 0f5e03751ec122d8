/** Which messages and uploads a user may read. */
import { type AttachmentRow, messagesOfAttachment } from '../../db/attachments';
import type { Db } from '../../db/database';
import { getMessage, type MessageRow } from '../../db/messages';
import { userMessageFlags } from '../../db/user-messages';
import type { UserRow } from '../../db/users';
import { invalidMessage } from '../errors';
import { hasMessageAccess } from '../permissions';

/**
 * Fetching a message, or an upload, for a user who may read it. The rule itself is
 * hasMessageAccess in permissions.ts: a user "has" a message iff a user_messages row exists.
 */

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
