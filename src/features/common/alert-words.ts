/**
 * The reader's alert words marked in a message's content, `<span class="alert-word">`, as Zulip
 * shows them: in the text people wrote, not inside code, math, links, mentions or times. Where
 * the words are is model/alert-words.ts; this walks the rendered content's text.
 */
import { alertWordRanges } from '../../model/alert-words';

/** Where words are not marked: code, math, links, mentions, emoji, times. */
const SKIP =
  'code, pre, a, .user-mention, .user-group-mention, .topic-mention, .katex, .katex-display, .emoji, time, .alert-word';

/**
 * Marks the words in `root` (the message content element). Marks from an earlier call are
 * taken off first, so a changed word list leaves no stale ones.
 */
export function highlightAlertWords(root: HTMLElement, words: readonly string[]): void {
  const old = root.querySelectorAll('span.alert-word');
  for (const span of old) span.replaceWith(...span.childNodes);
  if (old.length) root.normalize();
  if (words.length === 0) return;
  const texts: Text[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest(SKIP)) texts.push(node as Text);
  }
  for (const text of texts) {
    const value = text.data;
    const ranges = alertWordRanges(value, words);
    if (ranges.length === 0) continue;
    const parts: Node[] = [];
    let at = 0;
    for (const [start, end] of ranges) {
      if (start > at) parts.push(document.createTextNode(value.slice(at, start)));
      const span = document.createElement('span');
      span.className = 'alert-word';
      span.textContent = value.slice(start, end);
      parts.push(span);
      at = end;
    }
    if (at < value.length) parts.push(document.createTextNode(value.slice(at)));
    text.replaceWith(...parts);
  }
}
