/** Messages the server sends itself, from the Notification Bot. */
import type { Db } from '../../db/database';
import type { StreamRow } from '../../db/streams';
import { getUserByEmail, type UserRow } from '../../db/users';
import type { Notice } from '../notices';
import { renderMessage } from './render';
import { messageNotice, storeMessage } from './store';

export const NOTIFICATION_BOT_EMAIL = 'notification-bot@zulip.com';

/** Silent mention syntax for a user, as Zulip's notices write it: `@_**Iago|2**`. */
export const silentMention = (u: UserRow) => `@_**${u.full_name}|${u.id}**`;

/** A `#**channel>topic**` link. */
export const topicLink = (stream: StreamRow, topic: string) => `#**${stream.name}>${topic}**`;

/**
 * Posts a message from the Notification Bot (no permission checks); returns its notice.
 * `readBy`: a user (the one whose action it reports) who gets it already read.
 */
export function sendNotificationBotMessage(
  db: Db,
  p: {
    stream: StreamRow;
    topic: string;
    content: string;
    now: number;
    realmUrl: string;
    readBy?: number;
  },
): Notice[] {
  const bot = getUserByEmail(db, NOTIFICATION_BOT_EMAIL);
  if (!bot) return [];
  const stored = storeMessage(db, {
    sender: bot,
    stream: p.stream,
    topic: p.topic,
    content: p.content,
    rendered: renderMessage(db, p.content, p.realmUrl, null),
    dateSent: p.now,
    client: 'Internal',
    isReadFor: (u) => u === bot.id || u === p.readBy,
  });
  return [messageNotice(db, stored)];
}
