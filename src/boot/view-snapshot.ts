/**
 * The last view as the page showed it, drawn again by a classic script (boot.ts) before the
 * app's modules have run, so that a reload or a new tab shows the conversation at once. It is a
 * picture, inert and hidden from screen readers, marked as catching up; the app, opened from the
 * local copy, takes its place as soon as it has drawn the same view. Written as the page is
 * hidden (features/common/view-snapshot.ts); part of the local copy, so deleted with it.
 *
 * This file runs before the app's modules: it imports only src/boot's.
 */
import { COPY_CHOICE_KEY } from './copy-read';
import { sessionAccount } from './session';

/** localStorage: the one snapshot kept (of the account and view last left). */
export const SNAPSHOT_KEY = 'parley.view-snapshot';
/** An older picture would differ too much from what the copy then draws. */
export const SNAPSHOT_MAX_AGE_MS = 10 * 60_000;
/** The picture goes at the latest after this long, drawn or not (the app must never be hidden). */
export const SNAPSHOT_TIMEOUT_MS = 3000;
/** What says a feed is drawn: its first message. */
export const FEED_READY = '[role="log"] article';
/** The picture's class until its styles are there (hidden: app.css). */
export const WAITING = 'view-snapshot-waiting';
/** Marks, in the picture, an element scrolled by this many pixels. */
export const SCROLL_ATTRIBUTE = 'data-snapshot-top';

export interface ViewSnapshot {
  v: 1;
  /** Whose view (local-copy's key: server and user). */
  account: string;
  /** The view's URL hash: shown only when the page opens that view. */
  hash: string;
  /** The app's entry script: another build may look otherwise. */
  build: string;
  /** The window's size: the picture's layout fits no other. */
  width: number;
  height: number;
  savedAt: number;
  /** <html>'s data-* attributes (theme, density). */
  attrs: Record<string, string>;
  /** The stylesheets the page had loaded (some come with the app's later chunks). */
  styles: string[];
  /** What in #root says the app has drawn the view (a feed's message, the Inbox's rows…). */
  ready: string;
  html: string;
}

/**
 * The page's build: its entry script and its first stylesheet (the page's own, before any a
 * chunk adds): a change of styles alone keeps the entry's name.
 */
export const buildOf = (doc: Document) =>
  [
    doc.querySelector('script[type="module"][src]')?.getAttribute('src'),
    doc.querySelector('link[rel="stylesheet"]')?.getAttribute('href'),
  ].join(' ');

export function parseSnapshot(raw: string | null): ViewSnapshot | null {
  if (!raw) return null;
  try {
    const s = JSON.parse(raw) as Partial<ViewSnapshot>;
    return s.v === 1 && typeof s.html === 'string' && typeof s.ready === 'string'
      ? (s as ViewSnapshot)
      : null;
  } catch {
    return null;
  }
}

export interface BootWindow {
  document: Document;
  location: { hash: string };
  innerWidth: number;
  innerHeight: number;
  localStorage: Storage;
  sessionStorage: Storage;
  addEventListener: Window['addEventListener'];
  removeEventListener: Window['removeEventListener'];
}

/** The snapshot this page may show now, or null. */
export function usableSnapshot(win: BootWindow, now: number): ViewSnapshot | null {
  const { localStorage: shared } = win;
  if (shared.getItem(COPY_CHOICE_KEY) === 'off') return null;
  const s = parseSnapshot(shared.getItem(SNAPSHOT_KEY));
  const usable =
    s !== null &&
    s.account === sessionAccount(win.sessionStorage, shared) &&
    s.hash !== '' &&
    s.hash === win.location.hash &&
    s.build === buildOf(win.document) &&
    s.width === win.innerWidth &&
    s.height === win.innerHeight &&
    now >= s.savedAt &&
    now - s.savedAt <= SNAPSHOT_MAX_AGE_MS;
  return usable ? s : null;
}

/** Time, injected (tests run it by hand). */
export interface Clock {
  now(): number;
  setTimer(f: () => void, ms: number): unknown;
  clearTimer(t: unknown): void;
  /** Before the next frame is drawn. */
  frame(f: () => void): void;
}

const browserClock: Clock = {
  now: () => Date.now(),
  setTimer: (f, ms) => setTimeout(f, ms),
  clearTimer: (t) => clearTimeout(t as number),
  frame: (f) => requestAnimationFrame(f),
};

/**
 * Draws the usable snapshot over the (still empty) app, and takes it away when the app has drawn
 * the view, when the person presses a key or the pointer, or after SNAPSHOT_TIMEOUT_MS. Returns
 * the picture's element and what it waits for, or null when there is none to show.
 */
export function showSnapshot(
  win: BootWindow,
  clock: Clock = browserClock,
): { cover: HTMLElement; ready: string } | null {
  const s = usableSnapshot(win, clock.now());
  const doc = win.document;
  const root = doc.getElementById('root');
  if (!s || !root) return null;
  for (const [name, value] of Object.entries(s.attrs)) {
    if (name.startsWith('data-')) doc.documentElement.setAttribute(name, value);
  }
  const hrefs = new Set(
    [...doc.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href')),
  );
  // The stylesheets the app loads with its chunks: the picture waits for them (from the service
  // worker's cache), hidden, since a page whose <body> is there can no longer hold its first
  // paint for a stylesheet (`blocking=render` is ignored by then).
  const styles = s.styles
    .filter((href) => !hrefs.has(href))
    .map((href) => {
      const link = doc.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.crossOrigin = '';
      doc.head.append(link);
      return new Promise((loaded) => {
        link.onload = loaded;
        link.onerror = loaded;
      });
    });
  const cover = doc.createElement('div');
  cover.className = `view-snapshot ${WAITING}`;
  cover.setAttribute('aria-hidden', 'true');
  cover.setAttribute('inert', '');
  cover.innerHTML = s.html;
  root.after(cover);
  // Shown, and scrolled as it was, in the first frame once its styles are there: an offset set
  // before would be clamped to an unstyled layout's.
  void Promise.all(styles).then(() =>
    clock.frame(() => {
      cover.classList.remove(WAITING);
      for (const el of cover.querySelectorAll<HTMLElement>(`[${SCROLL_ATTRIBUTE}]`)) {
        el.scrollTop = Number(el.getAttribute(SCROLL_ATTRIBUTE));
      }
    }),
  );
  const drawn = () => root.querySelector(s.ready) !== null;
  const observer = new MutationObserver(() => {
    if (drawn()) done();
  });
  const timer = clock.setTimer(() => done(), SNAPSHOT_TIMEOUT_MS);
  const events = ['keydown', 'pointerdown'] as const;
  function done() {
    observer.disconnect();
    clock.clearTimer(timer);
    for (const type of events) win.removeEventListener(type, done, true);
    cover.remove();
  }
  observer.observe(root, { childList: true, subtree: true });
  for (const type of events) win.addEventListener(type, done, true);
  return { cover, ready: s.ready };
}
