/** A channel's topics: GET /users/me/{stream_id}/topics. */
import type { Db } from '../../db/database';
import { streamTopics, streamTopicsForUser } from '../../db/messages';
import { getStreamById } from '../../db/streams';
import type { UserRow } from '../../db/users';
import { badRequest } from '../errors';
import { canAccessChannel, canAccessStreamHistory } from '../permissions';
import { loadRealm } from '../realm';
import { displayTopic } from './limits';

/** GET /users/me/{stream_id}/topics: the topics the user can see, most recent first. */
export function channelTopics(db: Db, user: UserRow, streamId: number, allowEmptyTopic: boolean) {
  const s = getStreamById(db, streamId);
  if (!s || !canAccessChannel(db, user, s)) throw badRequest('Invalid channel ID');
  const rows = canAccessStreamHistory(db, user, s)
    ? streamTopics(db, s.id)
    : streamTopicsForUser(db, s.id, user.id);
  const realm = loadRealm(db).settings;
  return {
    topics: rows.map((r) => ({
      max_id: r.max_id,
      name: displayTopic(r.name, allowEmptyTopic, realm),
    })),
  };
}
