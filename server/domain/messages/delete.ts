/** Deleting a message: DELETE /messages/{message_id}. */
import { deleteMessages } from '../../db/messages';
import { getStreamById } from '../../db/streams';
import { getUserById } from '../../db/users';
import { forgetChannelActivity } from '../channel-activity';
import { badRequest } from '../errors';
import { type Outcome, outcome } from '../notices';
import { hasRealmPermission } from '../permissions';
import { loadRealm } from '../realm';
import { accessMessage } from './access';
import type { Actor } from './context';
import { firstMessageIdNotices, firstMessageIds } from './first-message';
import { audienceOf } from './recipients';

/** DELETE /messages/{message_id}: Zulip's validate_can_delete_message, then a delete_message event. */
export function deleteMessage(actor: Actor, messageId: number): Outcome<Record<string, never>> {
  const { services, user } = actor;
  const db = services.db;
  const { message: m } = accessMessage(db, user, messageId);
  if (!hasRealmPermission(db, user, 'can_delete_any_message_group')) {
    const sender = getUserById(db, m.sender_id);
    const own = m.sender_id === user.id || sender?.bot_owner_id === user.id;
    if (!own || !hasRealmPermission(db, user, 'can_delete_own_message_group')) {
      throw badRequest("You don't have permission to delete this message");
    }
    const limit = loadRealm(db).settings.message_content_delete_limit_seconds;
    if (limit !== null && services.now() - m.date_sent > limit) {
      throw badRequest('The time limit for deleting this message has passed');
    }
  }
  const stream = m.stream_id === null ? undefined : getStreamById(db, m.stream_id);
  const users = audienceOf(db, [m.id], stream);
  const firstBefore = firstMessageIds(db, [m.stream_id]);
  db.transaction(() => deleteMessages(db, [m.id]))();
  if (m.stream_id !== null) forgetChannelActivity(db);
  const event =
    m.stream_id === null
      ? { type: 'delete_message', message_ids: [m.id], message_type: 'private' }
      : {
          type: 'delete_message',
          message_ids: [m.id],
          message_type: 'stream',
          stream_id: m.stream_id,
          topic: m.topic,
        };
  return outcome({}, [{ event, users }, ...firstMessageIdNotices(db, firstBefore)]);
}
