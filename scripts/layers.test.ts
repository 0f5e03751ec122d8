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
  // server/http reaches the database through the domain, types included.
  ['server/http/probe.ts', "import { x } from '../db/users';"],
  ['server/http/routes/probe.ts', "import { x } from '../../db/messages';"],
  ['server/http/probe.ts', "import type { x } from '../db/database';"],
  ['server/http/routes/probe.test.ts', "import { x } from '../../db/users';"],
  // The domain returns events to send; server/events delivers them and the domain never calls it.
  ['server/domain/probe.ts', "import { x } from '../events/system';"],
  ['server/domain/messages/probe.ts', "import type { x } from '../../events/queue';"],
  // Test harnesses live under server/testing.
  ['server/http/routes/probe.test.ts', "import { x } from './org-harness';"],
  ['server/events/recipients/probe.test.ts', "import { x } from './harness';"],
  ['server/domain/messages/probe.test.ts', "import { x } from './test-helpers';"],
  ['server/db/probe.test.ts', "import { x } from './fixtures';"],
  ['server/probe.test.ts', "import { x } from './seed/harness';"],
  // A feature uses another through its face (index.ts), never its inner files, loaded or not.
  ['src/features/recent/probe.ts', "import { x } from '../messages/useFeed';"],
  ['src/features/recent/probe.ts', "const x = () => import('../move/MoveDialog');"],
  ['src/features/recent/probe.ts', "import '../inbox/inbox.css';"],
  ['src/features/recent/probe.test.tsx', "import { x } from '../people/RightSidebar';"],
  ['src/features/messages/actions/probe.ts', "import { x } from '../../compose/compose-state';"],
  ['src/app/probe.ts', "import { x } from '../features/messages/MessageFeed';"],
  ['src/app/probe.ts', "const x = () => import('../features/admin/OrganizationOverlay');"],
  // The boot script runs before the app's modules: its own files only.
  ['src/boot/probe.ts', "import { x } from '../features/common/local-copy';"],
  ['src/boot/probe.ts', "import { x } from 'idb-keyval';"],
  // common/ is the kit below every feature.
  ['src/features/common/probe.ts', "import { x } from '../people';"],
  ['src/features/common/probe.ts', "import { x } from '../people/UserCard';"],
];

