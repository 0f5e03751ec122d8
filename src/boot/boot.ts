/**
 * A classic script at the end of <body>, built on its own (scripts/vite-boot.ts): it runs as soon
 * as the page is parsed, before the app's modules. Signed in, it starts what the app would start
 * first, so that it runs while the rest loads: the local copy's read (copy-read.ts) and the
 * first chunks' preload; then it draws the last view's picture (view-snapshot.ts).
 */
import { COPY_CHOICE_KEY, startEarlyCopyRead } from './copy-read';
import { sessionAccount } from './session';
import { FEED_READY, showSnapshot } from './view-snapshot';

/** The first chunk of a list the build put in the page (vite-preload-signed-in.ts). */
function preloadFirst(doc: Document, list: string): void {
  const href = doc.querySelector(`meta[name="${list}"]`)?.getAttribute('content')?.split(' ')[0];
  if (!href || doc.querySelector(`link[href="${href}"]`)) return;
  const link = doc.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  doc.head.append(link);
}

try {
  const account = sessionAccount(sessionStorage, localStorage);
  if (account !== null && localStorage.getItem(COPY_CHOICE_KEY) !== 'off') {
    if (typeof indexedDB !== 'undefined') startEarlyCopyRead(window, account);
    preloadFirst(document, 'parley-signed-in');
    const shown = showSnapshot(window);
    if (shown?.ready === FEED_READY) preloadFirst(document, 'parley-feed');
  }
} catch {
  // Storage refused or a picture unreadable: the app opens as it would without it.
}
