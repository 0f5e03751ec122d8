import { configDefaults, defineConfig } from 'vitest/config';
import { emojiTable } from './scripts/vite-emoji-table.ts';

/**
 * The client's pure layers (no DOM, no server, no module-level state a test leaves behind):
 * their files share one module graph per worker instead of importing it again for each file,
 * which was most of their time.
 */
const SHARED_MODULES = [
  'src/api/**/*.test.ts',
  'src/events/**/*.test.ts',
  'src/store/**/*.test.ts',
  'src/model/**/*.test.ts',
  'src/markdown/**/*.test.ts',
];
// Files that set up a DOM of their own (`@vitest-environment jsdom`) keep their isolation.
const OWN_DOM = ['src/model/history-diff.test.ts', 'src/model/sanitize.test.ts'];

export default defineConfig({
  // The emoji picker's data (a virtual module), for the tests that load the picker.
  plugins: [emojiTable()],
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Vitest's default leaves a core idle (one worker on two cores).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'src/app/**/*.test.{ts,tsx}',
            'src/features/**/*.test.{ts,tsx}',
            ...OWN_DOM,
            'server/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/**/*.test.ts',
          ],
          // Client tests that touch the DOM opt in with `// @vitest-environment jsdom`.
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'pure',
          include: SHARED_MODULES,
          exclude: [...configDefaults.exclude, ...OWN_DOM],
          environment: 'node',
          isolate: false,
        },
      },
      {
        // The Markdown renderer the server and the browser share: its tests, the Zulip
        // fixtures among them, again in a browser-like environment.
        extends: true,
        test: {
          name: 'markdown-jsdom',
          include: ['src/markdown/**/*.test.ts'],
          // (The bundling check runs esbuild, a Node tool.)
          exclude: [...configDefaults.exclude, 'src/markdown/browser-bundle.test.ts'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
