/**
 * Unread messages by ID with where each lives, so counts cover messages never fetched.
 * Counting (with muting) is in unread-counts.ts.
 */
import type {
  DeleteMessageEvent,
  MessageEvent,
  UpdateMessageEvent,
  UpdateMessageFlagsEvent,
} from '../api/types/event';
import type { Message } from '../api/types/models';
import { dmKey } from './keys';
import type { ReduceContext, UnreadLocation, UnreadSlice } from './state';

const MENTION_FLAGS = [
  'mentioned',
  'stream_wildcard_mentioned',
  'topic_wildcard_mentioned',
  'wildcard_mentioned',
];

export const isMention = (flags: readonly string[]) => flags.some((f) => MENTION_FLAGS.includes(f));

export function locationOf(message: Message, selfId: number): UnreadLocation {
  return message.type === 'stream'
    ? { type: 'stream', stream_id: message.stream_id, topic: message.subject }
    : {
        type: 'private',
        key: dmKey(
          message.display_recipient.map((r) => r.id),
          selfId,
        ),
      };
}

type UnreadEvent = MessageEvent | DeleteMessageEvent | UpdateMessageFlagsEvent | UpdateMessageEvent;

export function deletedIds(event: DeleteMessageEvent): number[] {
  return event.message_ids ?? (event.message_id === undefined ? [] : [event.message_id]);
}

export function reduceUnread(
  slice: UnreadSlice,
  event: UnreadEvent,
  ctx: ReduceContext,
): UnreadSlice {
  const d = ctx.draft;
  const selfId = ctx.state.current_user_id;
  switch (event.type) {
    case 'message': {
      if (event.flags.includes('read')) return slice;
      const next = d.copy(slice);
      d.set(next.byId, event.message.id, locationOf(event.message, selfId));
      if (isMention(event.flags)) d.add(next.mentions, event.message.id);
      return next;
    }
    case 'delete_message':
      return forget(slice, deletedIds(event), ctx);
    case 'update_message_flags': {
      if (event.flag === 'read') {
        if (event.op === 'add') {
          // `all` (deprecated) meant "everything is read now".
          if (event.all)
            return { byId: new Map(), mentions: new Set(), old_unreads_missing: false };
          return forget(slice, event.messages, ctx);
        }
        return remember(slice, event.messages, event.message_details ?? {}, ctx);
      }
      if (!MENTION_FLAGS.includes(event.flag)) return slice;
      const unread = event.messages.filter((id) => slice.byId.has(id));
      if (unread.length === 0) return slice;
      const next = d.copy(slice);
      for (const id of unread) {
        if (event.op === 'add') d.add(next.mentions, id);
        else d.delete(next.mentions, id);
      }
      return next;
    }
    case 'update_message':
      return moveUnread(slice, event, ctx);
  }
}

function forget(slice: UnreadSlice, ids: readonly number[], ctx: ReduceContext): UnreadSlice {
  const known = ids.filter((id) => slice.byId.has(id));
  if (known.length === 0) return slice;
  const d = ctx.draft;
  const next = d.copy(slice);
  for (const id of known) {
    d.delete(next.byId, id);
    d.delete(next.mentions, id);
  }
  return next;
}

function remember(
  slice: UnreadSlice,
  ids: readonly number[],
  details: NonNullable<Extract<UpdateMessageFlagsEvent, { op: 'remove' }>['message_details']>,
  ctx: ReduceContext,
): UnreadSlice {
  const d = ctx.draft;
  const selfId = ctx.state.current_user_id;
  let next: UnreadSlice | undefined;
  for (const id of ids) {
    const detail = details[id];
    const loaded = ctx.state.messages.byId.get(id);
    let location: UnreadLocation | undefined;
    if (detail?.type === 'stream' && detail.stream_id !== undefined && detail.topic !== undefined) {
      location = { type: 'stream', stream_id: detail.stream_id, topic: detail.topic };
    } else if (detail?.type === 'private') {
      location = { type: 'private', key: dmKey(detail.user_ids ?? [], selfId) };
    } else if (loaded) {
      location = locationOf(loaded, selfId);
    }
    if (!location) continue;
    next ??= d.copy(slice);
    d.set(next.byId, id, location);
    if (detail?.mentioned || (loaded && isMention(loaded.flags))) d.add(next.mentions, id);
  }
  return next ?? slice;
}

/** Moved messages keep their unread state in their new conversation. */
function moveUnread(
  slice: UnreadSlice,
  event: UpdateMessageEvent,
  ctx: ReduceContext,
): UnreadSlice {
  const d = ctx.draft;
  let next: UnreadSlice | undefined;
  const moved = event.subject !== undefined || event.new_stream_id !== undefined;
  for (const id of moved ? event.message_ids : []) {
    const loc = slice.byId.get(id);
    if (loc?.type !== 'stream') continue;
    next ??= d.copy(slice);
    d.set(next.byId, id, {
      type: 'stream',
      stream_id: event.new_stream_id ?? loc.stream_id,
      topic: event.subject ?? loc.topic,
    });
  }
  // A content edit can add or remove a mention of the user.
  if (!event.rendering_only && slice.byId.has(event.message_id)) {
    const mentioned = isMention(event.flags);
    if (mentioned !== slice.mentions.has(event.message_id)) {
      next ??= d.copy(slice);
      if (mentioned) d.add(next.mentions, event.message_id);
      else d.delete(next.mentions, event.message_id);
    }
  }
  return next ?? slice;
}
