// @vitest-environment jsdom
// The app's side of the last view's picture: what is kept of the page as it is hidden, and
// that the boot script draws it back as it was; deleted with the account's copy.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SNAPSHOT_KEY, showSnapshot, type ViewSnapshot } from '../../boot/view-snapshot';
import { deleteSnapshot, SNAPSHOT_MAX_CHARS, writeSnapshot } from './view-snapshot';

const NOW = 1_800_000_000_000;
const account = { realm: '', userId: 5 };
const HASH = '#narrow/channel/10-general';

/** A built page (its entry script, a stylesheet, the boot script) showing `view`. */
function page(view: string, boot = true) {
  document.head.innerHTML =
    '<script type="module" src="/assets/index-abc.js"></script><link rel="stylesheet" href="/assets/index-abc.css"><link rel="stylesheet" href="/assets/Home-x.css">';
  document.body.innerHTML = `<div id="root">${view}</div>${boot ? '<script data-parley-boot></script>' : ''}`;
  window.location.hash = HASH;
  localStorage.setItem(
    'parley.session',
    JSON.stringify({ realm: '', email: 'iago@example.com', userId: 5, apiKey: 'k' }),
  );
}

const kept = () => JSON.parse(localStorage.getItem(SNAPSHOT_KEY) ?? 'null') as ViewSnapshot | null;

const FEED = `
  <header><span role="status" class="connection-status visually-hidden">Connected</span></header>
  <div class="feed" id="feed-1"><div role="log"><article id="m1">Hello there</article></div></div>
  <iframe src="https://video.example/embed"></iframe>
  <img class="avatar" src="/avatar/5" width="24" height="24" alt=""><img class="preview" data-upload-src="/user_uploads/1/ab/a.png" src="/user_uploads/temporary/t0k3n/a.png" alt=""><img class="emoji" src="/static/emoji/1f600.png" alt=":smile:">
  <textarea name="content" autofocus></textarea>
  <input type="search" aria-label="Search">`;

/** Where an element is in the window (jsdom lays nothing out): `data-at`, else inside. */
const RECTS: Record<string, Partial<DOMRect>> = {
  inside: { top: 10, bottom: 20, left: 10, right: 20, width: 10, height: 10 },
  below: { top: window.innerHeight, bottom: window.innerHeight + 40, left: 10, right: 20 },
  right: { top: 10, bottom: 20, left: window.innerWidth + 1, right: window.innerWidth + 90 },
  above: { top: -300, bottom: -100, left: 10, right: 20 },
};

