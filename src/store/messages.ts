/** Message entities by ID, message windows per narrow, and local echoes. */

import { RESOLVED_TOPIC_PREFIX } from '../api/constants';
import type {
  DeleteMessageEvent,
  MessageEvent,
  ReactionEvent,
  SubmessageEvent,
  UpdateMessageEvent,
  UpdateMessageFlagsEvent,
} from '../api/types/event';
import type { EditHistoryEntry, Reaction } from '../api/types/models';
import { channelLocationMatches as mayMatch } from './narrow-match';
import type { MessagesSlice, ReduceContext, StoredMessage } from './state';
import { deletedIds } from './unread';
import {
  flagChangeMayAdd,
  flagReader,
  markIncomplete,
  placeMessage,
  readsContent,
  readsReactions,
  recheckMessages,
  removeFromWindows,
  windowsReading,
} from './windows';

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
      return changeReactions(slice, event, ctx);
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

function changeReactions(
  slice: MessagesSlice,
  event: ReactionEvent,
  ctx: ReduceContext,
): MessagesSlice {
  let next = editMessage(slice, event.message_id, ctx, (m) => reactionChange(m, event));
  // has:reaction windows gain or lose the message.
  const keys = windowsReading(next.windows, readsReactions);
  if (keys.length === 0) return next;
  const m = next.byId.get(event.message_id);
  next = ctx.draft.copy(next);
  if (m) next.windows = recheckMessages(next.windows, [m], ctx, keys);
  else {
    // A message never held may now have (or, for -has:reaction, lack) a reaction.
    for (const key of keys) {
      const negated = next.windows[key]!.narrow.some((t) => readsReactions(t) && t.negated);
      if ((event.op === 'add') !== negated) {
        next.windows = markIncomplete(next.windows, key, event.message_id, ctx);
      }
    }
  }
  return next;
}

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
  const add = event.op === 'add';
  const ids = event.all ? [...slice.byId.keys()] : event.messages;
  const changed: StoredMessage[] = [];
  const unheld: number[] = [];
  let next = slice;
  for (const id of ids) {
    const m = next.byId.get(id);
    if (!m) {
      unheld.push(id);
      continue;
    }
    if (m.flags.includes(event.flag) === add) continue;
    next = editMessage(next, id, ctx, (edited) => {
      edited.flags = add
        ? [...edited.flags, event.flag]
        : edited.flags.filter((f) => f !== event.flag);
      changed.push(edited);
    });
  }
  // Narrows such as is:starred or is:unread gain and lose messages with the flag.
  const keys = windowsReading(next.windows, flagReader(event.flag));
  if (keys.length === 0) return next;
  next = ctx.draft.copy(next);
  next.windows = recheckMessages(next.windows, changed, ctx, keys);
  for (const key of keys) {
    if (!flagChangeMayAdd(next.windows[key]!.narrow, event.flag, add)) continue;
    if (event.all) {
      // Every message, held or not (deprecated): nothing the window holds can be trusted.
      next.windows = dropWindow(next.windows, key, ctx);
      continue;
    }
    for (const id of unheld) next.windows = markIncomplete(next.windows, key, id, ctx);
  }
  return next;
}

function dropWindow(
  windows: MessagesSlice['windows'],
  key: string,
  ctx: ReduceContext,
): MessagesSlice['windows'] {
  const next = ctx.draft.copy(windows);
  delete next[key];
  return next;
}

/**
 * From this feature level (Zulip 10) last_edit_timestamp means the last content edit and moves
 * set last_moved_timestamp (not for resolving or unresolving a topic); before it, any edit or
 * move set last_edit_timestamp on every message it changed. Kept here because the store
 * imports only types from src/api (see api/feature-level.ts for the others).
 */
export const SEPARATE_MOVE_TIMESTAMP_LEVEL = 365;

/** Whether a topic change only resolved or unresolved the topic. */
function resolveToggled(from: string, to: string): boolean {
  return (
    (to.startsWith(RESOLVED_TOPIC_PREFIX) && to.slice(RESOLVED_TOPIC_PREFIX.length) === from) ||
    (from.startsWith(RESOLVED_TOPIC_PREFIX) && from.slice(RESOLVED_TOPIC_PREFIX.length) === to)
  );
}

/**
 * The edit-history entry the server shows for this event on one message, or null where the
 * realm shows only moves (FL 358) and this edit moved nothing.
 */
function historyEntry(
  event: UpdateMessageEvent,
  anchor: boolean,
  movesOnly: boolean,
): EditHistoryEntry | null {
  const entry: EditHistoryEntry = { user_id: event.user_id, timestamp: event.edit_timestamp };
  if (event.subject !== undefined && event.orig_subject !== undefined) {
    entry.prev_topic = event.orig_subject;
    entry.topic = event.subject;
  }
  if (event.new_stream_id !== undefined && event.stream_id !== undefined) {
    entry.prev_stream = event.stream_id;
    entry.stream = event.new_stream_id;
  }
  if (movesOnly)
    return entry.prev_topic !== undefined || entry.prev_stream !== undefined ? entry : null;
  if (anchor && event.orig_content !== undefined) {
    entry.prev_content = event.orig_content;
    if (event.orig_rendered_content !== undefined) {
      entry.prev_rendered_content = event.orig_rendered_content;
    }
  }
  return entry;
}

