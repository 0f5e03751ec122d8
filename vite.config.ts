import { defineConfig } from 'vite';
import { appShell } from './scripts/vite-app-shell.ts';
import { bootScript } from './scripts/vite-boot.ts';
import { emojiTable } from './scripts/vite-emoji-table.ts';
import { precompressed } from './scripts/vite-precompress.ts';
import { preloadSignedIn, signedInDependencies } from './scripts/vite-preload-signed-in.ts';

// The dev server proxies the API to a reference server started with `npm run server`.
const apiTarget = process.env.PARLEY_API ?? 'http://127.0.0.1:9991';

// JSX compiles to `react/jsx-runtime`, which is Preact (package.json maps `react` and
// `react-dom` to @preact/compat). React's Fast Refresh cannot patch Preact's components, so a
// change to one reloads the page in the dev server (drafts and the open view survive a reload).
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [emojiTable(), preloadSignedIn(), bootScript(), appShell(), precompressed()],
  server: {
    proxy: {
      '/api': apiTarget,
      '/user_uploads': apiTarget,
      '/avatar': apiTarget,
      '/static': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    modulePreload: { resolveDependencies: signedInDependencies },
  },
  worker: { format: 'es' },
});
