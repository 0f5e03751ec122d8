import { describe, expect, it } from 'vitest';
import { highlight } from './highlight';
import { render } from './test-helpers';

const block = (inner: string, lang?: string) =>
  `<div class="codehilite"${lang ? ` data-code-language="${lang}"` : ''}><pre><span></span><code>${inner}</code></pre></div>`;

describe('fenced code blocks', () => {
  it.each([
    ['no language', '```\nfenced code\n```', block('fenced code\n')],
    ['tildes', '~~~\nx\n~~~', block('x\n')],
    ['longer fence holds a shorter one', '````\n```\n````', block('```\n')],
    [
      'unknown language keeps its name',
      '``` inventedlanguage\na < b\n```',
      block('a &lt; b\n', 'inventedlanguage'),
    ],
    ['language is lowercased', '```Quux\nx\n```', block('x\n', 'quux')],
    [
      'alias → Pygments name',
      '```js\nvar\n```',
      block('<span class="kd">var</span>\n', 'JavaScript'),
    ],
    [
      '.lang and trailing space',
      '~~~~.python \npass\n~~~~',
      block('<span class="k">pass</span>\n', 'Python'),
    ],
    ['{.lang}', '```{.py}\npass\n```', block('<span class="k">pass</span>\n', 'Python')],
    ['text is Pygments\' "Text only"', '```text\n<b>\n```', block('&lt;b&gt;\n', 'Text only')],
    ['trailing whitespace is trimmed', '```\na  \t\n```', block('a\n')],
    ['leading and trailing blank lines go', '```\n\nx\n\n```', block('x\n')],
    [
      'quotes are escaped like Pygments does',
      '```\n"a" \'b\' &\n```',
      block('&quot;a&quot; &#39;b&#39; &amp;\n'),
    ],
    ['unclosed fence runs to the end', '```\nx\ny', block('x\ny\n')],
    ['empty block renders nothing', '```\n```', ''],
    ['indented code block', '    def foo(): pass', block('def foo(): pass\n')],
    ['tabs expand to 4 columns', '```\n\tx\n```', block('    x\n')],
  ])('%s', (_name, input, html) => {
    expect(render(input).html).toBe(html);
  });

  it('interrupts a paragraph and keeps what follows', () => {
    expect(render('Hamlet said:\n```\nx\n```\nafter').html).toBe(
      `<p>Hamlet said:</p>\n${block('x\n')}\n<p>after</p>`,
    );
  });

  it('is not a fence inside a list item or a > quote, as in Zulip', () => {
    expect(render('- item\n  ```\n  code\n  ```').html).toBe(
      '<ul>\n<li>item<br>\n<code>\ncode\n</code></li>\n</ul>',
    );
    expect(render('> ```\n> code\n> ```').html).toBe(
      '<blockquote>\n<p><code>\ncode\n</code></p>\n</blockquote>',
    );
  });

  it('reads a language from a #! or ::: first line', () => {
    expect(render('```\n#!python\nprint("hi")\n```').html).toBe(
      block(
        '<span class="ch">#!python</span>\n<span class="nb">print</span><span class="p">(</span><span class="s2">&quot;hi&quot;</span><span class="p">)</span>\n',
      ),
    );
  });

  it('inline code keeps spaces and escapes HTML', () => {
    expect(render('` outer ` `<&nbsp;>` ```inline code```').html).toBe(
      '<p><code> outer </code> <code>&lt;&amp;nbsp;&gt;</code> <code>inline code</code></p>',
    );
  });
});

describe('Pygments-style highlighting', () => {
  it.each([
    [
      'python',
      'def speak(self):\n    x = 1',
      '<span class="k">def</span> <span class="nf">speak</span><span class="p">(</span><span class="bp">self</span><span class="p">):</span>\n    <span class="n">x</span> <span class="o">=</span> <span class="mi">1</span>\n',
    ],
    [
      'python',
      'import os\nfrom a import b',
      '<span class="kn">import</span> <span class="n">os</span>\n<span class="kn">from</span> <span class="n">a</span> <span class="kn">import</span> <span class="n">b</span>\n',
    ],
    [
      'python',
      'x = 1.5 if a and not None else "s\\n"  # c',
      '<span class="n">x</span> <span class="o">=</span> <span class="mf">1.5</span> <span class="k">if</span> <span class="n">a</span> <span class="ow">and</span> <span class="ow">not</span> <span class="kc">None</span> <span class="k">else</span> <span class="s2">&quot;s</span><span class="se">\\n</span><span class="s2">&quot;</span>  <span class="c1"># c</span>\n',
    ],
    [
      'python',
      "class A:\n    '''doc'''\n    y = f'{z}'",
      '<span class="k">class</span> <span class="nc">A</span><span class="p">:</span>\n    <span class="sd">&#39;&#39;&#39;doc&#39;&#39;&#39;</span>\n    <span class="n">y</span> <span class="o">=</span> <span class="sa">f</span><span class="s1">&#39;</span><span class="si">{</span><span class="n">z</span><span class="si">}</span><span class="s1">&#39;</span>\n',
    ],
    [
      'javascript',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript source under test
      'const f = (a) => `x${a}`; // c',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: its highlighted HTML
      '<span class="kd">const</span> <span class="nx">f</span> <span class="o">=</span> <span class="p">(</span><span class="nx">a</span><span class="p">)</span> <span class="p">=&gt;</span> <span class="sb">`x</span><span class="si">${</span><span class="nx">a</span><span class="si">}</span><span class="sb">`</span><span class="p">;</span> <span class="c1">// c</span>\n',
    ],
    [
      'typescript',
      'let n: number = null;',
      '<span class="kd">let</span> <span class="nx">n</span><span class="o">:</span> <span class="kt">number</span> <span class="o">=</span> <span class="kc">null</span><span class="p">;</span>\n',
    ],
    [
      'latex',
      '\\pi \\textbf{ is not } 3.14',
      '<span class="k">\\pi</span> <span class="k">\\textbf</span><span class="nb">{</span> is not <span class="nb">}</span> 3.14\n',
    ],
    [
      'python',
      's = """a\nb"""',
      '<span class="n">s</span> <span class="o">=</span> <span class="s2">&quot;&quot;&quot;a</span>\n<span class="s2">b&quot;&quot;&quot;</span>\n',
    ],
  ])('%s: %j', (lang, code, html) => {
    expect(highlight(code, lang)).toBe(html);
  });

  it.each([
    'c',
    'cpp',
    'java',
    'go',
    'rust',
    'ruby',
    'bash',
    'sql',
    'json',
    'yaml',
    'css',
    'markup',
    'diff',
  ])('%s gets token spans and keeps every character', (lang) => {
    const code = 'x = 1 // "s" <a> # y\n  {z: [2, 3]}; -- q';
    const html = highlight(code, lang);
    const text = html
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
    expect(text).toBe(`${code}\n`);
    expect(html).toMatch(/<span class="[a-z0-9]+">/);
  });

  it('a language without a grammar is escaped, without spans', () => {
    expect(highlight('<x>', undefined)).toBe('&lt;x&gt;\n');
  });
});
