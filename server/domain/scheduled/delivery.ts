/**
 * Sending what is due: each scheduled message through the normal send path (so its events,
 * unreads and rendering are a sent message's), each reminder from the Notification Bot. The
 * message and the mark that it was sent are one transaction, so a crash between them cannot
 * send it twice: either both are in the database or neither is.
 */
import type { Db } from '../../db/database';
import {
  dueScheduledMessages,
  getScheduledMessage,
  markDelivered,
  markFailed,
  type ScheduledMessageRow,
} from '../../db/scheduled-messages';
import { getUserByEmail, getUserById, type UserRow } from '../../db/users';
import { ApiError } from '../errors';
import { NOTIFICATION_BOT_EMAIL } from '../messages/internal-send';
import { renderMessage } from '../messages/render';
import { sendMessage } from '../messages/send';
import { messageNotice, storeMessage } from '../messages/store';
import type { Notice, Outcome } from '../notices';
import type { Services } from '../services';
import { scheduledNotice, scheduledToApi } from './scheduled-messages';

/** Raised inside the transaction when the row was sent meanwhile: nothing is kept. */
class AlreadySent extends Error {}

/** A direct message from the Notification Bot to one user (unread for them). */
function botMessageTo(db: Db, user: UserRow, content: string, realmUrl: string, now: number) {
  const bot = getUserByEmail(db, NOTIFICATION_BOT_EMAIL);
  if (!bot) throw new ApiError('The Notification Bot is missing');
  const stored = storeMessage(db, {
    sender: bot,
    dmUserIds: [bot.id, user.id],
    content,
    rendered: renderMessage(db, content, realmUrl, null),
    dateSent: now,
    client: 'Internal',
    isReadFor: (u) => u === bot.id,
  });
  return { id: stored.message.id, notices: [messageNotice(db, stored)] };
}

/** Sends the row as its sender would (or the reminder as the bot); throws what sending refuses. */
function send(services: Services, row: ScheduledMessageRow, sender: UserRow) {
  if (row.reminder_message_id !== null) {
    return botMessageTo(services.db, sender, row.content, row.realm_url, services.now());
  }
  const stream = row.type === 'stream';
  const out: Outcome<{ id: number }> = sendMessage(
    { services, user: sender, realmUrl: row.realm_url },
    {
      type: row.type,
      to: stream ? (row.stream_id as number) : (JSON.parse(row.to_user_ids ?? '[]') as number[]),
      topic: row.topic ?? undefined,
      content: row.content,
      read_by_sender: row.read_by_sender === 1,
      client: row.client,
    },
  );
  return { id: out.result.id, notices: out.notices };
}

/** Marks the row failed and tells its owner, in their scheduled list and by a bot message. */
function fail(services: Services, row: ScheduledMessageRow, sender: UserRow, reason: string) {
  const { db } = services;
  return db.transaction((): Notice[] => {
    markFailed(db, row.id, reason);
    const updated = getScheduledMessage(db, row.id) as ScheduledMessageRow;
    const text =
      `The message you scheduled for <time:${new Date(row.scheduled_delivery_timestamp * 1000).toISOString()}> ` +
      `was not sent because of the following error:\n\`\`\`quote\n${reason}\n\`\`\`\n` +
      '[View scheduled messages](#scheduled)';
    let botNotices: Notice[] = [];
    try {
      botNotices = botMessageTo(db, sender, text, row.realm_url, services.now()).notices;
    } catch {
      // Without the bot the failure still shows in the list.
    }
    return [
      scheduledNotice(row.sender_id, { op: 'update', scheduled_message: scheduledToApi(updated) }),
      ...botNotices,
    ];
  })();
}

/** Sends one due row exactly once; returns whom to tell (nothing if it was already sent). */
export function deliverScheduledMessage(services: Services, row: ScheduledMessageRow): Notice[] {
  const { db } = services;
  const sender = getUserById(db, row.sender_id);
  if (!sender?.is_active) {
    return sender ? fail(services, row, sender, 'Your account has been deactivated.') : [];
  }
  try {
    return db.transaction((): Notice[] => {
      const sent = send(services, row, sender);
      if (markDelivered(db, row.id, sent.id) !== 1) throw new AlreadySent();
      return [
        ...sent.notices,
        scheduledNotice(row.sender_id, { op: 'remove', scheduled_message_id: row.id }),
      ];
    })();
  } catch (e) {
    if (e instanceof AlreadySent) return [];
    // A refusal (the channel archived, the permission gone) is the user's to fix; anything
    // else is ours, but retrying it forever would not help either.
    return fail(services, row, sender, e instanceof ApiError ? e.message : 'Internal server error');
  }
}

/** Sends everything due now, oldest first; returns how many rows it handled. */
export function deliverDue(services: Services): number {
  const due = dueScheduledMessages(services.db, services.now());
  for (const row of due) services.notices.publish(deliverScheduledMessage(services, row));
  return due.length;
}
