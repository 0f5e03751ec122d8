// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { enhanceContent } from './enhance-content';

const ctx = (inGroup: (id: number) => boolean) => ({
  selfId: 7,
  twentyFour: true,
  inGroup,
  temporaryUrl: async (p: string) => p,
});

function enhanced(html: string, groups: number[] = []): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  enhanceContent(
    root,
    ctx((id) => groups.includes(id)),
  );
  return root;
}

const marked = (root: HTMLElement) =>
  [...root.querySelectorAll('.user-mention-me')].map((e) => e.textContent);

describe('enhanceContent marks what mentions the reader', () => {
  it.each([
    ['the reader', '<span class="user-mention" data-user-id="7">@Iago</span>', [], ['@Iago']],
    ['someone else', '<span class="user-mention" data-user-id="8">@Othello</span>', [], []],
    ['everyone', '<span class="user-mention" data-user-id="*">@all</span>', [], ['@all']],
    [
      'a group the reader is in',
      '<span class="user-group-mention" data-user-group-id="5">@support</span>',
      [5],
      ['@support'],
    ],
    [
      'a group the reader is not in',
      '<span class="user-group-mention" data-user-group-id="6">@design</span>',
      [5],
      [],
    ],
    [
      "a silent mention of the reader's group",
      '<span class="user-group-mention silent" data-user-group-id="5">support</span>',
      [5],
      [],
    ],
  ])('%s', (_what, html, groups, expected) => {
    expect(marked(enhanced(html, groups))).toEqual(expected);
  });

  it("makes a person's mention a button that opens their card, not a group's", () => {
    const root = enhanced(
      '<span class="user-mention" data-user-id="8">@Othello</span><span class="user-group-mention" data-user-group-id="5">@support</span>',
    );
    expect(root.querySelector('.user-mention')?.getAttribute('role')).toBe('button');
    expect(root.querySelector('.user-group-mention')?.getAttribute('role')).toBeNull();
  });
});
