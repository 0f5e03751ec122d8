// @vitest-environment jsdom
// The boot script's side of the last view's picture: shown only for this account, view, build
// and window, while fresh; drawn over the app, inert and hidden from screen readers; gone once
// the app has drawn the view, at the person's first key or click, or after a while.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_CHOICE_KEY } from './copy-read';
import {
  SNAPSHOT_KEY,
  SNAPSHOT_MAX_AGE_MS,
  SNAPSHOT_TIMEOUT_MS,
  showSnapshot,
  usableSnapshot,
  type ViewSnapshot,
  WAITING,
} from './view-snapshot';

const NOW = 1_800_000_000_000;
const HASH = '#narrow/channel/10-general';

const snapshot = (over: Partial<ViewSnapshot> = {}): ViewSnapshot => ({
  v: 1,
  account: 'here|5',
  hash: HASH,
  build: '/assets/index-abc.js /assets/index-abc.css',
  width: window.innerWidth,
  height: window.innerHeight,
  savedAt: NOW - 1000,
  attrs: { 'data-theme': 'dark', lang: 'xx' },
  styles: ['/assets/index-abc.css', '/assets/MessageFeed-def.css'],
  ready: '[role="log"] article',
  html: '<div role="log"><article>Hello from before</article><div class="list" data-snapshot-top="120"></div></div>',
  ...over,
});

function page(
  s: unknown,
  session: object | null = { realm: '', email: 'iago@example.com', userId: 5, apiKey: 'k' },
) {
  document.head.innerHTML =
    '<script type="module" src="/assets/index-abc.js"></script><link rel="stylesheet" href="/assets/index-abc.css">';
  document.body.innerHTML = '<div id="root"></div>';
  window.location.hash = HASH;
  localStorage.setItem(SNAPSHOT_KEY, typeof s === 'string' ? s : JSON.stringify(s));
  if (session) localStorage.setItem('parley.session', JSON.stringify(session));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});
afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.location.hash = '';
  localStorage.clear();
  sessionStorage.clear();
});

describe('usableSnapshot', () => {
  it.each<[string, () => void, boolean]>([
    ['the same account, view, build and window, while fresh', () => page(snapshot()), true],
    ['ten minutes old at most', () => page(snapshot({ savedAt: NOW - SNAPSHOT_MAX_AGE_MS })), true],
    ['older', () => page(snapshot({ savedAt: NOW - SNAPSHOT_MAX_AGE_MS - 1 })), false],
    ['from the future (a clock set back)', () => page(snapshot({ savedAt: NOW + 1 })), false],
    ['another person', () => page(snapshot({ account: 'here|6' })), false],
    ['another server', () => page(snapshot({ account: 'https://x.example|5' })), false],
    ['no one signed in', () => page(snapshot(), null), false],
    [
      "this tab's own session decides, not the last login",
      () => {
        page(snapshot());
        sessionStorage.setItem(
          'parley.session',
          JSON.stringify({ email: 'o@example.com', userId: 6, apiKey: 'k' }),
        );
      },
      false,
    ],
    ['another view', () => page(snapshot({ hash: '#inbox' })), false],
    [
      'another build',
      () => page(snapshot({ build: '/assets/index-new.js /assets/index-abc.css' })),
      false,
    ],
    [
      'another build of the styles alone',
      () => page(snapshot({ build: '/assets/index-abc.js /assets/index-old.css' })),
      false,
    ],
    ['a view with no hash', () => page(snapshot({ hash: '' })), false],
    [
      "a tab's session the app would not use (no email): the last login's decides",
      () => {
        page(snapshot());
        sessionStorage.setItem('parley.session', JSON.stringify({ userId: 6, apiKey: 'k' }));
      },
      true,
    ],
    ['another window size', () => page(snapshot({ width: window.innerWidth + 1 })), false],
    ['another version of the picture', () => page({ ...snapshot(), v: 2 }), false],
    ['unreadable', () => page('{"v":1,'), false],
    [
      'the local copy turned off',
      () => {
        page(snapshot());
        localStorage.setItem(COPY_CHOICE_KEY, 'off');
      },
      false,
    ],
  ])('%s: %s', (_what, arrange, usable) => {
    arrange();
    expect(usableSnapshot(window, NOW) !== null).toBe(usable);
  });
});

