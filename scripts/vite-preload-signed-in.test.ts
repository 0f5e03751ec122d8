// The page names the signed-in app's chunks as preloads: which ones, and only those not named yet.
import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { signedInChunks, signedInDependencies } from './vite-preload-signed-in';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  facadeModuleId,
});

const bundle = {
  'assets/index.js': chunk('assets/index.js', ['assets/preact.js'], '/app/src/main.tsx'),
  'assets/preact.js': chunk('assets/preact.js', []),
  'assets/Home.js': chunk(
    'assets/Home.js',
    ['assets/preact.js', 'assets/feed.js', 'assets/store.js'],
    '/app/src/app/Home.tsx',
  ),
  'assets/feed.js': chunk('assets/feed.js', ['assets/store.js', 'assets/sanitize.js']),
  'assets/store.js': chunk('assets/store.js', []),
  'assets/sanitize.js': chunk('assets/sanitize.js', []),
  'assets/Settings.js': chunk('assets/Settings.js', ['assets/store.js'], '/app/src/Settings.tsx'),
  'assets/MessageFeed.js': chunk(
    'assets/MessageFeed.js',
    ['assets/store.js', 'assets/virtual.js'],
    '/app/src/features/messages/MessageFeed.tsx',
  ),
  'assets/virtual.js': chunk('assets/virtual.js', []),
  'assets/app.css': { type: 'asset' as const, fileName: 'assets/app.css' },
} as unknown as OutputBundle;

const page = `<script type="module" src="/assets/index.js"></script>
<link rel="modulepreload" crossorigin href="/assets/preact.js">`;

describe('signedInChunks', () => {
  it('names the Home chunk and every chunk it imports, once, but those the page preloads already; then the feed chunk and its own', () => {
    expect(signedInChunks(page, bundle)).toEqual({
      home: ['/assets/Home.js', '/assets/feed.js', '/assets/store.js', '/assets/sanitize.js'],
      feed: ['/assets/MessageFeed.js', '/assets/virtual.js'],
    });
  });

  it("keeps Vite's loader from adding Home's imports, not its stylesheets", () => {
    const deps = ['assets/store-1.js', 'assets/Home-2.css', 'assets/feed-3.js'];
    const js = { hostType: 'js' as const };
    expect(signedInDependencies('assets/Home-abC_1.js', deps, js)).toEqual(['assets/Home-2.css']);
    expect(signedInDependencies('assets/MessageFeed-x9.js', deps, js)).toEqual(deps);
    expect(signedInDependencies('assets/Settings-x9.js', deps, js)).toEqual(deps);
    expect(signedInDependencies('index.html', deps, { hostType: 'html' })).toEqual(deps);
  });

  it('fails the build when there is no Home chunk to name', () => {
    const { 'assets/Home.js': _home, ...without } = bundle;
    expect(() => signedInChunks(page, without as OutputBundle)).toThrow(/Home\.tsx/);
  });
});
