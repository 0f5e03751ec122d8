/** Scheduled messages: the register key and GET/POST/PATCH/DELETE /scheduled_messages. */
import type { Db } from '../../db/database';
import {
  deleteScheduledMessage,
  getScheduledMessage,
  insertScheduledMessage,
  type ScheduledMessageRow,
  undeliveredOf,
  updateScheduledMessage,
} from '../../db/scheduled-messages';
import type { UserRow } from '../../db/users';
import { badRequest, notFound } from '../errors';
import type { Actor } from '../messages/context';
import { normalizeContent, normalizeTopic } from '../messages/limits';
import { renderMessage } from '../messages/render';
import {
  checkCanSendToChannel,
  type RawTo,
  resolveChannel,
  resolveDirectRecipients,
} from '../messages/send-target';
import type { Notice, Outcome } from '../notices';
import { loadRealm } from '../realm';

/** The API's ScheduledMessage object. */
export function scheduledToApi(m: ScheduledMessageRow) {
  const common = {
    scheduled_message_id: m.id,
    type: m.type,
    content: m.content,
    rendered_content: m.rendered_content,
    scheduled_delivery_timestamp: m.scheduled_delivery_timestamp,
    failed: m.failed === 1,
  };
  return m.type === 'stream'
    ? { ...common, to: m.stream_id as number, topic: m.topic ?? '' }
    : { ...common, to: JSON.parse(m.to_user_ids ?? '[]') as number[] };
}

/** The register key `scheduled_messages` (and GET /scheduled_messages). */
export function scheduledMessagesState(db: Db, user: UserRow) {
  return { scheduled_messages: undeliveredOf(db, user.id).map(scheduledToApi) };
}

/** A `scheduled_messages` event for the owner. */
export const scheduledNotice = (userId: number, event: Record<string, unknown>): Notice => ({
  event: { type: 'scheduled_messages', ...event },
  users: [userId],
});

/** Someone else's, sent or deleted: as missing as one that never was (Zulip's wording). */
export function ownScheduled(db: Db, user: UserRow, id: number): ScheduledMessageRow {
  const m = getScheduledMessage(db, id);
  if (!m || m.sender_id !== user.id || m.delivered_message_id !== null) {
    throw notFound('Scheduled message does not exist');
  }
  return m;
}

/** Refuses a delivery time that is not in the future. */
export function checkDeliveryTime(timestamp: number, now: number): number {
  if (timestamp <= now) throw badRequest('Scheduled delivery time must be in the future.');
  return timestamp;
}

type Target = Pick<ScheduledMessageRow, 'type' | 'stream_id' | 'topic' | 'to_user_ids'>;

/** Where a scheduled message goes, checked as sending it now would be. */
function resolveTarget(actor: Actor, type: string, to: RawTo, topic: string | undefined): Target {
  const db = actor.services.db;
  if (type === 'direct' || type === 'private') {
    const users = resolveDirectRecipients(db, to, actor.user);
    const ids = users.map((u) => u.id).sort((a, b) => a - b);
    return { type: 'private', stream_id: null, topic: null, to_user_ids: JSON.stringify(ids) };
  }
  const stream = resolveChannel(db, to);
  checkCanSendToChannel(db, actor.user, stream);
  if (topic === undefined) throw badRequest('Missing topic');
  const t = normalizeTopic(topic, loadRealm(db).settings);
  return { type: 'stream', stream_id: stream.id, topic: t, to_user_ids: null };
}

/** A direct message to oneself alone stays unread, as Zulip's read_by_sender heuristic says. */
const defaultReadBySender = (t: Target, self: number) =>
  !(t.type === 'private' && t.to_user_ids === JSON.stringify([self]));

export interface ScheduleRequest {
  type: string;
  to: RawTo;
  content: string;
  topic?: string;
  scheduled_delivery_timestamp: number;
  read_by_sender?: boolean;
  client: string;
}