describe('showSnapshot', () => {
  /** A clock run by hand: its timer and its frame go when the test says. */
  const clock = () => {
    const timers: (() => void)[] = [];
    const frames: (() => void)[] = [];
    return {
      now: () => NOW,
      setTimer: (f: () => void, ms: number) => {
        expect(ms).toBe(SNAPSHOT_TIMEOUT_MS);
        timers.push(f);
        return timers.length;
      },
      clearTimer: vi.fn(),
      frame: (f: () => void) => frames.push(f),
      fire: () => {
        for (const f of timers) f();
      },
      draw: () => {
        for (const f of frames.splice(0)) f();
      },
    };
  };

  it.each([
    ['load', 'load'],
    ['fail to load', 'error'],
  ])(
    'draws the picture after the app, inert and hidden from screen readers, shown and scrolled once its styles %s',
    async (_what, event) => {
      page(snapshot());
      const scrolled = vi.fn();
      const was = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop')!;
      Object.defineProperty(Element.prototype, 'scrollTop', { configurable: true, set: scrolled });
      try {
        const t = clock();
        const cover = showSnapshot(window, t)!.cover;
        expect(document.getElementById('root')!.nextElementSibling).toBe(cover);
        expect(cover.getAttribute('aria-hidden')).toBe('true');
        expect(cover.hasAttribute('inert')).toBe(true);
        expect(cover.querySelector('article')!.textContent).toBe('Hello from before');
        // Only data-* attributes; the stylesheet the page lacks.
        expect(document.documentElement.dataset.theme).toBe('dark');
        expect(document.documentElement.getAttribute('lang')).not.toBe('xx');
        const links = [...document.querySelectorAll('link[rel="stylesheet"]')];
        expect(links.map((l) => l.getAttribute('href'))).toEqual([
          '/assets/index-abc.css',
          '/assets/MessageFeed-def.css',
        ]);
        // Hidden and not scrolled before its styles are there, even at a frame.
        await Promise.resolve();
        t.draw();
        expect(cover.classList).toContain(WAITING);
        expect(scrolled).not.toHaveBeenCalled();
        links[1]!.dispatchEvent(new Event(event));
        await new Promise((r) => setTimeout(r, 0));
        t.draw();
        expect(cover.classList).not.toContain(WAITING);
        expect(scrolled).toHaveBeenCalledWith(120);
      } finally {
        Object.defineProperty(Element.prototype, 'scrollTop', was);
      }
    },
  );

  it('shows nothing when there is no usable picture', () => {
    page(snapshot({ hash: '#inbox' }));
    expect(showSnapshot(window, clock())).toBeNull();
    expect(document.querySelector('.view-snapshot')).toBeNull();
  });

  it('goes once the app has drawn the view, not before', async () => {
    page(snapshot());
    const t = clock();
    const cover = showSnapshot(window, t)!.cover;
    const root = document.getElementById('root')!;
    root.innerHTML = '<div class="shell"><div role="log"></div></div>';
    await Promise.resolve();
    expect(cover.isConnected).toBe(true);
    root.querySelector('[role="log"]')!.append(document.createElement('article'));
    await Promise.resolve();
    expect(cover.isConnected).toBe(false);
    expect(t.clearTimer).toHaveBeenCalledWith(1);
  });

  it.each([
    ['at the first key', () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'j' }))],
    ['at the first click', () => window.dispatchEvent(new Event('pointerdown'))],
  ])('goes %s: the person acts on the app, not on a picture', (_what, act) => {
    page(snapshot());
    const t = clock();
    const cover = showSnapshot(window, t)!.cover;
    act();
    expect(cover.isConnected).toBe(false);
  });

  it('goes after a while even if the app never draws the view', () => {
    page(snapshot());
    const t = clock();
    const cover = showSnapshot(window, t)!.cover;
    t.fire();
    expect(cover.isConnected).toBe(false);
  });
});
