/**
 * Builds src/boot/boot.ts into a classic script of its own (assets/boot-<hash>.js) and puts it at
 * the end of the page's <body>: it runs as soon as the page is parsed, before the app's modules,
 * and draws the last view's picture (src/boot/view-snapshot.ts). Emitted before the app shell's
 * list is made (vite-app-shell.ts), so the service worker keeps it with the rest.
 */
import { createHash } from 'node:crypto';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

export function bootScript(): Plugin {
  let fileName = '';
  return {
    name: 'parley-boot',
    apply: 'build',
    async buildStart() {
      const out = await build({
        entryPoints: ['src/boot/boot.ts'],
        bundle: true,
        write: false,
        format: 'iife',
        minify: true,
        target: 'es2022',
      });
      const source = out.outputFiles[0]?.text;
      if (!source) throw new Error('the boot script did not build');
      const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
      fileName = `assets/boot-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml() {
      return [
        {
          tag: 'script',
          attrs: { src: `/${fileName}`, 'data-parley-boot': true },
          injectTo: 'body',
        },
      ];
    },
  };
}