beforeEach(() => {
  localStorage.clear();
  document.documentElement.dataset.theme = 'dark';
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return RECTS[this.getAttribute('data-at') ?? 'inside'] as DOMRect;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.location.hash = '';
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('writeSnapshot', () => {
  it('keeps the view as shown, for this account, view, build and window', () => {
    page(FEED);
    document.querySelector('textarea')!.value = 'Half a thought';
    document.querySelector('input')!.value = 'castle';
    const feed = document.querySelector('.feed')!;
    Object.defineProperty(feed, 'scrollTop', { value: 340.4 });
    feed.dispatchEvent(new Event('scroll'));
    writeSnapshot(account, window, NOW);
    const s = kept()!;
    expect(s).toMatchObject({
      account: 'here|5',
      hash: HASH,
      build: '/assets/index-abc.js /assets/index-abc.css',
      width: window.innerWidth,
      height: window.innerHeight,
      savedAt: NOW,
      attrs: { 'data-theme': 'dark' },
      styles: ['/assets/index-abc.css', '/assets/Home-x.css'],
      ready: '[role="log"] article',
    });
    const shown = document.createElement('div');
    shown.innerHTML = s.html;
    expect(shown.querySelector('article')!.textContent).toBe('Hello there');
    // Typed text and scroll offsets as they were; nothing that would load or act.
    expect(shown.querySelector('textarea')!.textContent).toBe('Half a thought');
    expect(shown.querySelector('input')!.getAttribute('value')).toBe('castle');
    expect(shown.querySelector('.feed')!.getAttribute('data-snapshot-top')).toBe('340');
    expect(shown.querySelector('iframe')).toBeNull();
    // Avatars (sized) load with the app; an upload's signed URL is not kept, its box is.
    expect(shown.querySelector('.avatar')!.hasAttribute('src')).toBe(false);
    const preview = shown.querySelector<HTMLImageElement>('.preview')!;
    expect(preview.hasAttribute('src')).toBe(false);
    expect([preview.style.width, preview.style.height]).toEqual(['10px', '10px']);
    expect(shown.querySelector('.emoji')!.getAttribute('src')).toBe('/static/emoji/1f600.png');
    expect(shown.querySelectorAll('[id], [name], [autofocus]')).toHaveLength(0);
    // Marked as catching up, as the app marks what it opens from the copy.
    const status = shown.querySelector('.connection-status')!;
    expect(status.textContent).toBe('Catching up…');
    expect(status.getAttribute('role')).toBeNull();
    expect(status.className).toContain('catching-up');
  });

  it('leaves out what lies below or right of the window, keeps what lies above it whole', () => {
    page(`<div role="log">
      <article data-at="above" id="m0"><p data-at="below">Read before</p></article>
      <article id="m1">Shown</article>
      <article data-at="below">Further down</article>
      <aside data-at="right">Off to the side</aside>
    </div>`);
    writeSnapshot(account, window, NOW);
    const shown = document.createElement('div');
    shown.innerHTML = kept()!.html;
    expect([...shown.querySelectorAll('article')].map((a) => a.textContent)).toEqual([
      'Read before',
      'Shown',
    ]);
    expect(shown.querySelector('aside')).toBeNull();
    expect(shown.querySelectorAll('[id]')).toHaveLength(0);
  });

  it('is drawn back by the boot script on the next page as it was kept', () => {
    page(FEED);
    writeSnapshot(account, window, NOW);
    document.getElementById('root')!.replaceChildren();
    const cover = showSnapshot(window, {
      now: () => NOW + 500,
      setTimer: () => 0,
      clearTimer: () => undefined,
      frame: () => undefined,
    })!.cover;
    expect(cover.querySelector('[role="log"] article')!.textContent).toBe('Hello there');
    expect(cover.querySelector('.connection-status')!.textContent).toBe('Catching up…');
  });

  it.each([
    [
      'the Inbox',
      '<main class="main-view"><div class="inbox-list"><a href="#x">general</a></div></main>',
      '.inbox-list a',
    ],
    [
      'Recent conversations',
      '<main class="main-view"><table><tr><td><a href="#x">t</a></td></tr></table></main>',
      'main.main-view table a',
    ],
  ])('knows when the app has drawn %s', (_what, view, ready) => {
    page(view);
    writeSnapshot(account, window, NOW);
    expect(kept()?.ready).toBe(ready);
  });

  it.each([
    [
      'a view still loading',
      () => page('<div role="log"><p class="feed-loading">Loading messages…</p></div>'),
    ],
    ['a build without the boot script (the dev server)', () => page(FEED, false)],
  ])('keeps nothing for %s', (_what, arrange) => {
    arrange();
    if (document.querySelector('script[data-parley-boot]')) {
      localStorage.setItem(SNAPSHOT_KEY, '{"old":true}');
    }
    writeSnapshot(account, window, NOW);
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
  });

  it('keeps nothing bigger than localStorage can spare', () => {
    page(`<div role="log"><article>${'x'.repeat(SNAPSHOT_MAX_CHARS)}</article></div>`);
    writeSnapshot(account, window, NOW);
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
  });
});

describe('deleteSnapshot', () => {
  it("deletes this account's picture, not another's", () => {
    page(FEED);
    writeSnapshot(account, window, NOW);
    deleteSnapshot({ realm: '', userId: 6 });
    expect(kept()).not.toBeNull();
    deleteSnapshot({ realm: 'https://other.example', userId: 5 });
    expect(kept()).not.toBeNull();
    deleteSnapshot(account);
    expect(kept()).toBeNull();
  });
});
