import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..');
const biome = path.join(repo, 'node_modules', '.bin', 'biome');
// A scratch tree with the project's lint configuration, so probes never touch the real tree.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-layers-'));
const config = JSON.parse(fs.readFileSync(path.join(repo, 'biome.json'), 'utf8'));
config.$schema = undefined;
config.vcs = { enabled: false };
fs.writeFileSync(path.join(scratch, 'biome.json'), JSON.stringify(config));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Lints `source` as if it lived at `file`: the layer rules are lint rules. */
function lint(file: string, source: string) {
  const full = path.join(scratch, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, source);
  const r = spawnSync(biome, ['lint', file], { cwd: scratch, encoding: 'utf8' });
  fs.rmSync(full);
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
}

describe('the layer rules of DESIGN.md fail the lint', () => {
  it.each([
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
  ])('%s: %s', (file, source) => {
    const result = lint(file, `${source}\nexport const y = x;\n`);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('Layer rule');
  });

  it.each([
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
  ])('allows %s: %s', (file, source) => {
    const result = lint(file, `${source}\nexport const y = x;\n`);
    expect(result.output).not.toContain('Layer rule');
  });

  it.each([
    ['Buffer', "export const y = Buffer.from('x');"],
    ['process', 'export const y = process.env.HOME;'],
    ['require', "export const y = require('katex');"],
  ])('src/markdown may not use the Node global %s', (_name, source) => {
    const result = lint('src/markdown/probe.ts', `${source}\n`);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('no Node globals');
  });
});
