// @vitest-environment jsdom
// The signed-in app's chunks, preloaded from the list the page carries.
import { describe, expect, it } from 'vitest';
import { preloadSignedInChunks } from './preload-signed-in';

function page(list?: string, present: string[] = []) {
  const doc = document.implementation.createHTMLDocument('Parley');
  if (list !== undefined) {
    const meta = doc.createElement('meta');
    meta.name = 'parley-signed-in';
    meta.content = list;
    doc.head.appendChild(meta);
  }
  for (const href of present) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.setAttribute('href', href);
    doc.head.appendChild(link);
  }
  return doc;
}

const preloads = (doc: Document) =>
  [...doc.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

describe('preloadSignedInChunks', () => {
  it('adds a module preload for each chunk listed, but those there already', () => {
    const doc = page('/assets/Home.js /assets/feed.js /assets/preact.js', ['/assets/preact.js']);
    preloadSignedInChunks(doc);
    expect(preloads(doc)).toEqual(['/assets/preact.js', '/assets/Home.js', '/assets/feed.js']);
    const home = doc.querySelector('link[href="/assets/Home.js"]') as HTMLLinkElement;
    expect(home.crossOrigin).toBe('');
    // Twice is once.
    preloadSignedInChunks(doc);
    expect(preloads(doc)).toHaveLength(3);
  });

  it('adds a few per task, in the order listed', () => {
    const doc = page('/a.js /b.js /c.js /d.js /e.js');
    const next: (() => void)[] = [];
    preloadSignedInChunks(doc, { perTask: 2, later: (f) => void next.push(f) });
    expect(preloads(doc)).toEqual(['/a.js', '/b.js']);
    next.shift()!();
    expect(preloads(doc)).toEqual(['/a.js', '/b.js', '/c.js', '/d.js']);
    next.shift()!();
    expect(preloads(doc)).toEqual(['/a.js', '/b.js', '/c.js', '/d.js', '/e.js']);
    expect(next).toEqual([]);
  });

  it("the feed's own chunks only for a page that opens on a feed, right after Home", () => {
    const make = () => {
      const doc = page('/Home.js /store.js');
      const meta = doc.createElement('meta');
      meta.name = 'parley-feed';
      meta.content = '/MessageFeed.js /virtual.js';
      doc.head.appendChild(meta);
      return doc;
    };
    const inbox = make();
    preloadSignedInChunks(inbox);
    expect(preloads(inbox)).toEqual(['/Home.js', '/store.js']);
    const channel = make();
    preloadSignedInChunks(channel, { feed: true });
    expect(preloads(channel)).toEqual(['/Home.js', '/MessageFeed.js', '/virtual.js', '/store.js']);
  });

  it('a page without the list (the development server) adds nothing', () => {
    const doc = page();
    preloadSignedInChunks(doc);
    expect(preloads(doc)).toEqual([]);
  });
});
