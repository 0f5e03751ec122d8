// Shared by the benchmarks of large organizations (not a benchmark itself: no run()): the
// organization `npm run seed` makes (10,000 people, 1,000 channels, 500,000 messages), built
// once into bench/.cache and rebuilt when its generator changes or the copy is a week old (its
// history ends at the time it was built), or one made already by `npm run seed -- --data-dir
// DIR`, named by PARLEY_BENCH_LARGE_ORG=DIR; each run works on a fresh copy of it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/database';
import { LARGE_DEFAULTS, seedLargeOrganization } from '../server/seed/large';

const root = path.resolve(import.meta.dirname, '..');
const OPTIONS = { ...LARGE_DEFAULTS, seed: 'bench' };
const MAX_AGE_MS = 7 * 86400 * 1000;

/** The files whose content decides what the generator writes. */
function generatorKey(): string {
  const hash = createHash('sha256').update(JSON.stringify(OPTIONS));
  const dirs = ['server/seed/large', 'server/seed', 'server/db/migrations'];
  for (const dir of dirs) {
    for (const f of fs.readdirSync(path.join(root, dir)).sort()) {
      if (f.endsWith('.ts') && !f.endsWith('.test.ts')) {
        hash.update(fs.readFileSync(path.join(root, dir, f)));
      }
    }
  }
  hash.update(fs.readFileSync(path.join(root, 'server/db/bulk.ts')));
  return hash.digest('hex').slice(0, 16);
}

/** The cached organization's data directory, built first when missing or stale. */
export async function cachedLargeOrg(log: (line: string) => void = console.log): Promise<string> {
  const dir = path.join(root, 'bench', '.cache', `large-org-${generatorKey()}`);
  const file = path.join(dir, 'parley.sqlite3');
  if (fs.existsSync(file) && Date.now() - fs.statSync(file).mtimeMs < MAX_AGE_MS) return dir;
  fs.rmSync(path.join(root, 'bench', '.cache'), { recursive: true, force: true });
  log(`Building the large organization into ${dir} (about a minute)…`);
  const building = `${dir}.building`;
  fs.rmSync(building, { recursive: true, force: true });
  const db = openDatabase(building);
  try {
    await seedLargeOrganization(db, { ...OPTIONS, now: Math.floor(Date.now() / 1000) }, (l) =>
      log(`  ${l}`),
    );
  } finally {
    db.close();
  }
  fs.renameSync(building, dir);
  return dir;
}

/** A fresh copy of the large organization to run a server on; remove() deletes it. */
export async function largeOrgCopy(): Promise<{ dataDir: string; remove(): void }> {
  const cached = process.env.PARLEY_BENCH_LARGE_ORG || (await cachedLargeOrg());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-large-'));
  fs.copyFileSync(path.join(cached, 'parley.sqlite3'), path.join(dataDir, 'parley.sqlite3'));
  return { dataDir, remove: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}
