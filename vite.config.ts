import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server proxies the API to a reference server started with `npm run server`.
const apiTarget = process.env.PARLEY_API ?? 'http://127.0.0.1:9991';

export default defineConfig({
  plugins: [react()],
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
