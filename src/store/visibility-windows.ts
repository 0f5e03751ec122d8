/**
 * Following, muting or unmuting a topic (or muting a channel) moves its messages in and out of
 * the windows whose narrow reads visibility: `is:followed`, `is:muted` and `in:home`. Messages
 * the store holds are rechecked; messages it never held may now belong, so such a window stops
 * claiming completeness from the place's newest message back (see markIncomplete).
 */
import type { NarrowTerm } from '../api/types/narrow';
import { canonicalOperator } from './keys';
import { channelLocationMatches as mayMatch } from './narrow-match';
import type { MessagesSlice, ParleyState, ReduceContext, StoredMessage } from './state';
import { markIncomplete, recheckMessages, windowsReading } from './windows';

/** Terms a topic's or channel's visibility can change. */
export function readsVisibility(term: NarrowTerm): boolean {
  const operator = canonicalOperator(term.operator);
  const operand = String(term.operand).toLowerCase();
  return (
    (operator === 'is' && (operand === 'followed' || operand === 'muted')) ||
    (operator === 'in' && operand === 'home')
  );
}

/**
 * After the visibility of a channel (topic undefined) or one of its topics changed; `before`
 * is the state before the change (its visibility settings, for windows that took the place in
 * already and so need nothing new).
 */
export function recheckVisibility(
  slice: MessagesSlice,
  ctx: ReduceContext,
  before: ParleyState,
  stream_id: number,
  topic?: string,
): MessagesSlice {
  const keys = windowsReading(slice.windows, readsVisibility);
  if (keys.length === 0) return slice;
  const lower = topic?.toLowerCase();
  const here = (m: StoredMessage) =>
    m.type === 'stream' &&
    m.stream_id === stream_id &&
    (lower === undefined || m.subject.toLowerCase() === lower);
  const held = [...slice.byId.values()].filter(here);
  const next = ctx.draft.copy(slice);
  next.windows = recheckMessages(slice.windows, held, ctx, keys);
  // The newest message of the place the store knows of: from the channel's topic list, else
  // the newest held. Missing messages are no newer than that; without it, the whole window.
  const topics = ctx.state.topics[stream_id]?.byName;
  const known = [
    ...(topics ? [...topics.values()] : []).filter(
      (t) => lower === undefined || t.name.toLowerCase() === lower,
    ),
  ].map((t) => t.max_id);
  const newest = Math.max(...known, ...held.map((m) => m.id), -1);
  for (const key of keys) {
    const w = next.windows[key]!;
    // A channel's change concerns its topics without a policy of their own: a name no topic has.
    const place = { stream_id, topic: topic ?? '\u0000' };
    if (
      mayMatch(place, w.narrow, ctx.state) === false ||
      mayMatch(place, w.narrow, before) === true
    )
      continue;
    const at = newest >= 0 ? newest : w.ids[w.ids.length - 1];
    if (at !== undefined) next.windows = markIncomplete(next.windows, key, at, ctx);
  }
  return next;
}
