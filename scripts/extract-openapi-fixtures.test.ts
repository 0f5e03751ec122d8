import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const spec = path.join(root, '..', 'shared', 'reference', 'zulip-openapi.yaml');

// A fresh clone has no ../shared; where it is present, the committed fixtures must match it.
describe.skipIf(!fs.existsSync(spec))('the OpenAPI fixtures', () => {
  it('are what the extraction script makes of the description', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-openapi-'));
    try {
      execFileSync(process.execPath, ['scripts/extract-openapi-fixtures.mjs', spec, out], {
        cwd: root,
      });
      for (const file of ['examples.json', 'schemas.json']) {
        const committed = fs.readFileSync(path.join(root, 'tests/fixtures/zulip-openapi', file));
        expect(fs.readFileSync(path.join(out, file)).equals(committed), file).toBe(true);
      }
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
