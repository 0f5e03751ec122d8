import { describe, expect, it } from 'vitest';
import { htmlDiff } from './diff';
import { tokenize, VOID } from './html-tree';
import { render } from './test-helpers';

const ins = (html: string) => `<span class="highlight_text_inserted">${html}</span>`;
const del = (html: string) => `<span class="highlight_text_deleted">${html}</span>`;

/** Every end tag closes the innermost open element, and nothing is left open. */
function balanced(html: string): boolean {
  const open: string[] = [];
  for (const token of tokenize(html)) {
    if (token.kind === 'start' && !VOID.has(token.name)) open.push(token.name);
    if (token.kind === 'end' && open.pop() !== token.name) return false;
  }
  return open.length === 0;
}

describe('htmlDiff', () => {
  it.each([
    [
      'a replaced word: insertion first (Zulip test_message_edit)',
      '<p>content before edit</p>',
      '<p>content after edit</p>',
      `<div><p>content ${ins('after')} ${del('before')} edit</p></div>`,
    ],
    ['both empty', '', '', '<div></div>'],
    [
      'no change',
      '<p>same <em>words</em></p>',
      '<p>same <em>words</em></p>',
      '<div><p>same <em>words</em></p></div>',
    ],
    ['a word added', '<p>a b c</p>', '<p>a b c d</p>', `<div><p>a b c ${ins('d')} </p></div>`],
    ['a word removed', '<p>a b c d</p>', '<p>a c d</p>', `<div><p>a ${del('b')} c d</p></div>`],
    [
      'a paragraph added: the insertion moves inside it',
      '<p>hello</p>',
      '<p>hello</p>\n<p>world</p>',
      `<div><p>hello</p> <p>${ins('world')}</p></div>`,
    ],
    [
      'a list item added',
      '<ul>\n<li>a</li>\n</ul>',
      '<ul>\n<li>a</li>\n<li>b</li>\n</ul>',
      `<div><ul><li>a</li> <li>${ins('b')}</li> </ul></div>`,
    ],
    [
      'a changed link target shows as Link: text',
      '<p><a href="http://a.com">link</a></p>',
      '<p><a href="http://b.com">link</a></p>',
      `<div><p><a href="http://b.com">link ${ins(' Link: http://b.com')} ${del(' Link: http://a.com')} </a></p></div>`,
    ],
    [
      'markup alone changing is no change (new markup wins)',
      '<p>x <strong>bold</strong> y</p>',
      '<p>x <em>bold</em> y</p>',
      '<div><p>x <em>bold</em> y</p></div>',
    ],
    [
      'deleted markup is deleted whole',
      '<p>a <strong>b c</strong> d</p>',
      '<p>a d</p>',
      `<div><p>a ${del('<strong>b c</strong>')} d</p></div>`,
    ],
    [
      'small matches amid large changes do not count',
      '<p>one two three four five six seven eight</p>',
      '<p>uno two tres four cinco six siete eight</p>',
      `<div><p>${ins('uno two tres four cinco six siete eight')}</p> <p>${del('one two three four five six seven eight')}</p></div>`,
    ],
    [
      'images compare by source',
      '<p><img src="x.png"> z</p>',
      '<p><img src="y.png"> z</p>',
      `<div><p> ${ins('<img src="y.png">')} ${del('<img src="x.png">')} z</p></div>`,
    ],
    [
      'line breaks',
      '<p>a<br>\nb</p>',
      '<p>a<br>\nc</p>',
      `<div><p>a ${ins('<br> c')} ${del('<br> b')} </p></div>`,
    ],
    [
      'entities stay escaped',
      '<p>1 &lt; 2</p>',
      '<p>1 &lt; 3</p>',
      `<div><p>1 &lt; ${ins('3')} ${del('2')} </p></div>`,
    ],
    ['everything new', '', '<p>new</p>', `<div><p>${ins('new')}</p> ${del('')}</div>`],
  ])('%s', (_name, before, after, expected) => {
    expect(htmlDiff(before, after)).toBe(expected);
  });

  it('diffs rendered messages', () => {
    const before = render('Hello @**King Hamlet**, the build on #**Denmark** is green again').html;
    const after = render('Hello @**Zoe**, the build on #**Denmark** is green again').html;
    const diff = htmlDiff(before, after);
    expect(diff).toBe(
      // A one-word match ("Hello") amid a change is not a match (lxml's threshold).
      `<div><p> ${ins('Hello <span class="user-mention" data-user-id="7">@Zoe</span>')} ${del('Hello <span class="user-mention" data-user-id="10">@King Hamlet</span>')} , the build on <a class="stream" data-stream-id="1" href="/#narrow/channel/1-Denmark">#Denmark</a> is green again</p></div>`,
    );
  });

  it('never produces unbalanced markup', () => {
    const messages = [
      'plain words here',
      '**bold** and *em* and ~~del~~',
      '> quoted **text**\n\nafter',
      '- one\n- two **b**\n- three',
      '```python\ndef f(x):\n    return x\n```',
      '| a | b |\n|---|---|\n| 1 | 2 |',
      '[link](https://a.com) and https://b.com/x.png',
      '```spoiler head\nbody *x*\n```',
      '# Title\n\ntext :smile:',
      '',
    ];
    for (const a of messages) {
      for (const b of messages) {
        const diff = htmlDiff(render(a).html, render(b).html);
        expect(balanced(diff), `${JSON.stringify(a)} → ${JSON.stringify(b)}: ${diff}`).toBe(true);
        expect(diff.startsWith('<div>') && diff.endsWith('</div>')).toBe(true);
      }
    }
  });

  it('balances broken input too', () => {
    expect(balanced(htmlDiff('<p>a <b>b</p>', '</i><p>a c</p></div>'))).toBe(true);
  });
});
