/** GET /messages/{message_id}/read_receipts: who has read a message, as far as they let it show. */
import type { Db } from '../../db/database';
import { FLAG_BITS } from '../../db/flags';
import { messageUserFlags } from '../../db/user-messages';
import { getUserById, type UserRow } from '../../db/users';
import { badRequest } from '../errors';
import { loadRealm } from '../realm';
import { userSettingsOf } from '../settings';
import { accessMessage } from './access';

/**
 * The active users who have read the message and send read receipts, never its sender (the
 * asker included when they have read it). Refused when the organization turned receipts off.
 */
export function readReceipts(db: Db, user: UserRow, messageId: number): { user_ids: number[] } {
  const { message } = accessMessage(db, user, messageId);
  if (!loadRealm(db).settings.enable_read_receipts) {
    throw badRequest('Read receipts are disabled in this organization.');
  }
  const user_ids: number[] = [];
  for (const [id, bits] of messageUserFlags(db, message.id)) {
    if (id === message.sender_id || (bits & FLAG_BITS.read) === 0) continue;
    const reader = getUserById(db, id);
    if (!reader?.is_active || userSettingsOf(reader).send_read_receipts !== true) continue;
    user_ids.push(id);
  }
  return { user_ids: user_ids.sort((a, b) => a - b) };
}
