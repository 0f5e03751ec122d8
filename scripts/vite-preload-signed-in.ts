/**
 * The signed-in app's chunk (src/app/Home.tsx) and the chunks it imports, named in the page as
 * `<meta name="parley-signed-in">` for the entry script to preload when someone is signed in
 * (app/preload-signed-in.ts), a few links per task; the feed's (MessageFeed.tsx) beyond those
 * as `<meta name="parley-feed">`, preloaded too when the page opens on a feed. Vite's loader
 * adds no links for Home's imports (signedInDependencies): it added one per chunk as the app
 * asked for it, 15 to 20 ms of the page's first task. A login page fetches none at first.
 */
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

const HOME = /\/src\/app\/Home\.tsx$/;
const FEED = /\/src\/features\/messages\/MessageFeed\.tsx$/;
/** The built Home chunk, as Vite names a dynamic import's target. */
const HOME_CHUNK = /(^|\/)Home-[\w-]+\.js$/;

/**
 * build.modulePreload.resolveDependencies: no links from Vite's loader for the chunks Home
 * imports (the entry script preloads them), only its stylesheets, which must be in place
 * before the chunk runs. (The feed's loader skips the links the page has already.)
 */
export function signedInDependencies(
  filename: string,
  deps: string[],
  context: { hostType: 'html' | 'js' },
): string[] {
  if (context.hostType !== 'js' || !HOME_CHUNK.test(filename)) return deps;
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
 * The Home chunk and its imports that `html` does not preload yet, as paths from the root;
 * then the feed chunk's beyond those.
 */
export function signedInChunks(
  html: string,
  bundle: OutputBundle,
): { home: string[]; feed: string[] } {
  const home = chunkOf(bundle, HOME);
  if (!home) throw new Error('no chunk for src/app/Home.tsx');
  const feed = chunkOf(bundle, FEED);
  const paths = (files: string[]) =>
    files.filter((f) => !html.includes(`/${f}"`)).map((f) => `/${f}`);
  const homeFiles = withImports(bundle, home);
  const feedFiles = feed ? withImports(bundle, feed).filter((f) => !homeFiles.includes(f)) : [];
  return { home: paths(homeFiles), feed: paths(feedFiles) };
}

export function preloadSignedIn(): Plugin {
  return {
    name: 'parley-preload-signed-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx): { html: string; tags: HtmlTagDescriptor[] } | string {
        if (!ctx.bundle) return html;
        const { home, feed } = signedInChunks(html, ctx.bundle);
        const meta = (name: string, list: string[]): HtmlTagDescriptor => ({
          tag: 'meta',
          attrs: { name, content: list.join(' ') },
          injectTo: 'head',
        });
        return { html, tags: [meta('parley-signed-in', home), meta('parley-feed', feed)] };
      },
    },
  };
}
