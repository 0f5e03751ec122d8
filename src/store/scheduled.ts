/**
 * The user's scheduled messages and reminders not yet sent, by scheduled_message_id: from the
 * register's `scheduled_messages` and `scheduled_messages` events (a sent one is removed).
 */
import type { ScheduledMessagesEvent } from '../api/types/event';
import type { ScheduledMessage } from '../api/types/models';
import type { ReduceContext } from './state';

export type ScheduledMessages = Record<number, ScheduledMessage>;

export function scheduledFromRegister(
  list: readonly ScheduledMessage[] | undefined,
): ScheduledMessages {
  const out: ScheduledMessages = {};
  for (const m of list ?? []) out[m.scheduled_message_id] = m;
  return out;
}

export function reduceScheduledMessages(
  scheduled: ScheduledMessages,
  event: ScheduledMessagesEvent,
  ctx: ReduceContext,
): ScheduledMessages {
  if (event.op === 'remove') {
    if (!(event.scheduled_message_id in scheduled)) return scheduled;
    const next = ctx.draft.copy(scheduled);
    delete next[event.scheduled_message_id];
    return next;
  }
  const changed = event.op === 'add' ? event.scheduled_messages : [event.scheduled_message];
  const next = ctx.draft.copy(scheduled);
  for (const m of changed) next[m.scheduled_message_id] = m;
  return next;
}

/** Soonest first, as Zulip lists them. */
export const scheduledInOrder = (scheduled: ScheduledMessages): ScheduledMessage[] =>
  Object.values(scheduled).sort(
    (a, b) =>
      a.scheduled_delivery_timestamp - b.scheduled_delivery_timestamp ||
      a.scheduled_message_id - b.scheduled_message_id,
  );
