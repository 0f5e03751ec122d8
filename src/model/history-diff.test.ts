// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderHistoryDiff } from './history-diff';

describe("rendering the server's content_html_diff", () => {
  it.each([
    [
      'the example of Zulip’s tests: a word replaced',
      '<div><p>content <span class="highlight_text_inserted">after</span> <span class="highlight_text_deleted">before</span> edit</p></div>',
      '<div><p>content <ins class="diff-inserted">after</ins> <del class="diff-deleted">before</del> edit</p></div>',
    ],
    ['nothing on either side', '<div></div>', '<div></div>'],
    [
      'marks holding markup keep it',
      '<div><p><span class="highlight_text_inserted"><strong>bold</strong> new</span></p></div>',
      '<div><p><ins class="diff-inserted"><strong>bold</strong> new</ins></p></div>',
    ],
    [
      'a whole paragraph deleted',
      '<div><span class="highlight_text_deleted"><p>gone</p></span><p>kept</p></div>',
      '<div><del class="diff-deleted"><p>gone</p></del><p>kept</p></div>',
    ],
    [
      'other spans are left alone',
      '<div><p><span class="user-mention" data-user-id="5">@Iago</span></p></div>',
      '<div><p><span class="user-mention" data-user-id="5">@Iago</span></p></div>',
    ],
    [
      'a changed link shows its address change as text',
      '<div><p><a href="https://b.example">link<span class="highlight_text_inserted"> Link: https://b.example .</span><span class="highlight_text_deleted"> Link: https://a.example .</span></a></p></div>',
      '<div><p><a href="https://b.example" rel="noopener noreferrer" target="_blank">link<ins class="diff-inserted"> Link: https://b.example .</ins><del class="diff-deleted"> Link: https://a.example .</del></a></p></div>',
    ],
  ])('%s', (_name, html, expected) => {
    expect(renderHistoryDiff(html)).toBe(expected);
  });

  it('is sanitized: nothing executable survives inside the marks', () => {
    const html =
      '<div><p><span class="highlight_text_inserted"><img src="x" onerror="alert(1)"><script>alert(2)</script>new</span></p></div>';
    const out = renderHistoryDiff(html);
    expect(out).not.toMatch(/onerror|script|alert/);
    expect(out).toContain('<ins class="diff-inserted"><img src="x">new</ins>');
  });
});
