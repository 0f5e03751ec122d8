/**
 * Signed in, the page preloads the signed-in app's chunks as it starts (and the feed's when it
 * opens on one): their lists are in the page (scripts/vite-preload-signed-in.ts). As the page
 * loads, each link costs the main thread one to three milliseconds, and Vite's loader added
 * them all at once as the app asked (15 to 20 ms of the first task): here they go four per
 * task, Home's first (and the feed's next when the page opens on one).
 */
export function preloadSignedInChunks(
  doc: Document = document,
  { feed = false, perTask = 4, later = (next: () => void) => void setTimeout(next, 0) } = {},
): void {
  const listed = (name: string) =>
    doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.split(' ') ?? [];
  // The feed's own chunks too when the page opens on one, right after Home: its first message
  // waits for them, and the other chunks' links would otherwise put them a few tasks later.
  const [home, ...rest] = listed('parley-signed-in');
  const list = [home ?? '', ...(feed ? listed('parley-feed') : []), ...rest];
  const missing = list.filter((href) => href && !doc.querySelector(`link[href="${href}"]`));
  if (missing.length === 0) return;
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
