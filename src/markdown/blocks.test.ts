import { describe, expect, it, vi } from 'vitest';
import { render } from './test-helpers';
import { isoformat, parseTime } from './timestamp';

const html = (input: string) => render(input).html;

describe('quotes', () => {
  it.each([
    ['> quote', '> Hello World!', '<blockquote>\n<p>Hello World!</p>\n</blockquote>'],
    [
      'two quotes split by a blank line',
      '> a\n\n> b',
      '<blockquote>\n<p>a</p>\n</blockquote>\n<blockquote>\n<p>b</p>\n</blockquote>',
    ],
    ['a lone > is text', '>', '<p>&gt;</p>'],
    [
      'nested empty quotes',
      '>>>',
      '<blockquote>\n<blockquote>\n<p>&gt;</p>\n</blockquote>\n</blockquote>',
    ],
    [
      '```quote',
      'Hamlet said:\n```quote\nTo be or **not** to be.\n\nThat is the question\n```',
      '<p>Hamlet said:</p>\n<blockquote>\n<p>To be or <strong>not</strong> to be.</p>\n<p>That is the question</p>\n</blockquote>',
    ],
    ['~~~ quoted', '~~~ quoted\nx\n~~~', '<blockquote>\n<p>x</p>\n</blockquote>'],
    [
      'a quote holds code, and the code holds the quote fence',
      '~~~quote\n```\n~~~\n```\n~~~',
      '<blockquote>\n<div class="codehilite"><pre><span></span><code>~~~\n</code></pre></div>\n</blockquote>',
    ],
    [
      'nested quote fences',
      '~~~ quote\nHe said:\n``` quote\ninner\n```\n~~~\nafter',
      '<blockquote>\n<p>He said:</p>\n<blockquote>\n<p>inner</p>\n</blockquote>\n</blockquote>\n<p>after</p>',
    ],
    [
      'a hanging list inside a quote',
      '```quote\nList:\n* one\n* two\n```',
      '<blockquote>\n<p>List:</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n</blockquote>',
    ],
  ])('%s', (_name, input, expected) => {
    expect(html(input)).toBe(expected);
  });
});

describe('spoilers', () => {
  it.each([
    [
      'with a header',
      '```spoiler header\ncontent\n```\noutside spoiler',
      '<div class="spoiler-block"><div class="spoiler-header">\n<p>header</p>\n</div><div class="spoiler-content" aria-hidden="true">\n<p>content</p>\n</div></div>\n<p>outside spoiler</p>',
    ],
    [
      'without a header',
      '```spoiler\ncontent\n```',
      '<div class="spoiler-block"><div class="spoiler-header">\n</div><div class="spoiler-content" aria-hidden="true">\n<p>content</p>\n</div></div>',
    ],
    [
      'Markdown in header and body',
      '```spoiler **Bold** :smile:\n* a\n```',
      '<div class="spoiler-block"><div class="spoiler-header">\n<p><strong>Bold</strong> <span aria-label="smile" class="emoji emoji-1f642" role="img" title="smile">:smile:</span></p>\n</div><div class="spoiler-content" aria-hidden="true">\n<ul>\n<li>a</li>\n</ul>\n</div></div>',
    ],
    [
      'script tags stay text',
      '```spoiler <script>alert(1)</script>\n<script>alert(1)</script>\n```',
      '<div class="spoiler-block"><div class="spoiler-header">\n<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n</div><div class="spoiler-content" aria-hidden="true">\n<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n</div></div>',
    ],
    [
      'inside a quote',
      '~~~quote\n```spoiler h\nc\n```\n~~~',
      '<blockquote>\n<div class="spoiler-block"><div class="spoiler-header">\n<p>h</p>\n</div><div class="spoiler-content" aria-hidden="true">\n<p>c</p>\n</div></div>\n</blockquote>',
    ],
  ])('%s', (_name, input, expected) => {
    expect(html(input)).toBe(expected);
  });
});

