/**
 * Builds the service worker (src/sw/app-shell-sw.ts) into dist/sw.js with the list of files of
 * this build to keep (the page, its JS, CSS and the fonts browsers use; not the source maps nor
 * the older font formats no supported browser asks for), and a version named after that list:
 * every file name but the page's carries its content's hash, so a new list is a new version,
 * and a new sw.js is what makes browsers install it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const KEPT = /\.(js|css|woff2|svg|webmanifest)$/;

export function appShell(): Plugin {
  return {
    name: 'parley-app-shell',
    apply: 'build',
    // After the page itself is emitted: its text is part of the version too.
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const built = Object.keys(bundle).filter((f) => KEPT.test(f) && f !== 'sw.js');
      const published = fs.existsSync('public')
        ? fs.readdirSync('public').filter((f) => KEPT.test(f))
        : [];
      const files = ['/', ...[...built, ...published].map((f) => `/${f}`).sort()];
      const page = bundle['index.html'];
      const html = page?.type === 'asset' ? String(page.source) : '';
      const version = createHash('sha256')
        .update(`${files.join('\n')}\n${html}`)
        .digest('hex')
        .slice(0, 16);
      const out = await build({
        entryPoints: ['src/sw/app-shell-sw.ts'],
        bundle: true,
        write: false,
        format: 'iife',
        minify: true,
        target: 'es2022',
        define: {
          __SHELL_VERSION__: JSON.stringify(version),
          __SHELL_FILES__: JSON.stringify(files),
        },
      });
      const source = out.outputFiles[0]?.text;
      if (!source) throw new Error('the service worker did not build');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
