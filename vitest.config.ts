import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { emojiTable } from './scripts/vite-emoji-table.ts';

/**
 * The client's pure layers (no DOM, no server, no module-level state a test leaves behind):
 * their files share one module graph per worker instead of importing it again for each file,
 * which was most of their time.
 */
const SHARED_MODULES = [
  'src/api/**/*.test.ts',
  'src/boot/**/*.test.ts',
  'src/events/**/*.test.ts',
  'src/store/**/*.test.ts',
  'src/model/**/*.test.ts',
  'src/markdown/**/*.test.ts',
];
// Files that replace a module (`vi.mock`) or a global (zulip-js puts the form-data package in
// place of FormData) need a module graph of their own.
const OWN_MODULES = [
  'server/domain/render-context.test.ts',
  'src/features/messages/actions/editing-renderer.test.ts',
  'tests/zulip-js.test.ts',
];

/**
 * The client's files that ask for a DOM (`// @vitest-environment jsdom` on their first line):
 * they share one DOM and one module graph per worker, the DOM emptied after each file
 * (tests/empty-dom-after-file.ts), instead of a jsdom and a module graph of their own for each
 * file (all the unit tests took 115 s instead of 65 on this machine).
 */
const DOM_FILES = fs
  .readdirSync('src', { recursive: true, encoding: 'utf8' })
  .map((file) => `src/${file}`)
  .filter(
    (file) =>
      /\.test\.tsx?$/.test(file) &&
      fs.readFileSync(file, 'utf8').startsWith('// @vitest-environment jsdom'),
  );

export default defineConfig({
  // The emoji picker's data (a virtual module), for the tests that load the picker.
  plugins: [emojiTable()],
  // React is Preact here as in the app (package.json maps `react` to @preact/compat). React
  // Testing Library takes `act` from react-dom's test utilities, which Preact keeps in a module
  // of its own: the library's ES build is compiled here, so that the alias reaches its import.
  resolve: {
    alias: [
      { find: 'react-dom/test-utils', replacement: 'preact/test-utils' },
      {
        find: /^@testing-library\/react$/,
        replacement: fileURLToPath(
          new URL(
            'node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
            import.meta.url,
          ),
        ),
      },
    ],
  },
  test: {
    server: { deps: { inline: [/@testing-library\/react/] } },
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Threads start faster than processes; the native SQLite binding is thread-safe.
    pool: 'threads',
    // Vitest's default leaves a core idle (one worker on two cores).
    maxWorkers: 2,
    setupFiles: ['tests/empty-dom-after-file.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'src/app/**/*.test.{ts,tsx}',
            'src/features/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...OWN_MODULES, ...DOM_FILES],
          // Client tests that touch the DOM opt in with `// @vitest-environment jsdom` (the
          // 'dom' project runs them).
          environment: 'node',
          // Each server test starts a server of its own on a fresh database, and no client file
          // here keeps module state another reads: the files share one module graph per worker
          // (importing the server for every file was most of their time).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'dom', include: DOM_FILES, environment: 'jsdom', isolate: false },
      },
      {
        extends: true,
        test: { name: 'own-modules', include: OWN_MODULES, environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'pure',
          include: SHARED_MODULES,
          exclude: [...configDefaults.exclude, ...DOM_FILES],
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
          // As in 'pure': these files keep no module state, so they share one module graph (and
          // one DOM) per worker instead of building them again for each file.
          isolate: false,
        },
      },
    ],
  },
});
