/** Rendering a message's Markdown with the shared renderer, and its text. */
import { type RenderContext, type Rendered, renderMarkdown } from '../../../src/markdown';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/users';
import { renderContext } from '../render-context';

export interface RenderedMessage extends Rendered {
  /** The rendered content's text, for the search index and alert words. */
  text: string;
  /** Upload path IDs the content refers to (rendered links and raw `/user_uploads/` URLs). */
  uploads: string[];
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
};

export const unescapeHtml = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_m, e: string) => ENTITIES[e] ?? _m);

/** The text of an HTML fragment: tags dropped, entities decoded. */
export const htmlToText = (html: string) =>
  unescapeHtml(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

const UPLOAD_RE = /\/user_uploads\/(\d+\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\/[^\s)"'<>\]]+)/g;

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** Renders with a context the caller built (for many messages at once). */
export function renderMessageWith(ctx: RenderContext, content: string): RenderedMessage {
  const rendered = renderMarkdown(content, ctx);
  const uploads = new Set(rendered.uploadPathIds);
  for (const m of content.matchAll(UPLOAD_RE)) uploads.add(decode(m[1]!));
  return { ...rendered, text: htmlToText(rendered.html), uploads: [...uploads] };
}

/** Renders `content` as `author` wrote it (null: the server itself); see renderContext. */
export const renderMessage = (
  db: Db,
  content: string,
  realmUrl: string,
  author: UserRow | null,
): RenderedMessage => renderMessageWith(renderContext(db, realmUrl, author), content);
