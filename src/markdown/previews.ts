import type { Token, Tokens } from 'marked';
import { startTag } from './escape';
import type { ZulipLinkToken } from './inline-pass';

/**
 * Inline previews of linked images, videos and YouTube videos (Zulip's
 * InlineInterestingLinkProcessor, without the previews that need a network fetch). Links
 * are visited breadth-first, as Zulip walks the tree; a URL is previewed once; links in
 * quotes are not; more than 24 previewable URLs and none are. A preview goes right after
 * the link's paragraph, at the end of its list item, or else at the end of the message; a
 * paragraph or list item that holds nothing but the bare link gives way to its preview.
 */

export interface PreviewParagraph extends Tokens.Paragraph {
  zulipPreviews?: string[];
  zulipRemoved?: boolean;
}

export interface PreviewListItem extends Tokens.ListItem {
  zulipPreviews?: string[];
}

const IMAGE_EXTENSIONS = ['.bmp', '.gif', '.jpe', '.jpeg', '.jpg', '.png', '.webp'];
const LIMIT = 24;

type Parent =
  | { kind: 'p'; p: PreviewParagraph; quoted: boolean }
  | { kind: 'li'; li: PreviewListItem; quoted: boolean }
  | { kind: 'other'; quoted: boolean };

interface Found {
  href: string;
  text: string;
  token: Token;
  parent: Parent;
  siblings: Token[];
}