/** Imports the layer rules allow (other lint rules may still complain of a probe). */
const allowed: [string, string][] = [
  ['src/boot/probe.ts', "import { x } from './view-snapshot';"],
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
  ['server/http/probe.ts', "import type { x } from '../domain/users';"],
  ['server/http/routes/probe.ts', "import { x } from '../../domain/messages/fetch';"],
  ['server/events/probe.ts', "import type { x } from '../domain/notices';"],
  ['server/domain/probe.ts', "import type { x } from '../../src/api/types/event';"],
  ['server/domain/probe.test.ts', "import { x } from '../testing/events';"],
  ['server/http/routes/probe.test.ts', "import { x } from '../../testing/org-harness';"],
  ['server/domain/messages/probe.test.ts', "import { x } from '../../testing/message-helpers';"],
  // The constants client and server share live in src/api, which both may import.
  ['server/db/probe.ts', "import { x } from '../../src/api/constants';"],
  ['server/domain/probe.ts', "import { x } from '../../src/api/constants';"],
  ['src/model/probe.ts', "import { x } from '../api/constants';"],
  // Faces, loader files (lazy-*.ts), the shared kit, one's own files.
  ['src/features/recent/probe.ts', "import { x } from '../messages';"],
  ['src/features/recent/probe.ts', "import { x } from '../typeahead/lazy-typeahead';"],
  ['src/features/recent/probe.ts', "import { x } from '../common/app-context';"],
  ['src/features/recent/probe.ts', "import '../common/view.css';"],
  ['src/features/recent/probe.ts', "import { x } from './RecentRow';"],
  ['src/features/messages/actions/probe.ts', "import { x } from '../../compose';"],
  ['src/features/messages/actions/probe.ts', "import { x } from '../feed-context';"],
  ['src/features/messages/actions/probe.ts', "import { x } from '../../../model/narrow';"],
  ['src/features/common/probe.ts', "import { x } from './copy';"],
  ['src/app/probe.ts', "import { x } from '../features/messages';"],
  ['src/app/probe.ts', "import { x } from '../features/common/active-feed';"],
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

/** A folder's script files, by path from the repository root. */
const filesIn = (dir: string) =>
  (fs.readdirSync(path.join(repo, dir), { recursive: true }) as string[])
    .filter((f) => /\.(ts|mjs)$/.test(f))
    .map((f) => path.join(dir, f));
const serverFiles = filesIn('server');
const isTest = (file: string) => file.endsWith('.test.ts');
const inTesting = (file: string) => file.startsWith(`server${path.sep}testing${path.sep}`);

/** The server files `file` imports by a relative path (static, dynamic and re-exports). */
function importsOf(file: string): string[] {
  const source = fs.readFileSync(path.join(repo, file), 'utf8');
  const specs = [...source.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((m) => m[1] ?? '');
  return specs
    .map((spec) => path.join(path.dirname(file), spec))
    .flatMap((base) => [base, `${base}.ts`, path.join(base, 'index.ts')])
    .filter((candidate) => serverFiles.includes(candidate));
}

describe('test support lives under server/testing', () => {
  const imports = new Map(serverFiles.map((f) => [f, importsOf(f)]));
  const usedByServerCode = new Set(
    [...imports].filter(([f]) => !isTest(f) && !inTesting(f)).flatMap(([, to]) => to),
  );
  // What npm scripts run: the server's entry point, and the scripts and benchmarks that use it.
  const entries = new Set([path.join('server', 'main.ts')]);
  const usedByTools = new Set(
    [...filesIn('scripts'), ...filesIn('bench')].filter((f) => !isTest(f)).flatMap(importsOf),
  );
  // A thread's script is named by its file name where paths.ts finds it (bundled or not).
  const serverSources = [...imports.keys()]
    .filter((f) => !isTest(f) && !inTesting(f))
    .map((f) => fs.readFileSync(path.join(repo, f), 'utf8'));
  const named = (f: string) =>
    f.endsWith('.mjs') && serverSources.some((s) => s.includes(`'${path.basename(f)}'`));
  const used = (f: string) =>
    entries.has(f) || usedByServerCode.has(f) || usedByTools.has(f) || named(f);

  it('every server module outside server/testing is used by server code, not only by tests', () => {
    const testOnly = serverFiles.filter((f) => !isTest(f) && !inTesting(f) && !used(f));
    expect(testOnly).toEqual([]);
  });

  it('no server code outside server/testing imports it', () => {
    const reaching = [...usedByServerCode].filter(inTesting);
    expect(reaching).toEqual([]);
  });

  it('the check sees the harnesses tests import', () => {
    const fromTests = [...imports].filter(([f]) => isTest(f)).flatMap(([, to]) => to);
    expect(fromTests).toContain(path.join('server', 'testing', 'org-harness.ts'));
  });
});

describe("the server's files", () => {
  it('each module starts with a comment saying what it is for', () => {
    const bare = serverFiles.filter(
      (f) => !isTest(f) && !/^\/[*/]/.test(fs.readFileSync(path.join(repo, f), 'utf8')),
    );
    expect(bare).toEqual([]);
  });
});

/** A feature folder's script files, by path from the repository root; tests apart or not. */
const featureRoot = path.join('src', 'features');
const featureFiles = (fs.readdirSync(path.join(repo, featureRoot), { recursive: true }) as string[])
  .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
  .map((f) => path.join(featureRoot, f));
const featureOf = (file: string) => path.relative(featureRoot, file).split(path.sep)[0] ?? '';

/** What a file imports by a relative path: static, dynamic, re-exports, types and styles. */
const relativeImports = (file: string) =>
  [
    ...fs
      .readFileSync(path.join(repo, file), 'utf8')
      .matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g),
  ].map((m) => path.join(path.dirname(file), m[1] ?? ''));

/** Which features each feature's code (tests apart) imports, with the files that say so. */
function featureGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of featureFiles.filter((f) => !/\.test\.tsx?$/.test(f))) {
    const from = featureOf(file);
    for (const target of relativeImports(file)) {
      if (!target.startsWith(featureRoot + path.sep)) continue;
      const to = featureOf(target);
      if (to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      if (!edges.has(to)) edges.set(to, file);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** A cycle of the graph as [feature, the file importing the next, ...], or [] when there is none. */
function findCycle(graph: Map<string, Map<string, string>>): string[] {
  const done = new Set<string>();
  const trail: string[] = [];
  const visit = (node: string): string[] => {
    const at = trail.indexOf(node);
    if (at >= 0) return [...trail.slice(at), node];
    if (done.has(node)) return [];
    trail.push(node);
    for (const to of graph.get(node)?.keys() ?? []) {
      const cycle = visit(to);
      if (cycle.length > 0) return cycle;
    }
    trail.pop();
    done.add(node);
    return [];
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle.length > 0) {
      // Name the file behind each step, so the failure says where to cut.
      return cycle
        .slice(0, -1)
        .map((f, i) => `${f} → ${cycle[i + 1]} (${graph.get(f)?.get(cycle[i + 1] ?? '')})`);
    }
  }
  return [];
}

describe('features meet through their faces (features/README.md)', () => {
  it("no feature file, test or not, imports another feature's inner files, statically or not", () => {
    const inner = featureFiles.flatMap((file) =>
      relativeImports(file)
        .filter((t) => t.startsWith(featureRoot + path.sep))
        .filter((t) => {
          const to = featureOf(t);
          const rest = path.relative(path.join(featureRoot, to), t);
          return to !== featureOf(file) && to !== 'common' && rest !== '' && !/^lazy-/.test(rest);
        })
        .map((t) => `${file} → ${t}`),
    );
    expect(inner).toEqual([]);
  });

  it('the features import one another without a cycle', () => {
    const graph = featureGraph();
    // The check sees the graph: the feed uses compose's face, and compose the typeahead's.
    expect(graph.get('messages')?.has('compose')).toBe(true);
    expect(graph.get('compose')?.has('typeahead')).toBe(true);
    expect(findCycle(graph)).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const graph = featureGraph();
    graph.set('typeahead', new Map([...(graph.get('typeahead') ?? []), ['messages', 'probe.ts']]));
    expect(findCycle(graph).join('\n')).toContain('typeahead → messages (probe.ts)');
  });
});
