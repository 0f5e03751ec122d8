import type { RendererExtension, RendererObject, Tokens } from 'marked';
import { renderCode } from './code';
import { replaceUnicodeEmoji } from './emoji';
import { escapeText, escapeTextKeepEntities, startTag } from './escape';
import type { ZulipLinkToken } from './inline-pass';
import type { PreviewListItem, PreviewParagraph } from './previews';
import { state } from './state';

/** Marked's renderer, writing what Python-Markdown writes for Zulip. */
export const renderer: RendererObject = {
  text(token) {
    if ('tokens' in token && token.tokens) return this.parser.parseInline(token.tokens);
    const html = escapeTextKeepEntities(token.text);
    return state().linkTextDepth > 0 ? html : replaceUnicodeEmoji(html);
  },

  html(token) {
    // Unreachable (raw HTML is never tokenized as HTML), but never pass it through.
    return escapeText(token.text);
  },

  codespan(token) {
    return `<code>${escapeText(token.text)}</code>`;
  },

  br() {
    return '<br>\n';
  },

  code(token) {
    return renderCode(token);
  },

  blockquote(token) {
    const st = state();
    st.quoteDepth++;
    try {
      return `<blockquote>\n${this.parser.parse(token.tokens)}</blockquote>\n`;
    } finally {
      st.quoteDepth--;
    }
  },

  paragraph(token) {
    const { zulipPreviews, zulipRemoved } = token as PreviewParagraph;
    const previews = zulipPreviews?.join('') ?? '';
    // A paragraph replaced by its preview still counts its link.
    const inline = this.parser.parseInline(token.tokens);
    return zulipRemoved ? previews : `<p>${inline}</p>\n${previews}`;
  },

  listitem(item) {
    const body = this.parser.parse(item.tokens);
    const previews = (item as PreviewListItem).zulipPreviews?.join('') ?? '';
    return item.loose ? `<li>\n${body}${previews}</li>\n` : `<li>${body}${previews}</li>\n`;
  },

  checkbox(token) {
    // Task lists are not a Zulip syntax.
    return escapeText(token.raw);
  },

  table(token) {
    const cell = (c: Tokens.TableCell, tag: string) => {
      const style = c.align ? ` style="text-align: ${c.align};"` : '';
      return `<${tag}${style}>${this.parser.parseInline(c.tokens)}</${tag}>\n`;
    };
    const head = `<tr>\n${token.header.map((c) => cell(c, 'th')).join('')}</tr>\n`;
    const rows = token.rows.map((row) => `<tr>\n${row.map((c) => cell(c, 'td')).join('')}</tr>\n`);
    const body = rows.length ? `<tbody>\n${rows.join('')}</tbody>\n` : '<tbody></tbody>\n';
    return `<table>\n<thead>\n${head}</thead>\n${body}</table>\n`;
  },

  link(token) {
    const st = state();
    st.hrefs.push(token.href);
    if ((token as unknown as ZulipLinkToken).hidden) return '';
    let text: string;
    if (!token.text.trim()) {
      text = escapeText(token.href);
    } else {
      st.linkTextDepth++;
      try {
        text = this.parser.parseInline(token.tokens);
      } finally {
        st.linkTextDepth--;
      }
    }
    return `${startTag('a', { href: token.href, title: token.title ?? undefined })}${text}</a>`;
  },

  image(token) {
    // Unreachable (images are not a Zulip syntax); keep the source as text.
    return escapeText(token.raw);
  },
};

/** Bare URLs and linkifier matches (see inline-links.ts). */
export const zulipLinkRenderer: RendererExtension = {
  name: 'zulipLink',
  renderer(generic) {
    const token = generic as unknown as ZulipLinkToken;
    state().hrefs.push(token.href);
    return token.hidden
      ? ''
      : `${startTag('a', { href: token.href })}${escapeText(token.text)}</a>`;
  },
};
