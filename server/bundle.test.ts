import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverBundle } from './bundle.mjs';

describe('the bundled server (server/bundle.mjs)', () => {
  it('is built once and used again while its sources stay as they were', async () => {
    const first = await serverBundle();
    expect(fs.existsSync(first)).toBe(true);
    const built = fs.statSync(first).mtimeMs;
    expect(await serverBundle()).toBe(first);
    expect(fs.statSync(first).mtimeMs).toBe(built);
  });

  it('is built again when a file it came from changes', async () => {
    const before = await serverBundle();
    // The same text, a newer time: as an edit that is then undone would leave it.
    const source = path.join(import.meta.dirname, 'paths.ts');
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(source, later, later);
    const after = await serverBundle();
    expect(after).not.toBe(before);
    // It reads its images and the built app from the sources' directory, not its own.
    const code = fs.readdirSync(path.dirname(after)).filter((f) => f.endsWith('.mjs'));
    const text = code.map((f) => fs.readFileSync(path.join(path.dirname(after), f), 'utf8'));
    expect(text.join('\n')).toContain(JSON.stringify(import.meta.dirname));
  });
});
