/**
 * The signed-in app's chunk (src/app/Home.tsx) and the chunks it imports, named in the page as
 * `<meta name="parley-signed-in">` for the entry script to preload when someone is signed in
 * (app/preload-signed-in.ts). Vite's loader would add one link per chunk as the app asks for
 * it, 20 to 80 ms of the page's first tasks; a login page fetches none of them at first.
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

/** The Home chunk and its imports that `html` does not preload yet, as paths from the root. */
export function signedInChunks(html: string, bundle: OutputBundle): string[] {
  const home = Object.values(bundle).find(
    (c): c is OutputChunk => c.type === 'chunk' && HOME.test(c.facadeModuleId ?? ''),
  );
  if (!home) throw new Error('no chunk for src/app/Home.tsx');
  return withImports(bundle, home)
    .filter((f) => !html.includes(`/${f}"`))
    .map((f) => `/${f}`);
}

export function preloadSignedIn(): Plugin {
  return {
    name: 'parley-preload-signed-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx): { html: string; tags: HtmlTagDescriptor[] } | string {
        if (!ctx.bundle) return html;
        const content = signedInChunks(html, ctx.bundle).join(' ');
        const meta: HtmlTagDescriptor = {
          tag: 'meta',
          attrs: { name: 'parley-signed-in', content },
          injectTo: 'head',
        };
        return { html, tags: [meta] };
      },
    },
  };
}
