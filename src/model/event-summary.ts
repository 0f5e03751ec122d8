/**
 * One line saying what an event means, for the event inspector: "Othello reacted :tada: to
 * 4711", "Iago sent a message to #Verona > lunch". Names come from the caller (the store).
 */
import { RESOLVED_TOPIC_PREFIX } from '../api/constants';
import type { WireEvent } from '../api/types/event';

export interface SummaryNames {
  user(id: number | null | undefined): string;
  channel(id: number | undefined): string;
}

const where = (n: SummaryNames, stream_id: number | undefined, topic: string | undefined) =>
  `#${n.channel(stream_id)} > ${topic ?? ''}`;

const count = (k: number, one: string, many = `${one}s`) => `${k} ${k === 1 ? one : many}`;

// biome-ignore lint/suspicious/noExplicitAny: events of types this client never heard of
type Loose = Record<string, any>;

export function summarizeEvent(event: WireEvent, n: SummaryNames): string {
  const e = event as Loose;
  switch (event.type) {
    case 'heartbeat':
      return 'Heartbeat: the queue is alive';
    case 'message': {
      const m = e.message;
      const who = m.sender_full_name ?? n.user(m.sender_id);
      if (m.type === 'stream')
        return `${who} sent a message to ${where(n, m.stream_id, m.subject)}`;
      const others = (m.display_recipient as Loose[])
        .filter((r) => r.id !== m.sender_id)
        .map((r) => r.full_name);
      return `${who} sent a direct message to ${others.join(', ') || 'themselves'}`;
    }
    case 'reaction':
      return e.op === 'add'
        ? `${n.user(e.user_id)} reacted :${e.emoji_name}: to ${e.message_id}`
        : `${n.user(e.user_id)} removed :${e.emoji_name}: from ${e.message_id}`;
    case 'typing': {
      const who = n.user(e.sender?.user_id);
      const place =
        e.message_type === 'stream' ? ` in ${where(n, e.stream_id, e.topic)}` : ' a direct message';
      return e.op === 'start' ? `${who} is typing${place}` : `${who} stopped typing${place}`;
    }
    case 'update_message':
      return summarizeUpdate(e, n);
    case 'delete_message': {
      const ids: number[] = e.message_ids ?? [e.message_id];
      return `${count(ids.length, 'message')} deleted: ${ids.join(', ')}`;
    }
    case 'update_message_flags': {
      const k = e.all ? 'all messages' : count(e.messages.length, 'message');
      return e.op === 'add' ? `${k} marked ${e.flag}` : `${k} no longer ${e.flag}`;
    }
    case 'presence':
      return `${n.user(e.user_id)} is ${Object.values(e.presence ?? {})[0] ? 'present' : 'around'}`;
    default: {
      const subject = e.person?.full_name ?? e.name ?? e.property ?? '';
      return [event.type, e.op, subject].filter(Boolean).join(' ');
    }
  }
}

function summarizeUpdate(e: Loose, n: SummaryNames): string {
  const who = e.user_id === null ? 'The server' : n.user(e.user_id);
  if (e.rendering_only) return `Message ${e.message_id} re-rendered`;
  const moved = e.new_stream_id !== undefined || e.subject !== undefined;
  if (moved) {
    const from = where(n, e.stream_id, e.orig_subject);
    const to = where(n, e.new_stream_id ?? e.stream_id, e.subject ?? e.orig_subject);
    const k = count((e.message_ids as number[]).length, 'message');
    if (
      e.new_stream_id === undefined &&
      e.subject === `${RESOLVED_TOPIC_PREFIX}${e.orig_subject}`
    ) {
      return `${who} resolved ${from}`;
    }
    if (
      e.new_stream_id === undefined &&
      e.orig_subject === `${RESOLVED_TOPIC_PREFIX}${e.subject}`
    ) {
      return `${who} unresolved ${to}`;
    }
    return `${who} moved ${k} from ${from} to ${to}`;
  }
  return `${who} edited ${e.message_id}`;
}
