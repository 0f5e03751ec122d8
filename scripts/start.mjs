// `npm start`: build the SPA when it is missing or older than its sources (and the server's
// bundle likewise), then serve the SPA and the API at http://localhost:9991 with data in ./data.
// `npm start -- --zulip URL`: the SPA for that Zulip server instead (server/proxy.ts).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serverBundle } from '../server/bundle.mjs';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist', 'index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

const sources = Math.max(
  newestMtime(path.join(root, 'src')),
  newestMtime(path.join(root, 'public')),
  fs.statSync(path.join(root, 'index.html')).mtimeMs,
);
if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < sources) {
  console.log('Building the web app…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server bundled (server/bundle.mjs), its errors' stacks pointing at its sources.
const args = [
  '--enable-source-maps',
  await serverBundle(),
  '--port',
  '9991',
  '--data-dir',
  'data',
  ...process.argv.slice(2),
];
const server = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
