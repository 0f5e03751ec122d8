/**
 * Keeps a picture of the view the page shows as it is hidden or left (boot/view-snapshot.ts draws
 * it again on the next reload or new tab, before the app has run). Only when the local copy is
 * on, and only in a build that has the boot script; deleted with the copy.
 */
import { accountKey } from '../../boot/session';
import {
  buildOf,
  FEED_READY,
  parseSnapshot,
  SCROLL_ATTRIBUTE,
  SNAPSHOT_KEY,
  type ViewSnapshot,
} from '../../boot/view-snapshot';

/** What says the app has drawn a view, as the picture shows it: the first found is kept. */
const READY = [
  FEED_READY,
  '.inbox-list a',
  '.inbox-list .empty-state',
  'main.main-view table a',
] as const;

/** A bigger picture is not kept (localStorage holds a few megabytes for the whole origin). */
export const SNAPSHOT_MAX_CHARS = 2_000_000;

/** What would load or act from the picture: left out. */
const LEFT_OUT = 'iframe, video, audio, object, embed, script';

/**
 * The elements scrolled since the page started (scroll events reach the document as they are
 * captured): only their offsets are read as the picture is taken, since reading every element's
 * would lay out what the browser skips (content-visibility), 90 ms on a large organization.
 */
const scrolled = new WeakSet<EventTarget>();
if (typeof document !== 'undefined') {
  document.addEventListener('scroll', (e) => e.target && scrolled.add(e.target), {
    capture: true,
    passive: true,
  });
}

/** The app's own elements come first in the page: ids, radio groups and autofocus are theirs. */
function dropIdentity(e: Element) {
  e.removeAttribute('id');
  e.removeAttribute('name');
  e.removeAttribute('autofocus');
}

/** What an element of the picture keeps of the page's: offsets and typed text. */
function keepState(from: Element, to: Element) {
  if (scrolled.has(from) && from.scrollTop > 0) {
    to.setAttribute(SCROLL_ATTRIBUTE, String(Math.round(from.scrollTop)));
  }
  if (from instanceof HTMLTextAreaElement) to.textContent = from.value;
  else if (from instanceof HTMLInputElement && from.type !== 'password' && from.type !== 'hidden') {
    to.setAttribute('value', from.value);
  }
  dropIdentity(to);
}

/**
 * The picture of what `el` shows inside the window: what lies below or right of it is left out
 * (a long sidebar's rows: most of a large organization's picture), what lies above or left of it
 * is kept whole (removing it would move what follows), and what the window shows part of is
 * pictured the same way, element by element.
 */
function picture(el: Element, view: { width: number; height: number }, box?: DOMRect): Element {
  const out = el.cloneNode(false) as Element;
  keepState(el, out);
  // An upload's image is shown from a short-lived signed URL: not kept, its box kept instead.
  if (out instanceof HTMLImageElement && out.hasAttribute('data-upload-src') && box) {
    out.removeAttribute('src');
    out.style.width = `${box.width}px`;
    out.style.height = `${box.height}px`;
  }
  for (const child of el.childNodes) {
    if (!(child instanceof Element)) {
      out.append(child.cloneNode(false));
      continue;
    }
    if (child.matches(LEFT_OUT)) continue;
    const r = child.getBoundingClientRect();
    if (r.top >= view.height || r.left >= view.width) continue;
    if (r.bottom > 0 && r.right > 0) {
      out.append(picture(child, view, r));
      continue;
    }
    const whole = child.cloneNode(true) as Element;
    for (const e of whole.querySelectorAll(LEFT_OUT)) e.remove();
    for (const e of [whole, ...whole.querySelectorAll('[id], [name], [autofocus]')]) {
      dropIdentity(e);
    }
    out.append(whole);
  }
  return out;
}

/** The picture of #root, marked as catching up, as the app marks what it opens from the copy. */
function pictureOf(root: HTMLElement, win: Window): Element {
  const copy = picture(root, { width: win.innerWidth, height: win.innerHeight });
  // Sized images (avatars) keep their box and load with the app: each SVG avatar costs the page
  // a document of its own to draw, 5-10 ms before the app could run.
  for (const img of copy.querySelectorAll('img[width][height]')) {
    img.removeAttribute('src');
    img.removeAttribute('srcset');
  }
  for (const el of copy.querySelectorAll('.connection-status')) {
    el.removeAttribute('role');
    el.className = 'connection-status catching-up';
    el.textContent = 'Catching up…';
  }
  return copy;
}

/** Whether this build draws pictures (the boot script is on the page). */
const drawsPictures = (doc: Document) => doc.querySelector('script[data-parley-boot]') !== null;

/** Keeps the picture of what `win` shows now for this account (or none if there is no view). */
export function writeSnapshot(
  account: { realm: string; userId: number },
  win: Window = window,
  now = Date.now(),
): void {
  const doc = win.document;
  const root = doc.getElementById('root');
  if (!root || !drawsPictures(doc)) return;
  const ready = READY.find((s) => root.querySelector(s) !== null);
  const storage = win.localStorage;
  try {
    if (!ready) {
      storage.removeItem(SNAPSHOT_KEY);
      return;
    }
    const attrs: Record<string, string> = {};
    for (const { name, value } of doc.documentElement.attributes) {
      if (name.startsWith('data-')) attrs[name] = value;
    }
    const snapshot: ViewSnapshot = {
      v: 1,
      account: accountKey(account.realm, account.userId),
      hash: win.location.hash,
      build: buildOf(doc),
      width: win.innerWidth,
      height: win.innerHeight,
      savedAt: now,
      attrs,
      styles: [...doc.querySelectorAll('link[rel="stylesheet"]')]
        .map((l) => l.getAttribute('href'))
        .filter((h): h is string => h !== null),
      ready,
      html: pictureOf(root, win).innerHTML,
    };
    const text = JSON.stringify(snapshot);
    if (text.length > SNAPSHOT_MAX_CHARS) storage.removeItem(SNAPSHOT_KEY);
    else storage.setItem(SNAPSHOT_KEY, text);
  } catch {
    // Storage full or refused: no picture, the next page opens from the copy alone.
    try {
      storage.removeItem(SNAPSHOT_KEY);
    } catch {
      // Nothing kept either way.
    }
  }
}

/** Deletes the picture if it is this account's (logout, the copy turned off). */
export function deleteSnapshot(
  account: { realm: string; userId: number },
  storage: Storage = localStorage,
): void {
  try {
    const s = parseSnapshot(storage.getItem(SNAPSHOT_KEY));
    if (s === null || s.account === accountKey(account.realm, account.userId)) {
      storage.removeItem(SNAPSHOT_KEY);
    }
  } catch {
    // Storage refused: nothing was kept.
  }
}
