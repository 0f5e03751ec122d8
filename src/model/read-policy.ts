/**
 * Whether reading a narrow marks its messages as read. Like Zulip: never in searches, starred
 * messages or other filtered views, only in views of whole conversations or feeds; and the
 * user's `web_mark_read_on_scroll_policy` (1 always, 2 conversation views only, 3 never).
 */
import type { NarrowTerm } from '../api/types/narrow';
import { canonicalTerm } from '../store/keys';

const signature = (narrow: readonly NarrowTerm[]) =>
  narrow
    .map(canonicalTerm)
    .map(
      (t) =>
        `${t.negated ? '-' : ''}${t.operator}${t.operator === 'is' || t.operator === 'in' ? `:${t.operand}` : ''}`,
    )
    .sort()
    .join(',');

const CONVERSATIONS = new Set(['channel,topic', 'dm']);
const FEEDS = new Set([
  '',
  'in:home',
  'in:all',
  'channel',
  'is:dm',
  'is:mentioned',
  'dm-including',
]);

export const isConversationView = (narrow: readonly NarrowTerm[]) =>
  CONVERSATIONS.has(signature(narrow));

export function marksReadOnScroll(narrow: readonly NarrowTerm[], policy = 1): boolean {
  if (policy === 3) return false;
  const sig = signature(narrow);
  if (CONVERSATIONS.has(sig)) return true;
  return policy === 1 && FEEDS.has(sig);
}
