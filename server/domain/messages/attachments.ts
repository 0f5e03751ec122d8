/** Attachments as the API shows them, and which uploads a message claims. */
import {
  type AttachmentRow,
  attachmentsOfMessage,
  getAttachmentByPath,
  messagesOfAttachment,
  setMessageAttachments,
} from '../../db/attachments';
import type { Db } from '../../db/database';
import { setHasAttachment } from '../../db/messages';
import type { UserRow } from '../../db/users';
import { canReadAttachment } from './access';

/** The API's Attachment object. */
export function attachmentToApi(db: Db, a: AttachmentRow) {
  return {
    id: a.id,
    name: a.name,
    path_id: a.path_id,
    size: a.size,
    // Zulip reports attachment times in milliseconds.
    create_time: a.create_time * 1000,
    messages: messagesOfAttachment(db, a.id).map((m) => ({
      id: m.id,
      date_sent: m.date_sent * 1000,
    })),
  };
}

/**
 * Links a message to the uploads its content refers to, replacing earlier links; sets
 * has_attachment. Like Zulip's do_claim_attachments, only uploads the sender may already
 * open (canReadAttachment) or that the message already links to are claimed: knowing an
 * upload's URL is not enough to share it. Returns the attachments the message no longer
 * refers to.
 */
export function claimAttachments(
  db: Db,
  sender: UserRow,
  messageId: number,
  pathIds: readonly string[],
): AttachmentRow[] {
  const before = attachmentsOfMessage(db, messageId);
  const claimed: AttachmentRow[] = [];
  for (const pathId of pathIds) {
    const a = getAttachmentByPath(db, pathId);
    if (!a) continue;
    if (before.some((b) => b.id === a.id) || canReadAttachment(db, sender, a)) {
      claimed.push(a);
    }
  }
  setMessageAttachments(
    db,
    messageId,
    claimed.map((a) => a.id),
  );
  setHasAttachment(db, messageId, claimed.length > 0);
  return before.filter((b) => !claimed.some((c) => c.id === b.id));
}