/** POST /scheduled_messages */
export function createScheduledMessage(
  actor: Actor,
  req: ScheduleRequest,
): Outcome<{ scheduled_message_id: number }> {
  const { db } = actor.services;
  const when = checkDeliveryTime(req.scheduled_delivery_timestamp, actor.services.now());
  const target = resolveTarget(actor, req.type, req.to, req.topic);
  const content = normalizeContent(req.content);
  const rendered = renderMessage(db, content, actor.realmUrl, actor.user).html;
  return db.transaction(() => {
    const id = insertScheduledMessage(db, {
      sender_id: actor.user.id,
      ...target,
      content,
      rendered_content: rendered,
      scheduled_delivery_timestamp: when,
      read_by_sender: (req.read_by_sender ?? defaultReadBySender(target, actor.user.id)) ? 1 : 0,
      client: req.client,
      realm_url: actor.realmUrl,
      reminder_message_id: null,
    });
    const row = getScheduledMessage(db, id) as ScheduledMessageRow;
    return {
      result: { scheduled_message_id: id },
      notices: [
        scheduledNotice(actor.user.id, { op: 'add', scheduled_messages: [scheduledToApi(row)] }),
      ],
    };
  })();
}

export interface EditScheduledRequest {
  type?: string;
  to?: RawTo;
  content?: string;
  topic?: string;
  scheduled_delivery_timestamp?: number;
}

/** The row's target after an edit: a new type needs `to` (and a topic for a channel). */
function editedTarget(actor: Actor, m: ScheduledMessageRow, req: EditScheduledRequest): Target {
  if (req.type !== undefined) {
    if (req.to === undefined)
      throw badRequest('Recipient required when updating type of scheduled message.');
    return resolveTarget(actor, req.type, req.to, req.topic);
  }
  if (req.to !== undefined) {
    return resolveTarget(actor, m.type, req.to, req.topic ?? m.topic ?? undefined);
  }
  if (req.topic !== undefined && m.type === 'stream') {
    return resolveTarget(actor, 'stream', m.stream_id as number, req.topic);
  }
  return m;
}

/** PATCH /scheduled_messages/{scheduled_message_id} */
export function editScheduledMessage(
  actor: Actor,
  id: number,
  req: EditScheduledRequest,
): Outcome<Record<string, never>> {
  const { db } = actor.services;
  const m = ownScheduled(db, actor.user, id);
  if (m.failed === 1 && req.scheduled_delivery_timestamp === undefined) {
    throw badRequest('Scheduled delivery time must be in the future.');
  }
  // A reminder goes from the Notification Bot to its owner: only its time and text change.
  if (m.reminder_message_id !== null && (req.type !== undefined || req.to !== undefined)) {
    throw badRequest('A reminder cannot be sent to anyone else.');
  }
  const when =
    req.scheduled_delivery_timestamp === undefined
      ? m.scheduled_delivery_timestamp
      : checkDeliveryTime(req.scheduled_delivery_timestamp, actor.services.now());
  const target = editedTarget(actor, m, req);
  const content = req.content === undefined ? m.content : normalizeContent(req.content);
  const rendered =
    req.content === undefined
      ? m.rendered_content
      : renderMessage(db, content, m.realm_url, m.reminder_message_id === null ? actor.user : null)
          .html;
  return db.transaction(() => {
    updateScheduledMessage(db, {
      id,
      ...target,
      content,
      rendered_content: rendered,
      scheduled_delivery_timestamp: when,
      failed: 0,
    });
    const row = getScheduledMessage(db, id) as ScheduledMessageRow;
    return {
      result: {},
      notices: [
        scheduledNotice(actor.user.id, { op: 'update', scheduled_message: scheduledToApi(row) }),
      ],
    };
  })();
}

/** DELETE /scheduled_messages/{scheduled_message_id} */
export function removeScheduledMessage(
  db: Db,
  user: UserRow,
  id: number,
): Outcome<Record<string, never>> {
  return db.transaction(() => {
    ownScheduled(db, user, id);
    deleteScheduledMessage(db, id);
    return {
      result: {},
      notices: [scheduledNotice(user.id, { op: 'remove', scheduled_message_id: id })],
    };
  })();
}
