// The server as plain ES modules, bundled by esbuild from server/main.ts and the sources it
// imports (packages stay in node_modules): it starts on half the CPU that
// `node --import tsx server/main.ts` takes (about 2 CPU-s against 4 here), which `npm start` and
// every server the tests start would pay. Built again when a file it was built from changes.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const cache = path.join(root, 'node_modules', '.cache', 'parley-server');
const latest = path.join(cache, 'latest.json');

// Packages Node cannot load as the sources import them, bundled instead: Prism's languages by
// paths without their extension, the TLD list as JSON without an import attribute.
const BUNDLED_PACKAGES = new Set(['prismjs', 'tlds']);
const DAY = 24 * 60 * 60 * 1000;

/** What the files a build came from are now: their paths, sizes and times, hashed. */
function signature(inputs) {
  const hash = crypto.createHash('sha256').update(root);
  for (const file of inputs) {
    const stat = fs.statSync(path.join(root, file), { throwIfNoEntry: false });
    hash.update(`${file}\0${stat ? `${stat.size} ${stat.mtimeMs}` : 'gone'}\0`);
  }
  return hash.digest('hex').slice(0, 16);
}

/** The last build's entry point, if nothing it was built from has changed since. */
function upToDate() {
  try {
    const { inputs, sig } = JSON.parse(fs.readFileSync(latest, 'utf8'));
    const entry = path.join(cache, sig, 'main.mjs');
    return signature(inputs) === sig && fs.existsSync(entry) ? entry : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The path of the bundled server's entry point (run it with `node`, as server/main.ts), built
 * first when missing or out of date. Processes that ask at once may each build; each writes a
 * directory of its own and renames it into place, so none reads a half-written bundle.
 */
export async function serverBundle() {
  const ready = upToDate();
  if (ready) return ready;
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const packages = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
  const temp = path.join(cache, `building-${process.pid}-${crypto.randomUUID()}`);
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: { main: 'server/main.ts' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outdir: temp,
    outExtension: { '.js': '.mjs' },
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    external: packages.filter((name) => !BUNDLED_PACKAGES.has(name)),
    // Where the server's own files are (server/paths.ts), now that its code runs from here.
    define: { __PARLEY_SERVER_DIR__: JSON.stringify(path.join(root, 'server')) },
  });
  // (package.json too: it says which packages stay outside.)
  const inputs = [...Object.keys(metafile.inputs), 'package.json'].sort();
  const sig = signature(inputs);
  const dir = path.join(cache, sig);
  try {
    fs.renameSync(temp, dir);
  } catch {
    // Another process put the same build in place first.
    fs.rmSync(temp, { recursive: true, force: true });
  }
  // Earlier builds, but for recent ones a running server may still load a chunk from.
  for (const old of fs.readdirSync(cache)) {
    const at = path.join(cache, old);
    const stat = fs.statSync(at, { throwIfNoEntry: false });
    if (old !== sig && stat?.isDirectory() && Date.now() - stat.mtimeMs > DAY)
      fs.rmSync(at, { recursive: true, force: true });
  }
  const note = `${latest}.${process.pid}`;
  fs.writeFileSync(note, JSON.stringify({ sig, inputs }));
  fs.renameSync(note, latest);
  return path.join(dir, 'main.mjs');
}
