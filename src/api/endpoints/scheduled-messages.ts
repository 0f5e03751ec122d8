import { apiRequest, type Connection } from '../http';
import type { ScheduledMessage } from '../types/models';

/** What POST /scheduled_messages takes: `to` a channel ID or user IDs. */
export interface NewScheduledMessage {
  type: 'stream' | 'channel' | 'private' | 'direct';
  to: number | number[];
  topic?: string;
  content: string;
  scheduled_delivery_timestamp: number;
}

/** GET /scheduled_messages */
export const getScheduledMessages = (conn: Connection) =>
  apiRequest<{ scheduled_messages: ScheduledMessage[] }>(conn, 'GET', 'scheduled_messages');

/** POST /scheduled_messages */
export const createScheduledMessage = (conn: Connection, m: NewScheduledMessage) =>
  apiRequest<{ scheduled_message_id: number }>(conn, 'POST', 'scheduled_messages', { ...m });

/** PATCH /scheduled_messages/{scheduled_message_id} */
export const editScheduledMessage = (
  conn: Connection,
  id: number,
  change: Partial<NewScheduledMessage>,
) => apiRequest<object>(conn, 'PATCH', `scheduled_messages/${id}`, { ...change });

/** DELETE /scheduled_messages/{scheduled_message_id} */
export const deleteScheduledMessage = (conn: Connection, id: number) =>
  apiRequest<object>(conn, 'DELETE', `scheduled_messages/${id}`);

/** POST /reminders (FL 381): the Notification Bot reminds the user of a message. */
export const createReminder = (
  conn: Connection,
  r: { message_id: number; scheduled_delivery_timestamp: number; note?: string },
) => apiRequest<{ reminder_id: number }>(conn, 'POST', 'reminders', { ...r });
