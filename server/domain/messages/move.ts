/** Moving messages to another channel or topic: rows, access and the events. */
import type { Db } from '../../db/database';
import { FLAG_BITS } from '../../db/flags';
import { moveMessages, recipientOfStream } from '../../db/messages';
import type { StreamRow } from '../../db/streams';
import { activeSubscriberIds } from '../../db/streams';
import { deleteUserMessages, insertUserMessages, usersWithMessages } from '../../db/user-messages';
import { getUserById } from '../../db/users';
import { forgetChannelActivity } from '../channel-activity';
import type { Notice } from '../notices';
import { isGuest } from '../permissions';
import type { Actor } from './context';
import { sendNotificationBotMessage, silentMention, topicLink } from './internal-send';

export interface MoveRequest {
  ids: readonly number[];
  oldStream: StreamRow;
  newStream: StreamRow;
  oldTopic: string;
  topic: string;
}

/**
 * Moves messages to a channel and topic. Across channels, as in Zulip's do_update_message:
 * old subscribers not subscribed to the new channel lose their rows (and, when the new
 * channel is private or they are guests, the messages: a delete_message event); subscribers
 * of a new channel with protected history gain rows, marked read.
 */
export function applyMove(db: Db, req: MoveRequest): { audience: number[]; notices: Notice[] } {
  const { ids, oldStream, newStream } = req;
  if (newStream.id !== oldStream.id) forgetChannelActivity(db);
  moveMessages(db, ids, {
    stream_id: newStream.id,
    recipient_id: recipientOfStream(db, newStream.id),
    topic: req.topic,
  });
  const notices: Notice[] = [];
  const losingAccess = new Set<number>();
  if (newStream.id !== oldStream.id) {
    const newSubs = new Set(activeSubscriberIds(db, newStream.id));
    const oldSubs = new Set(activeSubscriberIds(db, oldStream.id));
    for (const u of usersWithMessages(db, ids)) {
      if (!oldSubs.has(u) || newSubs.has(u)) continue;
      deleteUserMessages(db, u, ids);
      const user = getUserById(db, u);
      if (newStream.invite_only === 1 || (user && isGuest(user))) losingAccess.add(u);
    }
    if (losingAccess.size) {
      notices.push({
        event: {
          type: 'delete_message',
          message_ids: [...ids],
          message_type: 'stream',
          stream_id: oldStream.id,
          topic: req.oldTopic,
        },
        users: [...losingAccess],
      });
    }
    if (newStream.history_public_to_subscribers === 0) {
      const have = usersWithMessages(db, ids);
      for (const u of newSubs) {
        if (!have.has(u)) insertUserMessages(db, u, ids, FLAG_BITS.read);
      }
    }
  }
  const audience = usersWithMessages(db, ids);
  if (oldStream.history_public_to_subscribers === 1) {
    for (const u of activeSubscriberIds(db, oldStream.id)) {
      if (!losingAccess.has(u)) audience.add(u);
    }
  }
  if (newStream.history_public_to_subscribers === 1) {
    for (const u of activeSubscriberIds(db, newStream.id)) audience.add(u);
  }
  return { audience: [...audience], notices };
}

export interface MoveNoticeRequest {
  oldStream: StreamRow;
  oldTopic: string;
  newStream: StreamRow;
  newTopic: string;
  count: number;
  /** Whether the whole topic moved: change_all, or no message the mover may see is left. */
  movedAll: boolean;
  resolve: 'resolve' | 'unresolve' | null;
  toOld: boolean;
  toNew: boolean;
  now: number;
}

/** The Notification Bot's messages a Zulip server posts after a move or a (un)resolve. */
export function moveNotices(db: Db, actor: Actor, r: MoveNoticeRequest): Notice[] {
  const user = silentMention(actor.user);
  const post = (stream: StreamRow, topic: string, content: string) =>
    sendNotificationBotMessage(db, {
      stream,
      topic,
      content,
      now: r.now,
      realmUrl: actor.realmUrl,
      // As on a Zulip server (mark_as_read_for_acting_user): the mover knows what they did.
      readBy: actor.user.id,
    });
  if (r.resolve) {
    const what = r.resolve === 'resolve' ? 'resolved' : 'unresolved';
    return post(r.newStream, r.newTopic, `${user} has marked this topic as ${what}.`);
  }
  const oldLocation = topicLink(r.oldStream, r.oldTopic);
  const newLocation = topicLink(r.newStream, r.newTopic);
  const notices: Notice[] = [];
  if (r.toNew) {
    const text = r.movedAll
      ? `This topic was moved here from ${oldLocation} by ${user}.`
      : r.count === 1
        ? `A message was moved here from ${oldLocation} by ${user}.`
        : `${r.count} messages were moved here from ${oldLocation} by ${user}.`;
    notices.push(...post(r.newStream, r.newTopic, text));
  }
  if (r.toOld) {
    const text = r.movedAll
      ? `This topic was moved to ${newLocation} by ${user}.`
      : r.count === 1
        ? `A message was moved from this topic to ${newLocation} by ${user}.`
        : `${r.count} messages were moved from this topic to ${newLocation} by ${user}.`;
    notices.push(...post(r.oldStream, r.oldTopic, text));
  }
  return notices;
}
