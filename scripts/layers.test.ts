// The layer rules of DESIGN.md are lint rules: probes written into a scratch tree, linted at once.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..');
const biome = path.join(repo, 'node_modules', '.bin', 'biome');

/** Imports that must fail the lint with a layer rule: [file it is written in, its import]. */
const refused: [string, string][] = [
  ['src/api/probe.ts', "import { x } from '../store/store';"],
  ['src/api/probe.ts', "import { x } from '../events/queue';"],
  ['src/events/probe.ts', "import { x } from '../store/store';"],
  ['src/store/probe.ts', "import { x } from '../model/narrow';"],
  ['src/model/probe.ts', "import { x } from '../features/login/LoginPage';"],
  ['src/features/login/probe.ts', "import { x } from '../../app/App';"],
  ['src/app/probe.ts', "import { x } from '../../server/app';"],
  ['server/db/probe.ts', "import { x } from '../domain/users';"],
  ['server/domain/probe.ts', "import { x } from '../http/route';"],
  ['src/markdown/probe.ts', "import { x } from '../../server/db/users';"],
  ['src/markdown/probe.ts', "import { x } from '../store/store';"],
  ['src/markdown/probe.ts', "import { x } from 'node:fs';"],
  ['src/markdown/probe.ts', "import { x } from 'fs';"],
  ['src/store/probe.ts', "import { x } from '../markdown';"],
  ['src/model/probe.ts', "import { x } from '../markdown/render';"],
  ['src/events/probe.ts', "import { x } from '../markdown';"],
  ['server/http/probe.ts', "import { x } from '../../src/store/store';"],
];

/** Imports the layer rules allow (other lint rules may still complain of a probe). */
const allowed: [string, string][] = [
  ['src/events/probe.ts', "import { x } from '../api/http';"],
  ['src/model/probe.ts', "import { x } from '../store/store';"],
  ['src/features/login/probe.ts', "import { x } from '../../model/narrow';"],
  ['server/http/probe.ts', "import type { x } from '../../src/api/http';"],
  ['server/domain/probe.ts', "import { x } from '../db/users';"],
  // The shared renderer: the server imports it as it is, the client's screens too.
  ['server/domain/probe.ts', "import { x } from '../../src/markdown';"],
  ['server/http/probe.ts', "import { x } from '../../src/markdown';"],
  ['src/features/compose/probe.ts', "import { x } from '../../markdown';"],
  ['src/markdown/probe.ts', "import type { x } from '../api/types/models';"],
];

/** Node globals src/markdown may not use: [name, source]. */
const nodeGlobals: [string, string][] = [
  ['Buffer', "export const y = Buffer.from('x');"],
  ['process', 'export const y = process.env.HOME;'],
  ['require', "export const y = require('katex');"],
];

const withUse = (source: string) => `${source}\nexport const y = x;\n`;

/** Every probe gets a file of its own (probe3.ts beside probe1.ts), so one lint run reads all. */
const probes = new Map<string, string>();
function probe(file: string, source: string): string {
  const named = file.replace(/probe(?=\.)/, `probe${probes.size + 1}`);
  probes.set(named, source);
  return named;
}
const probed = (list: [string, string][]) =>
  list.map(([file, source]) => [file, source, probe(file, withUse(source))] as const);
const refusedProbes = probed(refused);
const allowedProbes = probed(allowed);
const globalProbes = nodeGlobals.map(
  ([name, source]) => [name, probe('src/markdown/probe.ts', `${source}\n`)] as const,
);

/** The lint's error text per probe file, from one biome run over a scratch tree. */
const errors = new Map<string, string[]>();
let scratch = '';

beforeAll(() => {
  // A scratch tree with the project's lint configuration, so probes never touch the real tree.
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-layers-'));
  const config = JSON.parse(fs.readFileSync(path.join(repo, 'biome.json'), 'utf8'));
  config.$schema = undefined;
  config.vcs = { enabled: false };
  fs.writeFileSync(path.join(scratch, 'biome.json'), JSON.stringify(config));
  for (const [file, source] of probes) {
    fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    fs.writeFileSync(path.join(scratch, file), source);
  }
  const r = spawnSync(
    biome,
    ['lint', '--colors=off', '--max-diagnostics=none', '--diagnostic-level=error', '.'],
    { cwd: scratch, encoding: 'utf8' },
  );
  // Each diagnostic opens with `<file>:<line>:<column> lint/<rule> ━━━`; its text follows.
  let file = '';
  for (const line of `${r.stdout}${r.stderr}`.split('\n')) {
    const header = /^(\S+?):\d+:\d+ lint\//.exec(line);
    if (header) file = header[1] ?? '';
    else if (/^Checked \d+ files? in/.test(line)) file = '';
    else if (file) errors.set(file, [...(errors.get(file) ?? []), line]);
  }
  if (errors.size === 0) throw new Error(`biome reported nothing:\n${r.stdout}${r.stderr}`);
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const messagesOf = (file: string) => (errors.get(file) ?? []).join('\n');

describe('the layer rules of DESIGN.md fail the lint', () => {
  it.each(refusedProbes)('%s: %s', (_file, _source, probed) => {
    expect(messagesOf(probed)).toContain('Layer rule');
  });

  it.each(allowedProbes)('allows %s: %s', (_file, _source, probed) => {
    expect(messagesOf(probed)).not.toContain('Layer rule');
  });

  it.each(globalProbes)('src/markdown may not use the Node global %s', (_name, file) => {
    expect(messagesOf(file)).toContain('no Node globals');
  });
});
