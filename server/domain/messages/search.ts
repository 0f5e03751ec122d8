/** The search operator as an FTS5 query, and the highlighting of matches. */
import { escapeAttr } from '../../../src/markdown';
import type { Db } from '../../db/database';
import { highlightTexts } from '../../db/message-search';
import { unescapeHtml } from './render';

/**
 * A `search` operand as an FTS5 query: each word, and each "quoted phrase", must appear
 * (in the topic or the content); words are quoted so no FTS5 syntax leaks through.
 * Null when the operand has no searchable word.
 */
export function ftsQuery(operand: string): string | null {
  const terms: string[] = [];
  for (const m of operand.matchAll(/"([^"]*)"|(\S+)/g)) {
    const text = (m[1] ?? m[2] ?? '').trim();
    // Only letters and digits are tokens; a term without any would match nothing useful.
    if (!/[\p{L}\p{N}]/u.test(text)) continue;
    terms.push(`"${text.replace(/"/g, '""')}"`);
  }
  return terms.length ? terms.join(' AND ') : null;
}

const START = '\uE000';
const END = '\uE001';

/** The same terms, any of which highlights (an AND query highlights only complete matches). */
const highlightQuery = (q: string) => q.split(' AND ').join(' OR ');

// Highlighted text is escaped as it always was here: `& < > "` (the markdown module's attribute
// rule), so a topic's quotes stay escaped in match_subject.
const escapeHtml = escapeAttr;

function markup(marked: string): string {
  return escapeHtml(marked)
    .replaceAll(START, '<span class="highlight">')
    .replaceAll(END, '</span>');
}

/**
 * `match_content` and `match_subject` for messages found by a search: the rendered content
 * and the escaped topic with each matching word wrapped in `<span class="highlight">`.
 */
export function highlightMatches(
  db: Db,
  query: string,
  messages: ReadonlyArray<{ rendered_content: string; topic: string }>,
): Array<{ match_content: string; match_subject: string }> {
  const q = highlightQuery(query);
  // Text between tags is highlighted segment by segment; tags pass through untouched.
  const pieces = messages.map((m) => m.rendered_content.split(/(<[^>]*>)/));
  const texts: string[] = [];
  for (const parts of pieces) {
    parts.forEach((p, i) => {
      if (i % 2 === 0 && p) texts.push(unescapeHtml(p));
    });
  }
  const topics = messages.map((m) => m.topic);
  const lit = highlightTexts(db, [...texts, ...topics], q);
  let k = 0;
  return messages.map((m, mi) => {
    const parts = pieces[mi]!;
    const content = parts
      .map((p, i) => {
        if (i % 2 === 1 || !p) return p;
        const h = lit[k++]!;
        return h.includes(START) ? markup(h) : p;
      })
      .join('');
    const topic = lit[texts.length + mi]!;
    return {
      match_content: content,
      match_subject: topic.includes(START) ? markup(topic) : escapeHtml(m.topic),
    };
  });
}
