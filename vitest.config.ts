import { configDefaults, defineConfig } from 'vitest/config';
import { emojiTable } from './scripts/vite-emoji-table.ts';

export default defineConfig({
  // The emoji picker's data (a virtual module), for the tests that load the picker.
  plugins: [emojiTable()],
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Vitest's default leaves a core idle (one worker on two cores), and the demo's real-time
    // minute would then hold up every other file.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'src/**/*.test.{ts,tsx}',
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
