import { escapeText } from './escape';
import { applyInlinePatterns } from './inline-pass';
import { md } from './instance';
import { preprocess } from './preprocess';
import { addPreviews } from './previews';
import { RenderState, withState } from './state';
import type { RenderContext, Rendered } from './types';

const hostCache = new Map<string, string>();

// A preview needs an image or video extension or a YouTube URL somewhere in the message
// (or in a linkifier's URL); most messages have none, and skip the walk.
const PREVIEWABLE = /\.(?:bmp|gif|jpe?g?|png|webp|mp4|webm)|youtu/i;

function mayPreview(content: string, ctx: RenderContext): boolean {
  return PREVIEWABLE.test(content) || ctx.linkifiers.some((l) => PREVIEWABLE.test(l.url_template));
}

function realmHost(realmUrl: string): string {
  let host = hostCache.get(realmUrl);
  if (host === undefined) {
    try {
      host = new URL(realmUrl).host;
    } catch {
      host = '';
    }
    hostCache.set(realmUrl, host);
  }
  return host;
}

/** `/user_uploads/<path_id>` links (absolute into the realm, or relative) → path ids. */
function uploadPathIds(hrefs: string[], host: string): string[] {
  const ids = new Set<string>();
  for (const href of hrefs) {
    const m = /^(?:[a-zA-Z][a-zA-Z0-9+.-]*:)?(?:\/\/([^/?#]*))?([^?#]*)/.exec(href)!;
    const [, netloc, rawPath] = m;
    if (netloc && netloc !== host) continue;
    const path = rawPath!.startsWith('/') ? rawPath! : `/${rawPath}`;
    if (path.startsWith('/user_uploads/')) ids.add(path.slice('/user_uploads/'.length));
  }
  return [...ids];
}

/**
 * Renders a message's Markdown to the HTML a Zulip server would store for it. It does not
 * throw: should rendering fail on some input, the message shows as escaped plain text.
 */
export function renderMarkdown(content: string, ctx: RenderContext): Rendered {
  try {
    return render(content, ctx);
  } catch (error) {
    console.error('markdown: rendering failed; showing the message as text', error);
    return plainText(content);
  }
}

function plainText(content: string): Rendered {
  const paragraphs = content
    .trim()
    .split(/\n{2,}/)
    .filter(Boolean)
    .map((p) => `<p>${escapeText(p).replace(/\n/g, '<br>\n')}</p>`);
  return {
    html: paragraphs.join('\n'),
    mentionedUserIds: new Set(),
    mentionedGroupIds: new Set(),
    streamWildcardMentioned: false,
    topicWildcardMentioned: false,
    isMeMessage: content.startsWith('/me '),
    hasLink: false,
    hasImage: false,
    uploadPathIds: [],
  };
}

function render(content: string, ctx: RenderContext): Rendered {
  const st = new RenderState(ctx);
  return withState(st, () => {
    const tokens = md.lexer(preprocess(content));
    applyInlinePatterns(tokens, st);
    const host = realmHost(ctx.realmUrl);
    const previews = mayPreview(content, ctx)
      ? addPreviews(tokens, host)
      : { tail: [], hasImage: false };
    const html = (md.parser(tokens) + previews.tail.join('')).trim();
    return {
      html,
      mentionedUserIds: st.mentionedUserIds,
      mentionedGroupIds: st.mentionedGroupIds,
      streamWildcardMentioned: st.streamWildcardMentioned,
      topicWildcardMentioned: st.topicWildcardMentioned,
      isMeMessage: content.startsWith('/me '),
      hasLink: st.hrefs.length > 0,
      hasImage: previews.hasImage,
      uploadPathIds: uploadPathIds(st.hrefs, host),
    };
  });
}