describe('inline formatting', () => {
  it.each([
    ['strikethrough', 'I like ~~software~~ hardware', 'I like <del>software</del> hardware'],
    ['strikethrough with spaces inside', 'I ~~ like ~~ it', 'I <del> like </del> it'],
    ['single tilde is text', '~a~', '~a~'],
    ['strikethrough stays on one line', '~~a\nb~~', '~~a<br>\nb~~'],
    [
      'emphasis',
      '*foo* **bar** ***baz***',
      '<em>foo</em> <strong>bar</strong> <strong><em>baz</em></strong>',
    ],
    [
      'underscores are not emphasis',
      '_foo_ __bar__ snake_case_name',
      '_foo_ __bar__ snake_case_name',
    ],
    ['no emphasis in C pointers', 'const char *x = (char *)y', 'const char *x = (char *)y'],
    ['bold does not span lines', '**a\nb**', '**a<br>\nb**'],
    ['newline is a line break', 'test\nbar', 'test<br>\nbar'],
    ['trailing spaces stay', 'test  ', 'test  '],
    ['leading spaces go', '  notcode', 'notcode'],
    ['apostrophes are not escaped', "it's lunch time", "it's lunch time"],
    // Zulip applies **strong** before *em*, each to the text the earlier ones left.
    ['em around strong', '*a **b** c*', '<em>a <strong>b</strong> c</em>'],
    ['strong around em', '**a *b* c**', '<strong>a <em>b</em> c</strong>'],
    ['strong takes the nearest closer', '**a**b**', '<strong>a</strong>b**'],
    ['no em with a space after the star', '2 * 3 * 4', '2 * 3 * 4'],
    ['em inside a word', 'a*b*c', 'a<em>b</em>c'],
    ['strikethrough around strong', '~~y **z**~~', '<del>y <strong>z</strong></del>'],
    ['three tildes are not strikethrough', '~~~a~~', '~~~a~~'],
    [
      'a mention right after a star is not one',
      '*@**King Hamlet***',
      '<em>@<strong>King Hamlet</strong></em>',
    ],
  ])('%s', (_name, input, inner) => {
    expect(html(input)).toBe(`<p>${inner}</p>`);
  });
});

describe('hostile input', () => {
  // Inputs that make CommonMark emphasis or deep recursion expensive; 10,000 characters is
  // Zulip's message length limit. They must render (the suite's timeout bounds the time).
  it.each([
    ['#**a', 2500],
    ['@**King', 1400],
    ['**a', 3300],
    ['*a', 5000],
    ['~~a', 3300],
    ['[a](b', 2000],
    [':a', 5000],
    ['>', 10000],
    ['- ', 5000],
    ['```quote\n', 1100],
    ['$$a', 3300],
    ['<time:', 1600],
  ])('%j × %i', (unit, times) => {
    const r = render(unit.repeat(times));
    expect(typeof r.html).toBe('string');
  });
});

