// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { enhanceContent } from './enhance-content';

const ctx = (inGroup: (id: number) => boolean, senderId = 8) => ({
  selfId: 7,
  senderId,
  twentyFour: true,
  inGroup,
  temporaryUrl: async (p: string) => p,
});

function enhanced(html: string, groups: number[] = [], senderId = 8): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  enhanceContent(
    root,
    ctx((id) => groups.includes(id), senderId),
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

  it.each([
    ['a group', '<span class="user-group-mention" data-user-group-id="5">@support</span>', []],
    ['the reader', '<span class="user-mention" data-user-id="7">@Iago</span>', ['@Iago']],
  ])("in the reader's own message, a mention of %s", (_what, html, expected) => {
    expect(marked(enhanced(html, [5], 7))).toEqual(expected);
  });

  it("makes a person's mention a button that opens their card, not a group's", () => {
    const root = enhanced(
      '<span class="user-mention" data-user-id="8">@Othello</span><span class="user-group-mention" data-user-group-id="5">@support</span>',
    );
    expect(root.querySelector('.user-mention')?.getAttribute('role')).toBe('button');
    expect(root.querySelector('.user-group-mention')?.getAttribute('role')).toBeNull();
  });
});

describe('enhanceContent marks the reader’s alert words', () => {
  const withWords = (html: string, alertWords: string[]) => {
    const root = document.createElement('div');
    root.innerHTML = html;
    enhanceContent(root, { ...ctx(() => false), alertWords });
    return root;
  };
  const alerts = (root: HTMLElement) =>
    [...root.querySelectorAll('span.alert-word')].map((e) => e.textContent);

  it.each<[string, string, string[]]>([
    ['in text, any case', '<p>Ramen for LUNCH?</p>', ['Ramen', 'LUNCH']],
    ['in emphasis', '<p>a <strong>lunch</strong> plan</p>', ['lunch']],
    ['not a part of a word', '<p>lunches and brunch</p>', []],
    ['not in code', '<p><code>lunch</code></p><pre><code>lunch()</code></pre>', []],
    ['not in links', '<p><a href="https://x.org/lunch">lunch menu</a></p>', []],
    [
      'not in mentions',
      '<p><span class="user-mention" data-user-id="8">@Lunch Bot</span> lunch</p>',
      ['lunch'],
    ],
    ['not in math', '<p><span class="katex">ramen</span></p>', []],
    ['in a search highlight', '<p><span class="highlight">lunch</span></p>', ['lunch']],
  ])('%s', (_what, html, expected) => {
    expect(alerts(withWords(html, ['lunch', 'ramen']))).toEqual(expected);
  });

  it('keeps the text as it was around the marks', () => {
    const root = withWords('<p>Is lunch at noon? lunch!</p>', ['lunch']);
    expect(root.innerHTML).toBe(
      '<p>Is <span class="alert-word">lunch</span> at noon? <span class="alert-word">lunch</span>!</p>',
    );
  });

  it('marks again from scratch when the words change, and not at all without words', () => {
    const root = withWords('<p>lunch and ramen</p>', ['lunch']);
    enhanceContent(root, { ...ctx(() => false), alertWords: ['ramen'] });
    expect(alerts(root)).toEqual(['ramen']);
    enhanceContent(
      root,
      ctx(() => false),
    );
    expect(alerts(root)).toEqual([]);
    expect(root.innerHTML).toBe('<p>lunch and ramen</p>');
  });
});
