/**
 * The signed-in app's chunk (src/app/Home.tsx) and the chunks it imports are named in the
 * page as module preloads, so the browser fetches them as it reads the page. Otherwise Vite's
 * loader adds one link per chunk from script when the app asks for it, 20 to 80 ms of the
 * page's first tasks. A login page fetches them too, as its service worker's install and its
 * idle moment (App.tsx) would anyway.
 */
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

const HOME = /\/src\/app\/Home\.tsx$/;

/** The chunk and every chunk it imports statically, the chunk first. */
function withImports(bundle: OutputBundle, chunk: OutputChunk): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const c = bundle[fileName];
    if (c?.type === 'chunk') for (const i of c.imports) visit(i);
  };
  visit(chunk.fileName);
  return [...seen];
}

/** The preload tags for the Home chunk and its imports that `html` does not name yet. */
export function preloadTags(html: string, bundle: OutputBundle): HtmlTagDescriptor[] {
  const home = Object.values(bundle).find(
    (c): c is OutputChunk => c.type === 'chunk' && HOME.test(c.facadeModuleId ?? ''),
  );
  if (!home) throw new Error('no chunk for src/app/Home.tsx');
  return withImports(bundle, home)
    .filter((f) => !html.includes(`/${f}"`))
    .map((f) => ({
      tag: 'link',
      attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` },
      injectTo: 'head',
    }));
}

export function preloadSignedIn(): Plugin {
  return {
    name: 'parley-preload-signed-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => (ctx.bundle ? { html, tags: preloadTags(html, ctx.bundle) } : html),
    },
  };
}
