// `npm run bench`: runs every benchmark module in bench/ (each exports `run()`), one after
// another so they do not disturb each other, and writes a summary to bench/results/summary.json.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = import.meta.dirname;
const only = process.argv.slice(2);
const modules = fs
  .readdirSync(dir)
  .filter(
    (f) => f.endsWith('.ts') && f !== 'run.ts' && !f.endsWith('.test.ts') && !f.startsWith('lib'),
  )
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const summary: Record<string, unknown> = {};
for (const file of modules) {
  const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as {
    run?: () => Promise<unknown>;
  };
  if (typeof mod.run !== 'function') continue;
  console.log(`\n=== ${file}`);
  const started = Date.now();
  try {
    summary[file] = { result: await mod.run(), seconds: (Date.now() - started) / 1000 };
  } catch (err) {
    console.error(`${file} failed:`, err);
    summary[file] = { error: String(err) };
    process.exitCode = 1;
  }
}
fs.mkdirSync(path.join(dir, 'results'), { recursive: true });
fs.writeFileSync(
  path.join(dir, 'results', 'summary.json'),
  `${JSON.stringify(summary, null, 2)}\n`,
);
console.log(`\nWrote bench/results/summary.json (${Object.keys(summary).length} benchmarks).`);
