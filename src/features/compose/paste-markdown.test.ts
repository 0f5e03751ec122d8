// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from './paste-markdown';

describe('htmlToMarkdown', () => {
  it.each([
    ['a link', '<a href="https://example.com/a">the doc</a>', '[the doc](https://example.com/a)'],
    [
      'a bare link',
      '<a href="https://example.com/">https://example.com/</a>',
      'https://example.com/',
    ],
    ['a link to script', '<a href="javascript:alert(1)">x</a>', 'x'],
    ['bold and italics', '<b>this</b> and <em>that</em>', '**this** and *that*'],
    ['spaces stay outside marks', '<strong>bold </strong>text', '**bold** text'],
    ["Google Docs' normal-weight wrapper", '<b style="font-weight:normal">plain</b>', 'plain'],
    ['bold by style', '<span style="font-weight:700">heavy</span>', '**heavy**'],
    ['inline code', 'run <code>x = 1</code>', 'run `x = 1`'],
    ['a code block', '<pre><code>a\n  b\n</code></pre>', '```\na\n  b\n```'],
    ['paragraphs', '<p>one</p><p>two</p>', 'one\n\ntwo'],
    ['a list', '<ul><li>one</li><li>two</li></ul>', '- one\n- two'],
    ['a numbered list', '<ol start="3"><li>c</li><li>d</li></ol>', '3. c\n4. d'],
    ['a nested list', '<ul><li>a<ul><li>b</li></ul></li><li>c</li></ul>', '- a\n  - b\n- c'],
    ['a heading', '<h2>Title</h2><p>text</p>', '## Title\n\ntext'],
    ['a quote', '<blockquote><p>wise</p></blockquote>', '> wise'],
    ['line breaks', 'a<br>b', 'a\nb'],
    ['styles and scripts go', '<style>p{}</style><script>x()</script>hi', 'hi'],
    [
      'a paragraph then a list',
      '<p>See <a href="https://example.com/doc">the doc</a> and <b>this</b> with <code>x = 1</code>:</p><ul><li>one</li><li>two</li></ul>',
      'See [the doc](https://example.com/doc) and **this** with `x = 1`:\n\n- one\n- two',
    ],
  ])('%s', (_what, html, markdown) => {
    expect(htmlToMarkdown(html)).toBe(markdown);
  });
});
