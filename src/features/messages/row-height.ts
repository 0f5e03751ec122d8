/**
 * A first guess at a feed row's height before it is measured, so the scrollbar and the jump to
 * a far message are close: the recipient bar, the sender line, and lines of text.
 */
import type { StoredMessage } from '../../store/state';

const RECIPIENT_BAR = 40;
const SENDER_LINE = 26;
const LINE = 22;
const CHARS_PER_LINE = 90;

export function estimateRowHeight(
  m: StoredMessage | undefined,
  prev: StoredMessage | undefined,
): number {
  if (!m) return 60;
  const text = m.content.length;
  let h = 12 + LINE * Math.max(1, Math.ceil(text / (CHARS_PER_LINE * 2.2)));
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
