/**
 * Signed in, the page preloads the signed-in app's chunks as it starts: their list is in the
 * page (scripts/vite-preload-signed-in.ts). Each link costs the page's main thread half a
 * millisecond or so, and Vite's loader added them all at once as the app asked (15 to 20 ms
 * of each of the first two tasks): here they go a few per task, Home's first.
 */
export function preloadSignedInChunks(
  doc: Document = document,
  perTask = 8,
  later: (next: () => void) => void = (next) => setTimeout(next, 0),
): void {
  const list = doc.querySelector('meta[name="parley-signed-in"]')?.getAttribute('content');
  if (!list) return;
  const missing = list
    .split(' ')
    .filter((href) => href && !doc.querySelector(`link[href="${href}"]`));
  const add = (from: number) => {
    for (const href of missing.slice(from, from + perTask)) {
      if (doc.querySelector(`link[href="${href}"]`)) continue;
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.appendChild(link);
    }
    if (from + perTask < missing.length) later(() => add(from + perTask));
  };
  add(0);
}
