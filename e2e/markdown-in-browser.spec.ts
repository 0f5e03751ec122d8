import path from 'node:path';
import { expect, test } from '@playwright/test';
import { build } from 'esbuild';
import cases from '../src/markdown/fixtures/markdown-cases.json' with { type: 'json' };

// The shared renderer, bundled for browsers as the app's build would, run in Chromium: Zulip's
// fixtures render there byte for byte as in Node, code blocks highlighted and TeX typeset.
test('the shared Markdown renderer runs in Chromium and renders what Zulip renders', async ({
  page,
}) => {
  const bundle = await build({
    entryPoints: [path.join(import.meta.dirname, '..', 'src', 'markdown', 'index.ts')],
    bundle: true,
    platform: 'browser',
    format: 'iife',
    globalName: 'ParleyMarkdown',
    write: false,
    logLevel: 'silent',
  });
  await page.setContent('<!doctype html><title>renderer</title>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  const ctx = {
    users: [{ id: 7, full_name: 'Zoe', is_active: true }],
    groups: [],
    streams: [
      { id: 1, name: 'Denmark' },
      { id: 13, name: 'social' },
    ],
    realmEmoji: [],
    linkifiers: [],
    realmUrl: 'http://zulip.testserver',
  };
  const extra = ['```python\ndef f(x):\n    return x ** 2\n```', '$$\\frac{1}{2}$$'];
  const rendered = await page.evaluate(
    ({ inputs, ctx }) => {
      const md = (
        globalThis as unknown as {
          ParleyMarkdown: { renderMarkdown(s: string, c: unknown): { html: string } };
        }
      ).ParleyMarkdown;
      return inputs.map((input) => md.renderMarkdown(input, ctx).html);
    },
    { inputs: [...cases.map((c) => c.input), ...extra], ctx },
  );
  cases.forEach((c, i) => {
    expect(rendered[i], c.name).toBe(c.expected_output);
  });
  const [code, tex] = rendered.slice(cases.length);
  expect(code).toContain('<span class="k">def</span>');
  expect(tex).toContain('class="katex"');
});
