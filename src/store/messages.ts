/** Message entities by ID, message windows per narrow, and local echoes. */
import type {
  DeleteMessageEvent,
  MessageEvent,
  ReactionEvent,
  SubmessageEvent,
  UpdateMessageEvent,
  UpdateMessageFlagsEvent,
} from '../api/types/event';
import type { Reaction } from '../api/types/models';
import type { MessagesSlice, ReduceContext, StoredMessage } from './state';
import { deletedIds } from './unread';
import { placeMessage, recheckMessages, removeFromWindows } from './windows';

export type MessagesEvent =
  | MessageEvent
  | UpdateMessageEvent
  | DeleteMessageEvent
  | ReactionEvent
  | UpdateMessageFlagsEvent
  | SubmessageEvent;

export function reduceMessages(
  slice: MessagesSlice,
  event: MessagesEvent,
  ctx: ReduceContext,
): MessagesSlice {
  switch (event.type) {
    case 'message':
      return addMessage(slice, event, ctx);
    case 'update_message':
      return updateMessage(slice, event, ctx);
    case 'delete_message':
      return forgetMessages(slice, deletedIds(event), ctx);
    case 'reaction':
      return editMessage(slice, event.message_id, ctx, (m) => reactionChange(m, event));
    case 'update_message_flags':
      return changeFlags(slice, event, ctx);
    case 'submessage':
      return editMessage(slice, event.message_id, ctx, (m) => {
        if (m.submessages.some((s) => s.id === event.submessage_id)) return;
        const { msg_type, content, message_id, sender_id, submessage_id } = event;
        m.submessages = [
          ...m.submessages,
          { msg_type, content, message_id, sender_id, id: submessage_id },
        ];
      });
  }
}

function addMessage(slice: MessagesSlice, event: MessageEvent, ctx: ReduceContext): MessagesSlice {
  const d = ctx.draft;
  let next = slice;
  const echo = event.local_message_id ? slice.echoes[event.local_message_id] : undefined;
  if (echo) {
    // The server has the message the user sent: the real one takes the echo's place.
    next = forgetMessages(next, [echo.id], ctx);
    next = d.copy(next);
    next.echoes = d.copy(next.echoes);
    delete next.echoes[echo.local_id];
  }
  // `flags` first (the wire message has none of its own): adding a property after spreading
  // ~20 is several times slower in V8, and this runs once per new message.
  const message: StoredMessage = { flags: event.flags, ...event.message };
  next = d.copy(next);
  d.set(next.byId, message.id, message);
  next.windows = placeMessage(next.windows, message, ctx);
  return next;
}

/** Applies `edit` to a writable copy of one loaded message; unknown IDs leave the slice alone. */
function editMessage(
  slice: MessagesSlice,
  id: number,
  ctx: ReduceContext,
  edit: (m: StoredMessage) => void,
): MessagesSlice {
  const message = slice.byId.get(id);
  if (!message) return slice;
  const d = ctx.draft;
  const next = d.copy(slice);
  // Copied here rather than by d.copy, so that this spread only ever sees message shapes.
  const edited = d.owns(message) ? message : d.own({ ...message });
  edit(edited);
  if (edited !== message) d.set(next.byId, id, edited, message);
  return next;
}

const sameEmoji = (a: Reaction, b: Omit<Reaction, 'emoji_name'> & { emoji_name?: string }) =>
  a.user_id === b.user_id && a.emoji_code === b.emoji_code && a.reaction_type === b.reaction_type;

function reactionChange(m: StoredMessage, event: ReactionEvent) {
  const { user_id, emoji_name, emoji_code, reaction_type } = event;
  const reaction = { user_id, emoji_name, emoji_code, reaction_type };
  const has = m.reactions.some((r) => sameEmoji(r, reaction));
  if (event.op === 'add' && !has) m.reactions = [...m.reactions, reaction];
  if (event.op === 'remove' && has)
    m.reactions = m.reactions.filter((r) => !sameEmoji(r, reaction));
}

function changeFlags(
  slice: MessagesSlice,
  event: UpdateMessageFlagsEvent,
  ctx: ReduceContext,
): MessagesSlice {
  const ids = event.all ? [...slice.byId.keys()] : event.messages;
  let next = slice;
  for (const id of ids) {
    const m = next.byId.get(id);
    if (!m || m.flags.includes(event.flag) === (event.op === 'add')) continue;
    next = editMessage(next, id, ctx, (edited) => {
      edited.flags =
        event.op === 'add'
          ? [...edited.flags, event.flag]
          : edited.flags.filter((f) => f !== event.flag);
    });
  }
  return next;
}

function updateMessage(
  slice: MessagesSlice,
  event: UpdateMessageEvent,
  ctx: ReduceContext,
): MessagesSlice {
  let next = slice;
  if (event.rendered_content !== undefined || !event.rendering_only) {
    next = editMessage(next, event.message_id, ctx, (m) => {
      if (event.rendered_content !== undefined) m.content = event.rendered_content;
      if (event.is_me_message !== undefined) m.is_me_message = event.is_me_message;
      if (!event.rendering_only && event.content !== undefined) {
        m.last_edit_timestamp = event.edit_timestamp;
      }
      m.flags = event.flags;
    });
  }
  const moved = event.subject !== undefined || event.new_stream_id !== undefined;
  if (!moved) return next;
  const channel =
    event.new_stream_id === undefined ? undefined : ctx.state.channels[event.new_stream_id];
  const movedMessages: StoredMessage[] = [];
  for (const id of event.message_ids) {
    next = editMessage(next, id, ctx, (m) => {
      if (m.type !== 'stream') return;
      if (event.subject !== undefined) m.subject = event.subject;
      if (event.topic_links !== undefined) m.topic_links = event.topic_links;
      if (event.new_stream_id !== undefined) {
        m.stream_id = event.new_stream_id;
        if (channel) m.display_recipient = channel.name;
      }
      if (!event.rendering_only) m.last_moved_timestamp = event.edit_timestamp;
      movedMessages.push(m);
    });
  }
  if (movedMessages.length === 0) return next;
  next = ctx.draft.copy(next);
  next.windows = recheckMessages(next.windows, movedMessages, ctx);
  return next;
}

/** Removes messages (deleted, or local echoes replaced) from the entities and every window. */
export function forgetMessages(
  slice: MessagesSlice,
  ids: readonly number[],
  ctx: ReduceContext,
): MessagesSlice {
  const known = ids.filter((id) => slice.byId.has(id));
  if (known.length === 0) return slice;
  const d = ctx.draft;
  const next = d.copy(slice);
  for (const id of known) d.delete(next.byId, id);
  next.windows = removeFromWindows(next.windows, new Set(known), ctx);
  return next;
}
