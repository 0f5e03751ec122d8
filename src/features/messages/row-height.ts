/**
 * A first guess at a feed row's height before it is measured, so the scrollbar and the jump to
 * a far message are close: the recipient bar, the sender line, and lines of text. The virtualizer
 * asks for every row's guess whenever heights change, so guesses are kept per window in a typed
 * array, computed once per row.
 */
import type { StoredMessage } from '../../store/state';

/** Room above the first row for the feed's header (older messages loading, the beginning). */
export const FEED_HEADER_HEIGHT = 44;

/**
 * The height the floating recipient bar covers at the top of the feed (one line): a message
 * scrolled to the top (a first unread, the cursor moving up) is placed below it, not under it.
 */
export const FLOATING_BAR_HEIGHT = 32;

const RECIPIENT_BAR = 40;
const SENDER_LINE = 26;
const LINE = 22;
const CHARS_PER_LINE = 200;

export function estimateRowHeight(
  m: StoredMessage | undefined,
  prev: StoredMessage | undefined,
): number {
  if (!m) return 60;
  let h = 12 + LINE * Math.max(1, Math.ceil(m.content.length / CHARS_PER_LINE));
  if (m.content.includes('message_inline_image')) h += 160;
  if (m.reactions.length > 0) h += 30;
  const newBlock =
    !prev ||
    prev.type !== m.type ||
    (m.type === 'stream' &&
      prev.type === 'stream' &&
      (prev.stream_id !== m.stream_id || prev.subject !== m.subject));
  if (newBlock) h += RECIPIENT_BAR;
  if (newBlock || prev?.sender_id !== m.sender_id) h += SENDER_LINE;
  return h;
}

/**
 * Guesses for a window's rows, by index. A window's ID list grows in place at its end and is
 * replaced when it changes elsewhere, so a new list starts afresh and a longer one is extended.
 */
export function rowEstimates(byId: ReadonlyMap<number, StoredMessage>) {
  let ids: readonly number[] | undefined;
  let heights = new Float64Array(0);
  let filled = 0;
  return (list: readonly number[], index: number): number => {
    if (list !== ids) {
      ids = list;
      filled = 0;
    }
    if (heights.length < list.length) {
      const grown = new Float64Array(Math.max(list.length, heights.length * 2, 256));
      grown.set(heights.subarray(0, filled));
      heights = grown;
    }
    while (filled <= index && filled < list.length) {
      heights[filled] = estimateRowHeight(byId.get(list[filled]!), byId.get(list[filled - 1]!));
      filled++;
    }
    return heights[index] ?? 60;
  };
}
