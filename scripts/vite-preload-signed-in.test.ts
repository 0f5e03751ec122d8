// The page names the signed-in app's chunks as preloads: which ones, and only those not named yet.
import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { signedInChunks } from './vite-preload-signed-in';

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
  'assets/app.css': { type: 'asset' as const, fileName: 'assets/app.css' },
} as unknown as OutputBundle;

const page = `<script type="module" src="/assets/index.js"></script>
<link rel="modulepreload" crossorigin href="/assets/preact.js">`;

describe('signedInChunks', () => {
  it('names the Home chunk and every chunk it imports, once, but those the page preloads already', () => {
    expect(signedInChunks(page, bundle)).toEqual([
      '/assets/Home.js',
      '/assets/feed.js',
      '/assets/store.js',
      '/assets/sanitize.js',
    ]);
  });

  it('fails the build when there is no Home chunk to name', () => {
    const { 'assets/Home.js': _home, ...without } = bundle;
    expect(() => signedInChunks(page, without as OutputBundle)).toThrow(/Home\.tsx/);
  });
});
