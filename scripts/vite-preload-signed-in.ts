/**
 * The signed-in app's chunk (src/app/Home.tsx), the feed's (MessageFeed.tsx) and the chunks
 * they import, named in the page as `<meta name="parley-signed-in">` for the entry script to
 * preload when someone is signed in (app/preload-signed-in.ts), a few links per task. Vite's
 * loader adds none for them (signedInDependencies): it added one link per chunk as the app
 * asked for it, 15 to 20 ms of each of the page's first two tasks; a login page fetches none
 * of them at first.
 */
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

const HOME = /\/src\/app\/Home\.tsx$/;
const FEED = /\/src\/features\/messages\/MessageFeed\.tsx$/;
/** The built chunks of those two, as Vite names a dynamic import's target. */
const SIGNED_IN_CHUNK = /(^|\/)(Home|MessageFeed)-[\w-]+\.js$/;

/**
 * build.modulePreload.resolveDependencies: no links from Vite's loader for the chunks the
 * signed-in chunks import (the entry script preloads them), only their stylesheets, which
 * must be in place before the chunk runs.
 */
export function signedInDependencies(
  filename: string,
  deps: string[],
  context: { hostType: 'html' | 'js' },
): string[] {
  if (context.hostType !== 'js' || !SIGNED_IN_CHUNK.test(filename)) return deps;
  return deps.filter((d) => d.endsWith('.css'));
}

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

const chunkOf = (bundle: OutputBundle, module: RegExp) =>
  Object.values(bundle).find(
    (c): c is OutputChunk => c.type === 'chunk' && module.test(c.facadeModuleId ?? ''),
  );

/**
 * The Home chunk, the feed's, and their imports that `html` does not preload yet, as paths
 * from the root, Home's first.
 */
export function signedInChunks(html: string, bundle: OutputBundle): string[] {
  const home = chunkOf(bundle, HOME);
  if (!home) throw new Error('no chunk for src/app/Home.tsx');
  const feed = chunkOf(bundle, FEED);
  const files = new Set([...withImports(bundle, home), ...(feed ? withImports(bundle, feed) : [])]);
  return [...files].filter((f) => !html.includes(`/${f}"`)).map((f) => `/${f}`);
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
