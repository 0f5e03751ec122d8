/**
 * POST /reminders (feature level 381): a reminder about a message, kept as a scheduled direct
 * message to its owner that the Notification Bot sends at its time. The changelog of 381 lists
 * no way to read reminders back (GET /reminders and `reminders` events came later), so this
 * server lists them among the owner's scheduled messages (`type` "private", `to` the owner),
 * where they can be rescheduled, reworded or deleted like any other.
 */
import { directRecipientUsers, type MessageRow } from '../../db/messages';
import {
  getScheduledMessage,
  insertScheduledMessage,
  type ScheduledMessageRow,
} from '../../db/scheduled-messages';
import { getStreamById } from '../../db/streams';
import { getUserById, type UserRow } from '../../db/users';
import { badRequest } from '../errors';
import { accessMessage } from '../messages/access';
import type { Actor } from '../messages/context';
import { silentMention } from '../messages/internal-send';
import { renderMessage } from '../messages/render';
import type { Outcome } from '../notices';
import { checkDeliveryTime, scheduledNotice, scheduledToApi } from './scheduled-messages';

/** Zulip's limit on a reminder's note. */
export const MAX_REMINDER_NOTE_LENGTH = 1000;

/** Where the message is, as a link: `#**channel>topic@id**`, or a link to a direct message. */
function messageLink(actor: Actor, m: MessageRow): string {
  const db = actor.services.db;
  const stream = m.stream_id === null ? undefined : getStreamById(db, m.stream_id);
  if (stream) return `#**${stream.name}>${m.topic}@${m.id}**`;
  const ids = (directRecipientUsers(db, [m.recipient_id]).get(m.recipient_id) ?? []).filter(
    (u) => u !== actor.user.id,
  );
  const narrow = ids.length === 0 ? `${actor.user.id}-dm` : `${ids.join(',')}-dm`;
  return `[this message](${actor.realmUrl}/#narrow/dm/${narrow}/near/${m.id})`;
}

/** A fence longer than any run of backticks in the text, so the quote cannot end early. */
function quoted(content: string): string {
  const longest = Math.max(2, ...[...content.matchAll(/`+/g)].map((r) => r[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}quote\n${content}\n${fence}`;
}

/** What the Notification Bot says: the link, the note if any, and the message quoted. */
export function reminderContent(actor: Actor, m: MessageRow, note: string): string {
  const link = messageLink(actor, m);
  const sender = getUserById(actor.services.db, m.sender_id) as UserRow;
  const head =
    note === ''
      ? `You requested a reminder for ${link}.`
      : `You requested a reminder for ${link}. Note:\n> ${note.replace(/\n/g, '\n> ')}`;
  return `${head}\n\n${silentMention(sender)} said:\n${quoted(m.content)}`;
}

/** POST /reminders */
export function createReminder(
  actor: Actor,
  req: { message_id: number; scheduled_delivery_timestamp: number; note?: string; client: string },
): Outcome<{ reminder_id: number }> {
  const { db } = actor.services;
  const when = checkDeliveryTime(req.scheduled_delivery_timestamp, actor.services.now());
  const note = (req.note ?? '').trim();
  if ([...note].length > MAX_REMINDER_NOTE_LENGTH) {
    throw badRequest(`Maximum reminder note length: ${MAX_REMINDER_NOTE_LENGTH} characters`);
  }
  const { message } = accessMessage(db, actor.user, req.message_id);
  const content = reminderContent(actor, message, note);
  const rendered = renderMessage(db, content, actor.realmUrl, null).html;
  return db.transaction(() => {
    const id = insertScheduledMessage(db, {
      sender_id: actor.user.id,
      type: 'private',
      stream_id: null,
      topic: null,
      to_user_ids: JSON.stringify([actor.user.id]),
      content,
      rendered_content: rendered,
      scheduled_delivery_timestamp: when,
      read_by_sender: 0,
      client: req.client,
      realm_url: actor.realmUrl,
      reminder_message_id: message.id,
    });
    const row = getScheduledMessage(db, id) as ScheduledMessageRow;
    return {
      result: { reminder_id: id },
      notices: [
        scheduledNotice(actor.user.id, { op: 'add', scheduled_messages: [scheduledToApi(row)] }),
      ],
    };
  })();
}