describe('raw HTML is escaped', () => {
  it.each([
    ['script', '<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    [
      'nested script',
      '<<script>script>evil()<</script>/script>',
      '&lt;&lt;script&gt;script&gt;evil()&lt;&lt;/script&gt;/script&gt;',
    ],
    [
      'unclosed tag',
      '<script src=http://xx.com/xss.js<b>',
      '&lt;script src=http://xx.com/xss.js&lt;b&gt;',
    ],
    ['inside emphasis', '*<h1>Hello</h1>*', '<em>&lt;h1&gt;Hello&lt;/h1&gt;</em>'],
    ['img onerror', '<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    ['entities pass through, bare & is escaped', '& &amp; &lt; &#33;', '&amp; &amp; &lt; &#33;'],
    [
      'angle-bracket autolink is text around a link',
      '<https://y.com>',
      '&lt;<a href="https://y.com">https://y.com</a>&gt;',
    ],
  ])('%s', (_name, input, inner) => {
    expect(html(input)).toBe(`<p>${inner}</p>`);
  });

  it('an HTML block is text too', () => {
    expect(html('<div>\n<script>x</script>\n</div>')).toBe(
      '<p>&lt;div&gt;<br>\n&lt;script&gt;x&lt;/script&gt;<br>\n&lt;/div&gt;</p>',
    );
  });

  it('javascript: links are not links', () => {
    expect(html('[x](javascript:alert(1))')).toBe('<p>[x](javascript:alert(1))</p>');
  });
});

describe('/me', () => {
  it.each([
    ['/me waves', true],
    ['/me', false],
    ['/mewaves', false],
    ['say /me waves', false],
  ])('%j → isMeMessage %s', (input, me) => {
    const r = render(input);
    expect(r.isMeMessage).toBe(me);
    expect(r.html).toBe(`<p>${input}</p>`);
  });
});

describe('timestamps', () => {
  it.each([
    ['1496701800', '2017-06-05T22:30:00Z'],
    ['1496701800.5', '2017-06-05T22:30:00.500000Z'],
    ['2017-06-05T22:30:00+02:00', '2017-06-05T20:30:00Z'],
    ['2017-06-05', '2017-06-05T00:00:00Z'],
    ['2017-06-05 22:30', '2017-06-05T22:30:00Z'],
    ['Jun 5th 2017, 10:30PM', '2017-06-05T22:30:00Z'],
    ['31 Dec 2017', '2017-12-31T00:00:00Z'],
    ['31 Dec 2017 5:30 am IST', '2017-12-31T00:00:00Z'],
    ['Tuesday, March 5 2024 at 9:15 pm UTC', '2024-03-05T21:15:00Z'],
  ])('%s', (input, datetime) => {
    expect(isoformat(parseTime(input)!)).toBe(datetime);
    expect(html(`<time:${input}>`)).toBe(`<p><time datetime="${datetime}">${input}</time></p>`);
  });

  it.each(['**hello world**', 'bogus', '31 Feb 2017', '25:00 Jan 1 2020', '1e400'])(
    '%s is invalid',
    (input) => {
      expect(parseTime(input)).toBeUndefined();
    },
  );

  it('invalid input renders an error, escaped', () => {
    expect(html('<time:<alert(1)>>')).toBe(
      '<p><span class="timestamp-error">Invalid time format: &lt;alert(1)</span>&gt;</p>',
    );
  });

  it('emphasis inside is not emphasis', () => {
    expect(html('<time:**hello world**>')).toBe(
      '<p><span class="timestamp-error">Invalid time format: **hello world**</span></p>',
    );
  });
});

describe('lists, headings, tables', () => {
  it.each([
    [
      'hanging list',
      'Some text:\n* One\n* Two',
      '<p>Some text:</p>\n<ul>\n<li>One</li>\n<li>Two</li>\n</ul>',
    ],
    [
      'numbers after bullets start a new list',
      '* a\n1. b',
      '<ul>\n<li>a</li>\n</ul>\n<ol>\n<li>b</li>\n</ol>',
    ],
    [
      'loose list items hold paragraphs',
      '1. A\n\n1. B',
      '<ol>\n<li>\n<p>A</p>\n</li>\n<li>\n<p>B</p>\n</li>\n</ol>',
    ],
    [
      'bullet markers mix in one list',
      '* One\n- Two\n+ Three',
      '<ul>\n<li>One</li>\n<li>Two</li>\n<li>Three</li>\n</ul>',
    ],
    ['a rule of stars stays a rule', '* * *', '<hr>'],
    [
      'an indented star line is code',
      'para\n\n    * not a bullet',
      '<p>para</p>\n<div class="codehilite"><pre><span></span><code>* not a bullet\n</code></pre></div>',
    ],
    [
      'numbered items nest with two spaces',
      '1. A\n2. B\n  3. C',
      '<ol>\n<li>A</li>\n<li>B<ol start="3">\n<li>C</li>\n</ol>\n</li>\n</ol>',
    ],
    [
      'a heavily nested list',
      'OL\n1. level-1\n  2. level-2\n    3. level-3\n    3. level-3a\n  2. level-2a\n2. level-1a\n',
      '<p>OL</p>\n<ol>\n<li>level-1<ol start="2">\n<li>level-2<ol start="3">\n<li>level-3</li>\n<li>level-3a</li>\n</ol>\n</li>\n<li>level-2a</li>\n</ol>\n</li>\n<li>level-1a</li>\n</ol>',
    ],
    [
      'renumbering trick',
      '1. A\n1. B\n  1. C\n1. D',
      '<ol>\n<li>A</li>\n<li>B<ol>\n<li>C</li>\n</ol>\n</li>\n<li>D</li>\n</ol>',
    ],
    ['list starting at 3', '3. A\n3. B', '<ol start="3">\n<li>A</li>\n<li>B</li>\n</ol>'],
    [
      'nested with two spaces',
      '* outer\n  * inner',
      '<ul>\n<li>outer<ul>\n<li>inner</li>\n</ul>\n</li>\n</ul>',
    ],
    ['task lists are not a syntax', '- [ ] task', '<ul>\n<li>[ ] task</li>\n</ul>'],
    ['heading', '# Hello world', '<h1>Hello world</h1>'],
    ['heading needs a space', '#Hello', '<p>#Hello</p>'],
    ['no seventh level', '####### Hello', '<p>####### Hello</p>'],
    ['no setext headings', 'Title\n===', '<p>Title<br>\n===</p>'],
    [
      'reference links are not a syntax',
      'Hello [world]\n\n[world]: https://google.com',
      '<p>Hello [world]</p>\n<p>[world]: <a href="https://google.com">https://google.com</a></p>',
    ],
    [
      'table',
      'a | b\n:-- | --:\n1 | 2',
      '<table>\n<thead>\n<tr>\n<th style="text-align: left;">a</th>\n<th style="text-align: right;">b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td style="text-align: left;">1</td>\n<td style="text-align: right;">2</td>\n</tr>\n</tbody>\n</table>',
    ],
    ['horizontal rule', 'a\n\n***', '<p>a</p>\n<hr>'],
  ])('%s', (_name, input, expected) => {
    expect(html(input)).toBe(expected);
  });
});

describe('math', () => {
  it('inline TeX renders with KaTeX', () => {
    const out = html('$$1 \\oplus 0 = 1$$');
    expect(out).toMatch(/^<p><span class="katex"><span class="katex-mathml"><math /);
    expect(out).toContain('<annotation encoding="application/x-tex">1 \\oplus 0 = 1</annotation>');
  });

  it('```math renders display TeX', () => {
    expect(html('```math\na^2\n```')).toMatch(
      /^<p><span class="katex-display"><span class="katex">/,
    );
  });

  it.each([
    ['money is not TeX', 'It costs $5 to $20', 'It costs $5 to $20'],
    ['$$$ is not TeX', 'some $$$ here', 'some $$$ here'],
    ['no newline inside', '$$x=3\ny=4$$', '$$x=3<br>\ny=4$$'],
    ['TeX errors are marked', '$$\\error{a}$$', '<span class="tex-error">$$\\error{a}$$</span>'],
  ])('%s', (_name, input, inner) => {
    expect(html(input)).toBe(`<p>${inner}</p>`);
  });

  it('a ```math error is escaped', () => {
    expect(html("```math\n\\<script>'x'\n```")).toBe(
      '<p><span class="tex-error">\\&lt;script&gt;&#x27;x&#x27;</span></p>',
    );
  });
});

describe('failure', () => {
  it('a renderer failure shows the message as escaped text', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A context without users fails on the first mention.
    const broken = render('@**x** <b>\nc\n\nd', { users: null as unknown as [] });
    expect(broken.html).toBe('<p>@**x** &lt;b&gt;<br>\nc</p>\n<p>d</p>');
    expect(broken.mentionedUserIds.size).toBe(0);
    expect(quiet).toHaveBeenCalledOnce();
    quiet.mockRestore();
  });
});

