/**
 * The server's content_html_diff made safe and readable: sanitized like all server HTML, its
 * `span.highlight_text_inserted` / `span.highlight_text_deleted` turned into `<ins>` and `<del>`,
 * which say "inserted" and "deleted" to assistive technology and are underlined and struck
 * through on screen, so the change is never told by colour alone.
 */
import { sanitizeHtml } from './sanitize';

const MARKS: [selector: string, tag: 'ins' | 'del'][] = [
  ['span.highlight_text_inserted', 'ins'],
  ['span.highlight_text_deleted', 'del'],
];

export function renderHistoryDiff(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = sanitizeHtml(html);
  const root = template.content;
  for (const [selector, tag] of MARKS) {
    for (const span of root.querySelectorAll(selector)) {
      const mark = document.createElement(tag);
      mark.className = tag === 'ins' ? 'diff-inserted' : 'diff-deleted';
      mark.append(...span.childNodes);
      span.replaceWith(mark);
    }
  }
  return template.innerHTML;
}
