import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appShell } from './scripts/vite-app-shell.ts';
import { emojiTable } from './scripts/vite-emoji-table.ts';

// The dev server proxies the API to a reference server started with `npm run server`.
const apiTarget = process.env.PARLEY_API ?? 'http://127.0.0.1:9991';

export default defineConfig({
  plugins: [react(), emojiTable(), appShell()],
  server: {
    proxy: {
      '/api': apiTarget,
      '/user_uploads': apiTarget,
      '/avatar': apiTarget,
      '/static': apiTarget,
    },
  },
  build: { outDir: 'dist', sourcemap: true },
  worker: { format: 'es' },
});
