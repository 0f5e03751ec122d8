import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// The renderer is bundled for browsers as a bundler would: a Node module anywhere in what it
// imports (its dependencies' too) fails the build.
describe('src/markdown in a browser bundle', () => {
  it('bundles for the browser platform with no Node module', async () => {
    const result = await build({
      entryPoints: [path.join(import.meta.dirname, 'index.ts')],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      logLevel: 'silent',
      metafile: true,
    });
    expect(result.errors).toEqual([]);
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((i) => i.includes('node_modules/katex'))).toBe(true);
    expect(inputs.some((i) => i.includes('prism-python'))).toBe(true);
    expect(inputs.filter((i) => i.startsWith('node:'))).toEqual([]);
    const code = result.outputFiles[0]!.text;
    expect(code).not.toMatch(/\brequire\(["']node:/);
  }, 60_000);
});
