import { describe, expect, it } from 'vitest';
import cases from './fixtures/markdown-cases.json';
import { renderMarkdown } from './render';
import { htmlTree } from './test-helpers';
import type { RenderContext } from './types';

// What zulip/zulip's markdown_test_cases.json assumes exists.
const ctx: RenderContext = {
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

describe('Zulip markdown_test_cases fixtures', () => {
  it('has the 15 cases', () => {
    expect(cases).toHaveLength(15);
  });

  it.each(cases)('$name renders what Zulip renders', ({ input, expected_output }) => {
    expect(htmlTree(renderMarkdown(input, ctx).html)).toEqual(htmlTree(expected_output));
  });

  it.each(cases)('$name matches byte for byte', ({ input, expected_output }) => {
    expect(renderMarkdown(input, ctx).html).toBe(expected_output);
  });
});