describe('runs of empty quote lines', () => {
  // Such a run is text; the verdict is remembered for the run's later lines.
  it.each([
    [
      'a run, then a quote',
      '>\n>\n>\n\n> x',
      '<p>&gt;<br>\n&gt;<br>\n&gt;</p>\n<blockquote>\n<p>x</p>\n</blockquote>',
    ],
    ['a run ending the message', '>\n> \n>\n', '<p>&gt;<br>\n&gt; <br>\n&gt;</p>'],
    ['a run ended by text: a quote', '>\n>\nb', '<blockquote>\n</blockquote>\n<p>b</p>'],
    ['text, then a run', 'a\n>\n>', '<p>a<br>\n&gt;<br>\n&gt;</p>'],
    [
      'a run in a list item, then one at top level',
      '- >\n  >\n\n>\n>',
      '<ul>\n<li>&gt;<br>\n&gt;</li>\n</ul>\n<p>&gt;<br>\n&gt;</p>',
    ],
    [
      'runs and quotes in and out of list items',
      '- a\n  >\n  >\n- >\n  >\n  > b\n\n>\n>\n- >',
      '<ul>\n<li>\n<p>a<br>\n&gt;<br>\n&gt;</p>\n</li>\n<li>\n<blockquote>\n<p>b</p>\n</blockquote>\n</li>\n</ul>\n<p>&gt;<br>\n&gt;</p>\n<ul>\n<li>&gt;</li>\n</ul>',
    ],
  ])('%s', (_name, input, expected) => {
    expect(html(input)).toBe(expected);
  });
});
