/**
 * Who is typing where. Each typist has an expiry time: a `start` that is not renewed within
 * server_typing_started_expiry_period_milliseconds stops counting, even if `stop` never comes.
 */
import type { MessageEvent, TypingEvent } from '../api/types/event';
import { typingKeyForDm, typingKeyForStream } from './keys';
import type { ReduceContext, TypingSlice } from './state';

function typingKey(event: TypingEvent, selfId: number): string | undefined {
  if (event.message_type === 'stream') {
    if (event.stream_id === undefined || event.topic === undefined) return undefined;
    return typingKeyForStream(event.stream_id, event.topic);
  }
  const ids = [event.sender.user_id, ...(event.recipients ?? []).map((r) => r.user_id)];
  return typingKeyForDm(ids, selfId);
}

function messageKey(event: MessageEvent, selfId: number): string {
  const m = event.message;
  return m.type === 'stream'
    ? typingKeyForStream(m.stream_id, m.subject)
    : typingKeyForDm(
        m.display_recipient.map((r) => r.id),
        selfId,
      );
}

function without(slice: TypingSlice, key: string, userId: number, ctx: ReduceContext) {
  const typists = slice[key];
  if (!typists || !(userId in typists)) return slice;
  const next = ctx.draft.copy(slice);
  const edited = { ...typists };
  delete edited[userId];
  if (Object.keys(edited).length === 0) delete next[key];
  else next[key] = edited;
  return next;
}

export function reduceTyping(
  slice: TypingSlice,
  event: TypingEvent | MessageEvent,
  ctx: ReduceContext,
): TypingSlice {
  const selfId = ctx.state.current_user_id;
  if (event.type === 'message') {
    // A typist who sent their message has stopped typing it.
    return without(slice, messageKey(event, selfId), event.message.sender_id, ctx);
  }
  const key = typingKey(event, selfId);
  if (key === undefined || event.sender.user_id === selfId) return slice;
  if (event.op === 'stop') return without(slice, key, event.sender.user_id, ctx);
  const next = ctx.draft.copy(slice);
  const expiry = ctx.state.server.server_typing_started_expiry_period_milliseconds;
  next[key] = { ...next[key], [event.sender.user_id]: ctx.now + expiry };
  return next;
}

/** Drops expired typists (the UI also ignores them, so this is only tidying). */
export function pruneTyping(slice: TypingSlice, now: number): TypingSlice {
  let next: TypingSlice | undefined;
  for (const [key, typists] of Object.entries(slice)) {
    const live = Object.entries(typists).filter(([, expires]) => expires > now);
    if (live.length === Object.keys(typists).length) continue;
    next ??= { ...slice };
    if (live.length === 0) delete next[key];
    else next[key] = Object.fromEntries(live);
  }
  return next ?? slice;
}

/** The user IDs typing in a conversation right now. */
export function typistsIn(slice: TypingSlice, key: string, now: number): number[] {
  const typists = slice[key];
  if (!typists) return [];
  return Object.entries(typists)
    .filter(([, expires]) => expires > now)
    .map(([id]) => Number(id))
    .sort((a, b) => a - b);
}
