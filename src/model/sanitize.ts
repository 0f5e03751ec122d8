/**
 * The one place server HTML is made safe to show (DESIGN.md data rules): rendered messages,
 * descriptions, edit-history diffs, profile fields. Everything goes through DOMPurify with one
 * configuration; nothing executable survives (scripts, event handlers, javascript: URLs, forms).
 * Links get rel="noopener noreferrer", and those leaving this origin open in a new tab.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { emojiCharacter } from './reactions';

/** Elements no server HTML needs and that could restyle or submit the page. */
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'dialog'];
const FORBID_ATTR = ['action', 'formaction', 'autofocus'];

let instance: DOMPurify | undefined;

/** A DOMPurify of our own, so its link hook never leaks into another caller's config. */
function purifier(): DOMPurify {
  if (instance) return instance;
  if (typeof window === 'undefined') throw new Error('sanitize needs a DOM (window)');
  const purify = createDOMPurify(window);
  // Set once: a configuration passed with each call is parsed again for each message.
  purify.setConfig({ FORBID_TAGS, FORBID_ATTR });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG') return deferUpload(node);
    if (node.tagName === 'SPAN') return showEmoji(node);
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href');
    if (href === null) {
      node.removeAttribute('target');
      return;
    }
    node.setAttribute('rel', 'noopener noreferrer');
    if (isExternal(href)) node.setAttribute('target', '_blank');
    else node.removeAttribute('target');
  });
  instance = purify;
  return purify;
}

/**
 * An uploaded image cannot load from its own URL (that needs the API key): its path moves to
 * `data-upload-src`, and the screen asks the server for a temporary URL (see resolveUploads).
 */
function deferUpload(img: Element) {
  const src = img.getAttribute('src');
  if (!src || !UPLOAD_PATH.test(src)) return;
  img.removeAttribute('src');
  img.setAttribute('data-upload-src', uploadPath(src));
}

/**
 * Same-origin upload paths: `/user_uploads/…` as written, or `user_uploads/…` as Zulip renders a
 * full link into its own realm (relative to the realm, like `#narrow/…`).
 */
export const UPLOAD_PATH = /^\/?user_uploads\/(?!temporary\/)\d+\//;

/** An upload's path in the one form the API takes: from the realm's root. */
export const uploadPath = (href: string) => (href.startsWith('/') ? href : `/${href}`);

/**
 * Zulip renders a Unicode emoji as `<span class="emoji emoji-1f642">:smile:</span>` for a sprite
 * sheet; Parley shows the character itself (the name stays in its title and label).
 */
function showEmoji(span: Element) {
  const code = /(?:^|\s)emoji-([0-9a-f]+(?:-[0-9a-f]+)*)(?:\s|$)/.exec(span.className)?.[1];
  if (!code || !span.classList.contains('emoji')) return;
  const character = emojiCharacter(code);
  if (character) span.textContent = character;
}

/** Whether a link leaves this page's origin (narrow links and /user_uploads stay). */
export function isExternal(href: string, base = window.location.href): boolean {
  try {
    return new URL(href, base).origin !== new URL(base).origin;
  } catch {
    return false;
  }
}

/** Sanitizes one HTML string from the server. */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html);
}

const CACHE_LIMIT = 5000;
/** message id → its last sanitized version; Map order doubles as least-recently-used order. */
const cache = new Map<number, { version: string | number; source: string; html: string }>();

/**
 * A message's rendered content, sanitized once per (id, version). `version` is whatever changes
 * with the content (last_edit_timestamp, say); the source is compared too, since a re-render
 * (rendering_only) or a local echo replaced by the server's HTML keeps the version.
 */
export function sanitizeMessageHtml(id: number, version: string | number, html: string): string {
  const hit = cache.get(id);
  if (hit && hit.version === version && hit.source === html) {
    cache.delete(id);
    cache.set(id, hit);
    return hit.html;
  }
  const entry = { version, source: html, html: sanitizeHtml(html) };
  cache.delete(id);
  cache.set(id, entry);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as number);
  return entry.html;
}

/** For tests and logout: forget every cached message. */
export function clearSanitizeCache(): void {
  cache.clear();
}

export const sanitizeCacheSize = () => cache.size;