function updateMessage(
  slice: MessagesSlice,
  event: UpdateMessageEvent,
  ctx: ReduceContext,
): MessagesSlice {
  let next = slice;
  // rendering_only: the server re-rendered (e.g. an inline preview); not an edit by anyone.
  const userEdit = !event.rendering_only;
  const moved = event.subject !== undefined || event.new_stream_id !== undefined;
  const separateMoves = ctx.state.server.zulip_feature_level >= SEPARATE_MOVE_TIMESTAMP_LEVEL;
  // The server sends edit_history with messages only where the realm lets users see it.
  const visibility = ctx.state.realm.message_edit_history_visibility_policy;
  const keepHistory = userEdit && ctx.state.realm.allow_edit_history && visibility !== 'none';
  const movesOnly = visibility === 'moves';
  const prepend = (m: StoredMessage, entry: EditHistoryEntry | null) => {
    if (entry) m.edit_history = [entry, ...(m.edit_history ?? [])];
  };
  const anchorMoved = moved && event.message_ids.includes(event.message_id);
  if (event.rendered_content !== undefined || userEdit) {
    next = editMessage(next, event.message_id, ctx, (m) => {
      if (event.rendered_content !== undefined) m.content = event.rendered_content;
      if (event.is_me_message !== undefined) m.is_me_message = event.is_me_message;
      m.flags = event.flags;
      if (!userEdit) return;
      if (!separateMoves || event.orig_content !== undefined) {
        m.last_edit_timestamp = event.edit_timestamp;
      }
      // A moved anchor gets its (combined) entry with the other moved messages below.
      if (keepHistory && !anchorMoved) prepend(m, historyEntry(event, true, movesOnly));
    });
    // A content edit can change has:link, a search match, or the mention and alert flags.
    const anchor = next.byId.get(event.message_id);
    const keys = anchor && !anchorMoved ? windowsReading(next.windows, readsContent) : [];
    if (anchor && keys.length > 0) {
      next = ctx.draft.copy(next);
      next.windows = recheckMessages(next.windows, [anchor], ctx, keys);
    }
  }
  if (!moved) return next;
  const channel =
    event.new_stream_id === undefined ? undefined : ctx.state.channels[event.new_stream_id];
  const movedMessages: StoredMessage[] = [];
  const unheld: number[] = [];
  for (const id of event.message_ids) {
    if (!next.byId.has(id)) unheld.push(id);
    next = editMessage(next, id, ctx, (m) => {
      if (m.type !== 'stream') return;
      const fromTopic = m.subject;
      if (event.subject !== undefined) m.subject = event.subject;
      if (event.topic_links !== undefined) m.topic_links = event.topic_links;
      if (event.new_stream_id !== undefined) {
        m.stream_id = event.new_stream_id;
        if (channel) m.display_recipient = channel.name;
      }
      if (userEdit) {
        if (!separateMoves) m.last_edit_timestamp = event.edit_timestamp;
        else if (event.new_stream_id !== undefined || !resolveToggled(fromTopic, m.subject)) {
          m.last_moved_timestamp = event.edit_timestamp;
        }
        if (keepHistory) prepend(m, historyEntry(event, id === event.message_id, movesOnly));
      }
      movedMessages.push(m);
    });
  }
  if (movedMessages.length === 0 && unheld.length === 0) return next;
  next = ctx.draft.copy(next);
  next.windows = recheckMessages(next.windows, movedMessages, ctx);
  // Messages never held cannot join the windows of their new place: those windows stop
  // claiming to be complete where the messages sit (see markIncomplete). A window covering
  // such a message whose narrow surely took in its old place did not hold it, so the message
  // fails a term a move does not change (sender, flags, ...): that window is left alone.
  if (unheld.length === 0) return next;
  // orig_subject comes with every move; without it (or the channel) nothing can be excluded.
  const topic = event.orig_subject;
  const from = event.stream_id;
  const to = event.new_stream_id ?? from;
  for (const key of Object.keys(next.windows)) {
    const narrow = next.windows[key]!.narrow;
    if (topic !== undefined && from !== undefined && to !== undefined) {
      const after = mayMatch({ stream_id: to, topic: event.subject ?? topic }, narrow, ctx.state);
      if (after === false) continue;
      if (mayMatch({ stream_id: from, topic }, narrow, ctx.state) === true) continue;
    }
    for (const id of unheld) next.windows = markIncomplete(next.windows, key, id, ctx);
  }
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
