import { defineConfig } from 'vitest/config';
import { emojiTable } from './scripts/vite-emoji-table.ts';

export default defineConfig({
  // The emoji picker's data (a virtual module), for the tests that load the picker.
  plugins: [emojiTable()],
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'bench/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/**/*.test.ts',
    ],
    // Client tests that touch the DOM opt in with `// @vitest-environment jsdom`.
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