function pathOf(url: string): { host: string; path: string } {
  const m = /^(?:[a-zA-Z][a-zA-Z0-9+.-]*:)?(?:\/\/([^/?#]*))?([^?#]*)/.exec(url)!;
  return { host: m[1] ?? '', path: m[2] ?? '' };
}

function isImage(url: string): boolean {
  const { host, path } = pathOf(url);
  if (host === 'pasteboard.co') return false;
  const lower = path.toLowerCase();
  return IMAGE_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

function youtubeId(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  let id: string | null | undefined;
  const hosts = [
    'm.youtube.com',
    'www.youtube.com',
    'www.youtube-nocookie.com',
    'youtube.com',
    'youtube-nocookie.com',
  ];
  if (hosts.includes(parsed.hostname)) {
    const path = parsed.pathname;
    if ((path === '/watch' || path === '/watch_popup') && parsed.searchParams.has('v')) {
      id = parsed.searchParams.get('v');
    } else if (path === '/watch_videos' && parsed.searchParams.has('video_ids')) {
      id = parsed.searchParams.get('video_ids')!.split(',')[0];
    } else if (/^\/(embed|shorts|v)\//.test(path)) {
      id = path.split('/')[2];
    }
  } else if (parsed.hostname === 'youtu.be') {
    id = parsed.pathname.slice(1);
  }
  return id && /^[0-9A-Za-z_-]+$/.test(id) ? id : undefined;
}

/** GitHub "blob" pages of images point at the raw file; Wikipedia file pages at the file. */
function imageSource(url: string): string {
  const github = /^https?:\/\/(?:[^/]+\.)?github\.com\/([^/]+)\/([^/]+)\/blob\/(.*)$/.exec(url);
  if (github) return `https://raw.githubusercontent.com/${github[1]}/${github[2]}/${github[3]}`;
  return url.replace(
    /^(https?:\/\/[^/]*\.wikipedia\.org)\/wiki\/File:/i,
    '$1/wiki/Special:FilePath/File:',
  );
}

function linkOf(token: Token): { href: string; text: string } | undefined {
  if (token.type === 'link' || token.type === 'zulipLink' || token.type === 'zulipChannelLink') {
    return { href: token.href as string, text: (token as Tokens.Link).text ?? '' };
  }
  return undefined;
}

/** Every link, breadth-first, with where it sits. */
function collect(tokens: Token[]): Found[] {
  const found: Found[] = [];
  const queue: Array<{ tokens: Token[]; parent: Parent }> = [
    { tokens, parent: { kind: 'other', quoted: false } },
  ];
  for (let q = queue.shift(); q; q = queue.shift()) {
    const { parent } = q;
    const other: Parent = { kind: 'other', quoted: parent.quoted };
    for (const token of q.tokens) {
      const link = linkOf(token);
      if (link) found.push({ ...link, token, parent, siblings: q.tokens });
      else if (token.type === 'paragraph') {
        queue.push({
          tokens: token.tokens ?? [],
          parent: { kind: 'p', p: token as PreviewParagraph, quoted: parent.quoted },
        });
      } else if (token.type === 'blockquote') {
        queue.push({ tokens: token.tokens ?? [], parent: { kind: 'other', quoted: true } });
      } else if (token.type === 'list') {
        for (const item of (token as Tokens.List).items) {
          // A tight item's text is the item's own content.
          const children = item.tokens.flatMap((t) =>
            t.type === 'text' && t.tokens ? t.tokens : [t],
          );
          queue.push({ tokens: children, parent: { kind: 'li', li: item, quoted: parent.quoted } });
        }
      } else if (token.type === 'table') {
        const table = token as Tokens.Table;
        for (const cell of [...table.header, ...table.rows.flat()])
          queue.push({ tokens: cell.tokens, parent: other });
      } else if (token.type === 'zulipSpoiler') {
        queue.push({ tokens: token.header as Token[], parent: other });
        queue.push({ tokens: token.tokens as Token[], parent: other });
      } else if ('tokens' in token && Array.isArray(token.tokens)) {
        queue.push({ tokens: token.tokens as Token[], parent: other });
      }
    }
  }
  return found;
}

function imageHtml(link: string, image: string, title: string | undefined): string {
  return `<div class="message_inline_image">${startTag('a', { href: link, title })}${startTag('img', { src: image })}</a></div>`;
}

function videoHtml(url: string, title: string | undefined): string {
  return `<div class="message_inline_image message_inline_video">${startTag('a', { href: url, title })}${startTag('video', { preload: 'metadata', src: url })}</video></a></div>`;
}

function youtubeHtml(url: string, id: string): string {
  return `<div class="youtube-video message_inline_image">${startTag('a', { 'data-id': id, href: url })}<img src="https://i.ytimg.com/vi/${id}/default.jpg"></a></div>`;
}

/**
 * Adds the previews to the tokens (paragraphs and list items carry theirs) and returns the
 * ones that go at the end of the message, and whether any image was previewed.
 */
export function addPreviews(
  tokens: Token[],
  realmHost: string,
): { tail: string[]; hasImage: boolean } {
  const found = collect(tokens);
  const previewable = new Set(found.filter((f) => !f.parent.quoted).map((f) => f.href));
  const tail: string[] = [];
  let hasImage = false;
  if (found.length === 0 || previewable.size > LIMIT) return { tail, hasImage };
  const done = new Set<string>();
  for (const f of found) {
    if (!previewable.has(f.href) || done.has(f.href)) continue;
    done.add(f.href);
    const urlIsText = f.text === f.href;
    const title = urlIsText ? undefined : f.text;
    let html: string | undefined;
    let removable = false;
    if (/\.(mp4|webm)$/i.test(f.href)) {
      html = videoHtml(f.href, title);
      removable = true;
    } else if (isImage(f.href)) {
      html = imageHtml(f.href, imageSource(f.href), title);
      removable = true;
      hasImage = true;
    } else {
      const host = pathOf(f.href).host;
      const id = host && host !== realmHost ? youtubeId(f.href) : undefined;
      if (id) {
        html = youtubeHtml(f.href, id);
        hasImage = true;
      }
    }
    if (html) place(f, html, removable && urlIsText, tail);
  }
  return { tail, hasImage };
}

function place(f: Found, html: string, removable: boolean, tail: string[]): void {
  const { parent } = f;
  if (parent.kind === 'p') {
    parent.p.zulipPreviews ??= [];
    parent.p.zulipPreviews.push(html);
    if (removable && f.siblings.length === 1) parent.p.zulipRemoved = true;
  } else if (parent.kind === 'li') {
    parent.li.zulipPreviews ??= [];
    parent.li.zulipPreviews.push(html);
    const next = f.siblings[1];
    if (removable && f.siblings[0] === f.token && next?.type !== 'text') {
      (f.token as unknown as ZulipLinkToken).hidden = true;
    }
  } else {
    tail.push(html);
  }
}
