/** Who may edit or move a message, and until when. */

import { RESOLVED_TOPIC_PREFIX } from '../../../src/api/constants';
import type { Db } from '../../db/database';
import type { MessageRow } from '../../db/messages';
import { topicMessages } from '../../db/messages';
import { getStreamById, type StreamRow } from '../../db/streams';
import { userTopicMessageIds } from '../../db/user-messages';
import type { UserRow } from '../../db/users';
import { ApiError, badRequest } from '../errors';
import {
  canAccessChannel,
  canAccessStreamHistory,
  hasRealmPermission,
  isExemptFromMoveTimeLimits,
} from '../permissions';
import type { RealmValueSettings } from '../realm';
import { checkCanSendToChannel } from './send-target';

/** Zulip's grace period on every edit and move time limit. */
const EDIT_LIMIT_BUFFER = 20;

/** How a topic change relates to resolving: "✔ x" from "x" resolves, the reverse unresolves. */
export function resolveAction(oldTopic: string, newTopic: string): 'resolve' | 'unresolve' | null {
  const strip = (t: string) =>
    t.startsWith(RESOLVED_TOPIC_PREFIX) ? t.slice(RESOLVED_TOPIC_PREFIX.length) : t;
  if (strip(oldTopic) !== strip(newTopic)) return null;
  const was = oldTopic.startsWith(RESOLVED_TOPIC_PREFIX);
  const is = newTopic.startsWith(RESOLVED_TOPIC_PREFIX);
  if (was === is) return null;
  return is ? 'resolve' : 'unresolve';
}

/** Zulip's validate_user_can_edit_message: only the sender, within the content time limit. */
export function checkCanEditContent(
  user: UserRow,
  m: MessageRow,
  realm: RealmValueSettings,
  now: number,
): void {
  if (!realm.allow_message_editing) {
    throw badRequest('Your organization has turned off message editing');
  }
  if (m.sender_id !== user.id) throw badRequest("You don't have permission to edit this message");
  const limit = realm.message_content_edit_limit_seconds;
  if (limit !== null && now - m.date_sent > limit + EDIT_LIMIT_BUFFER) {
    throw badRequest('The time limit for editing this message has passed');
  }
}

/** Topic edits: resolving needs can_resolve_topics_group, renaming the move permission and limit. */
export function checkCanEditTopic(
  db: Db,
  user: UserRow,
  m: MessageRow,
  newTopic: string,
  realm: RealmValueSettings,
  now: number,
  /** change_all is judged on the whole topic instead (checkChangeAllTimeLimit). */
  wholeTopic: boolean,
): void {
  const action = resolveAction(m.topic, newTopic);
  if (m.topic === '' && newTopic.replace(/^✔\s*/u, '') === '') {
    throw badRequest('General chat cannot be marked as resolved');
  }
  if (action !== null) {
    if (!hasRealmPermission(db, user, 'can_resolve_topics_group')) {
      throw badRequest("You don't have permission to edit this message");
    }
    return;
  }
  if (!hasRealmPermission(db, user, 'can_move_messages_between_topics_group')) {
    throw badRequest("You don't have permission to edit this message");
  }
  const limit = realm.move_messages_within_stream_limit_seconds;
  if (
    !wholeTopic &&
    !isExemptFromMoveTimeLimits(user) &&
    limit !== null &&
    now - m.date_sent > limit + EDIT_LIMIT_BUFFER
  ) {
    throw badRequest("The time limit for editing this message's topic has passed.");
  }
}

/** Channel moves: the move permission and limit, and a destination the user may post in. */
export function checkCanMoveToStream(
  db: Db,
  user: UserRow,
  m: MessageRow,
  streamId: number,
  realm: RealmValueSettings,
  now: number,
  wholeTopic: boolean,
): StreamRow {
  if (!hasRealmPermission(db, user, 'can_move_messages_between_channels_group')) {
    throw badRequest("You don't have permission to move this message");
  }
  const target = getStreamById(db, streamId);
  if (!target || !canAccessChannel(db, user, target)) {
    throw badRequest('Invalid channel ID');
  }
  checkCanSendToChannel(db, user, target);
  const limit = realm.move_messages_between_streams_limit_seconds;
  if (
    !wholeTopic &&
    !isExemptFromMoveTimeLimits(user) &&
    limit !== null &&
    now - m.date_sent > limit + EDIT_LIMIT_BUFFER
  ) {
    throw badRequest("The time limit for editing this message's channel has passed");
  }
  return target;
}

/** The messages of a topic the user may move: all of them, or their own rows under protected history. */
export function accessibleTopicMessages(
  db: Db,
  user: UserRow,
  stream: StreamRow,
  topic: string,
): { id: number; date_sent: number }[] {
  return canAccessStreamHistory(db, user, stream)
    ? topicMessages(db, stream.id, topic)
    : userTopicMessageIds(db, user.id, stream.id, topic);
}

/**
 * Zulip's check_time_limit_for_change_all_propagate_mode: moving a whole topic needs every
 * accessible message inside the applicable (stricter) time limit.
 */
export function checkChangeAllTimeLimit(
  db: Db,
  user: UserRow,
  stream: StreamRow,
  m: MessageRow,
  change: { topic: boolean; stream: boolean },
  realm: RealmValueSettings,
  now: number,
): void {
  const limits: number[] = [];
  if (change.topic && realm.move_messages_within_stream_limit_seconds !== null) {
    limits.push(realm.move_messages_within_stream_limit_seconds + EDIT_LIMIT_BUFFER);
  }
  if (change.stream && realm.move_messages_between_streams_limit_seconds !== null) {
    limits.push(realm.move_messages_between_streams_limit_seconds + EDIT_LIMIT_BUFFER);
  }
  if (!limits.length) return;
  const oldest = now - Math.min(...limits);
  const all = accessibleTopicMessages(db, user, stream, m.topic);
  const allowed = all.filter((r) => r.date_sent > oldest).map((r) => r.id);
  if (allowed.length === all.length) return;
  throw new ApiError(
    `You only have permission to move the ${allowed.length}/${all.length} most recent messages in this topic.`,
    'MOVE_MESSAGES_TIME_LIMIT_EXCEEDED',
    400,
    {
      first_message_id_allowed_to_move: allowed[0] ?? null,
      total_messages_in_topic: all.length,
      total_messages_allowed_to_move: allowed.length,
    },
  );
}
