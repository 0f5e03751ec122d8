/** Typing notifications: POST /typing and who hears them. */
import type { Db } from '../db/database';
import { directRecipientUsers } from '../db/messages';
import { getStreamById, subscriberIds } from '../db/streams';
import { getUserById, type UserRow } from '../db/users';
import { apiEmail } from './emails';
import { badRequest } from './errors';
import { accessMessage } from './messages/access';
import { checkCanEditContent } from './messages/edit-rules';
import { type Notice, type Outcome, outcome } from './notices';
import { canAccessChannel } from './permissions';
import { loadRealm } from './realm';

export type TypingOp = 'start' | 'stop';

export type TypingTarget =
  | { type: 'direct'; to: readonly number[] }
  | { type: 'stream'; streamId: number; topic: string };

/** A personal setting from users.settings; the typing settings all default to on. */
function setting(user: UserRow, name: string): boolean {
  try {
    const settings = JSON.parse(user.settings) as Record<string, unknown>;
    return settings[name] !== false;
  } catch {
    return true;
  }
}

const typingUser = (u: UserRow) => ({ user_id: u.id, email: apiEmail(u) });

/** Who hears of typing: active users who want typing notifications, never the typist. */
const listeners = (sender: UserRow, users: readonly UserRow[]) =>
  users
    .filter(
      (u) => u.id !== sender.id && u.is_active === 1 && setting(u, 'receives_typing_notifications'),
    )
    .map((u) => u.id);

/**
 * POST /typing: a typing event for the conversation's other participants (direct), or the
 * channel's subscribers (only queues with stream_typing_notifications take it; see
 * server/events). A sender who turned typing notifications off sends none.
 */
export function sendTyping(
  db: Db,
  sender: UserRow,
  op: TypingOp,
  target: TypingTarget,
): Outcome<null> {
  if (target.type === 'direct') {
    if (target.to.length === 0) throw badRequest("Empty 'to' list");
    const recipients: UserRow[] = [];
    for (const id of new Set([...target.to, sender.id])) {
      const u = getUserById(db, id);
      if (!u) throw badRequest(`Invalid user ID ${id}`);
      recipients.push(u);
    }
    if (!setting(sender, 'send_private_typing_notifications')) return outcome(null);
    const notice: Notice = {
      event: {
        type: 'typing',
        op,
        message_type: 'direct',
        sender: typingUser(sender),
        recipients: recipients.sort((a, b) => a.id - b.id).map(typingUser),
      },
      users: listeners(sender, recipients),
    };
    return outcome(null, [notice]);
  }
  const stream = getStreamById(db, target.streamId);
  if (!stream || !canAccessChannel(db, sender, stream)) throw badRequest('Invalid channel ID');
  if (!setting(sender, 'send_stream_typing_notifications')) return outcome(null);
  const subscribers = subscriberIds(db, stream.id)
    .map((id) => getUserById(db, id))
    .filter((u): u is UserRow => u !== undefined);
  const notice: Notice = {
    event: {
      type: 'typing',
      op,
      message_type: 'stream',
      sender: typingUser(sender),
      stream_id: stream.id,
      topic: canonicalTopic(db, target.topic),
    },
    users: listeners(sender, subscribers),
  };
  return outcome(null, [notice]);
}

/**
 * POST /messages/{message_id}/typing (feature level 351, this path since 361): someone is
 * editing a message's content. Its conversation hears of it as a `typing_edit_message` event.
 */
export function sendEditTyping(
  db: Db,
  sender: UserRow,
  op: TypingOp,
  messageId: number,
  now: number,
): Outcome<null> {
  const { message } = accessMessage(db, sender, messageId);
  checkCanEditContent(sender, message, loadRealm(db).settings, now);
  const base = { type: 'typing_edit_message', op, sender_id: sender.id, message_id: message.id };
  if (message.stream_id === null) {
    if (!setting(sender, 'send_private_typing_notifications')) return outcome(null);
    const ids = directRecipientUsers(db, [message.recipient_id]).get(message.recipient_id) ?? [];
    const users = ids.map((id) => getUserById(db, id)).filter((u): u is UserRow => !!u);
    const to = listeners(sender, users);
    return outcome(null, [
      { event: { ...base, recipient: { type: 'direct', user_ids: to } }, users: to },
    ]);
  }
  if (!setting(sender, 'send_stream_typing_notifications')) return outcome(null);
  const subscribers = subscriberIds(db, message.stream_id)
    .map((id) => getUserById(db, id))
    .filter((u): u is UserRow => u !== undefined);
  const recipient = { type: 'channel', channel_id: message.stream_id, topic: message.topic };
  return outcome(null, [{ event: { ...base, recipient }, users: listeners(sender, subscribers) }]);
}

/** `(no topic)` and the realm's display name for the empty topic both mean the empty topic. */
export function canonicalTopic(db: Db, topic: string): string {
  const t = topic.trim();
  if (t === '(no topic)' || t === loadRealm(db).settings.empty_topic_display_name) return '';
  return t;
}
