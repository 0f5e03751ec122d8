/**
 * Each channel's topic list (name and newest message ID), filled from
 * GET /users/me/{stream_id}/topics and kept current by message events. A busy channel has
 * thousands of topics, so `byName` is a shared Map written in place (see draft.ts), not a record
 * copied once per batch; the channel's ChannelTopics object is what changes identity.
 */
import type { DeleteMessageEvent, MessageEvent, UpdateMessageEvent } from '../api/types/event';
import type { ChannelTopics, ReduceContext } from './state';
import { deletedIds } from './unread';

type Topics = Record<number, ChannelTopics>;

function noteTopic(
  topics: Topics,
  stream_id: number,
  name: string,
  id: number,
  ctx: ReduceContext,
): Topics {
  const d = ctx.draft;
  const key = name.toLowerCase();
  const channel = topics[stream_id] ?? d.own({ byName: new Map(), complete: false });
  const known = channel.byName.get(key);
  if (known && known.max_id >= id) return topics;
  const next = d.copy(topics);
  const edited = d.copy(channel);
  d.set(edited.byName, key, { name: known?.name ?? name, max_id: id }, known);
  next[stream_id] = edited;
  return next;
}

/** The list may now be wrong in ways only the server can fix: mark it for a refetch. */
function doubt(topics: Topics, stream_id: number, ctx: ReduceContext): Topics {
  const channel = topics[stream_id];
  if (!channel?.complete) return topics;
  const next = ctx.draft.copy(topics);
  next[stream_id] = { ...channel, complete: false };
  return next;
}

export function reduceTopics(
  topics: Topics,
  event: MessageEvent | UpdateMessageEvent | DeleteMessageEvent,
  ctx: ReduceContext,
): Topics {
  switch (event.type) {
    case 'message': {
      const m = event.message;
      if (m.type !== 'stream') return topics;
      return noteTopic(topics, m.stream_id, m.subject, m.id, ctx);
    }
    case 'update_message': {
      if (event.subject === undefined && event.new_stream_id === undefined) return topics;
      const from = event.stream_id;
      const to = event.new_stream_id ?? from;
      if (from === undefined || to === undefined) return topics;
      const name = event.subject ?? event.orig_subject;
      let next = doubt(topics, from, ctx);
      if (name !== undefined) next = noteTopic(next, to, name, Math.max(...event.message_ids), ctx);
      return next;
    }
    case 'delete_message': {
      if (event.message_type !== 'stream' || event.stream_id === undefined) return topics;
      const channel = topics[event.stream_id];
      const topic = event.topic?.toLowerCase();
      const summary = topic === undefined ? undefined : channel?.byName.get(topic);
      if (!summary || !deletedIds(event).includes(summary.max_id)) return topics;
      return doubt(topics, event.stream_id, ctx);
    }
  }
}
