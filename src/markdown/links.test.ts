import { describe, expect, it } from 'vitest';
import { relativeToRealm, sanitizeUrl } from './links';
import { render } from './test-helpers';

const a = (href: string, text = href) => `<a href="${href}">${text}</a>`;
const image = (href: string, title?: string) =>
  `<div class="message_inline_image"><a href="${href}"${title ? ` title="${title}"` : ''}><img src="${href}"></a></div>`;

describe('sanitizeUrl', () => {
  it.each([
    ['https://example.com/a?b#c', 'https://example.com/a?b#c'],
    ['example.com', 'http://example.com'],
    ['a@b.com', 'mailto:a@b.com'],
    ['/user_uploads/1/ab/x.png', '/user_uploads/1/ab/x.png'],
    ['#narrow/channel/1-Denmark', '#narrow/channel/1-Denmark'],
    ['tel:+14155551234', 'tel:+14155551234'],
    ['HTTP://EXAMPLE.com', 'http://EXAMPLE.com'],
    ['https://a.com/b c', 'https://a.com/b%20c'],
    ['javascript:alert(1)', null],
    ['JavaScript://x', null],
    ['data:text/html,x', null],
    ['itms://itunes.com/apps/appname', null],
  ])('%s → %s', (url, href) => {
    expect(sanitizeUrl(url)).toBe(href);
  });
});

describe('links', () => {
  it.each([
    ['with text', '[hello](https://github.com)', a('https://github.com', 'hello')],
    ['empty text shows the URL', '[](https://github.com)', a('https://github.com')],
    ['blank text shows the URL', '[  ](https://github.com)', a('https://github.com')],
    ['with a title', '[x](https://a.com "T")', '<a href="https://a.com" title="T">x</a>'],
    ['tel and sms', '[call](tel:+1415)', a('tel:+1415', 'call')],
    [
      'into the realm becomes relative',
      '[foo](http://zulip.testserver/#narrow/channel/1-Denmark)',
      a('#narrow/channel/1-Denmark', 'foo'),
    ],
    [
      'other realm paths stay absolute',
      '[foo](http://zulip.testserver/https://example.com)',
      a('http://zulip.testserver/https://example.com', 'foo'),
    ],
    ['disallowed scheme stays text', '[foo](javascript://foo.com)', '[foo](javascript://foo.com)'],
    [
      'href is attribute-escaped',
      '[x](https://a.com/?q="<>")',
      '<a href="https://a.com/?q=&quot;&lt;&gt;&quot;">x</a>',
    ],
    [
      'link text is left as written',
      '[**b** :smile:](https://a.com)',
      a('https://a.com', '**b** :smile:'),
    ],
    ['code in link text', '[`x`](https://a.com)', a('https://a.com', '<code>x</code>')],
    ['images are not a syntax', '![alt](https://a.com/doc)', `!${a('https://a.com/doc', 'alt')}`],
  ])('%s', (_name, input, inner) => {
    expect(render(input).html).toBe(`<p>${inner}</p>`);
  });
});

describe('bare URLs', () => {
  it.each([
    ['scheme', 'http://www.google.com', a('http://www.google.com')],
    [
      'after text',
      'some text https://www.google.com/',
      `some text ${a('https://www.google.com/')}`,
    ],
    [
      'bare domain',
      'with short example.com url',
      `with short ${a('http://example.com', 'example.com')} url`,
    ],
    ['file extensions are not domains', 'readme.md and views.py', 'readme.md and views.py'],
    ['question mark after', 'like foo.com?', `like ${a('http://foo.com', 'foo.com')}?`],
    ['end of sentence', 'see https://t.co.', `see ${a('https://t.co')}.`],
    ['parentheses around', '(http://foo.com/blah_blah)', `(${a('http://foo.com/blah_blah')})`],
    [
      'parentheses inside',
      'http://en.wikipedia.org/wiki/Qt_(framework)',
      a('http://en.wikipedia.org/wiki/Qt_(framework)'),
    ],
    ['e-mail address', 'a@b.com', a('mailto:a@b.com', 'a@b.com')],
    ['after a colon', 'javascript:foo.com', `javascript:${a('http://foo.com', 'foo.com')}`],
    ['not a scheme we link', 'javascript://foo.com', 'javascript://foo.com'],
    ['ampersands', 'http://a.com/?x=1&y=2', a('http://a.com/?x=1&amp;y=2')],
    [
      'commas in the path',
      'http://e.com/s?with,commas, but',
      `${a('http://e.com/s?with,commas')}, but`,
    ],
    [
      'into the realm',
      'http://zulip.testserver/#narrow/stream/1-Denmark',
      a('#narrow/stream/1-Denmark', 'http://zulip.testserver/#narrow/stream/1-Denmark'),
    ],
    ['inside bold: not linked, as in Zulip', '**http://x.com**', '<strong>http://x.com</strong>'],
    ['asterisks inside a URL', 'http://x.com/*a*', a('http://x.com/*a*')],
    [
      'inside strikethrough',
      '~~test http://xx.xx link~~',
      `<del>test ${a('http://xx.xx')} link</del>`,
    ],
    ['not in code', '`http://x.com`', '<code>http://x.com</code>'],
  ])('%s', (_name, input, inner) => {
    expect(render(input).html).toBe(`<p>${inner}</p>`);
  });

  it('sets hasLink', () => {
    expect(render('see http://x.com').hasLink).toBe(true);
    expect(render('no links here').hasLink).toBe(false);
  });
});

describe('image previews', () => {
  it.each([
    [
      'a bare image URL becomes the preview',
      'https://example.com/pic.png',
      image('https://example.com/pic.png'),
    ],
    [
      'after its paragraph',
      'look: https://example.com/pic.png\nnice',
      `<p>look: ${a('https://example.com/pic.png')}<br>\nnice</p>\n${image('https://example.com/pic.png')}`,
    ],
    [
      'named link: title, paragraph kept',
      '[Google link](https://example.com/logo.png)',
      `<p>${a('https://example.com/logo.png', 'Google link')}</p>\n${image('https://example.com/logo.png', 'Google link')}`,
    ],
    [
      'in a list item',
      '* Google. https://example.com/a.png\n* no',
      `<ul>\n<li>Google. ${a('https://example.com/a.png')}${image('https://example.com/a.png')}</li>\n<li>no</li>\n</ul>`,
    ],
    [
      'once per URL, in order',
      'https://e.com/1.png https://e.com/2.jpg https://e.com/1.png',
      `<p>${a('https://e.com/1.png')} ${a('https://e.com/2.jpg')} ${a('https://e.com/1.png')}</p>\n${image('https://e.com/1.png')}${image('https://e.com/2.jpg')}`,
    ],
    [
      'not inside quotes',
      '> https://example.com/q.png',
      `<blockquote>\n<p>${a('https://example.com/q.png')}</p>\n</blockquote>`,
    ],
    [
      'inside a spoiler',
      '```spoiler h\nsee http://e.com/i.png\n```',
      `<div class="spoiler-block"><div class="spoiler-header">\n<p>h</p>\n</div><div class="spoiler-content" aria-hidden="true">\n<p>see ${a('http://e.com/i.png')}</p>\n${image('http://e.com/i.png')}</div></div>`,
    ],
    [
      'a link in bold goes to the end of the message',
      '**[x](https://e.com/i.gif)** and more\n\nlast',
      `<p><strong>${a('https://e.com/i.gif', 'x')}</strong> and more</p>\n<p>last</p>\n${image('https://e.com/i.gif', 'x')}`,
    ],
    [
      'video',
      'https://e.com/v.mp4',
      '<div class="message_inline_image message_inline_video"><a href="https://e.com/v.mp4"><video preload="metadata" src="https://e.com/v.mp4"></video></a></div>',
    ],
    [
      'YouTube',
      'https://www.youtube.com/watch?v=abc_123',
      `<p>${a('https://www.youtube.com/watch?v=abc_123')}</p>\n<div class="youtube-video message_inline_image"><a data-id="abc_123" href="https://www.youtube.com/watch?v=abc_123"><img src="https://i.ytimg.com/vi/abc_123/default.jpg"></a></div>`,
    ],
  ])('%s', (_name, input, expected) => {
    expect(render(input).html).toBe(expected);
  });

  it('sets hasImage only for previews', () => {
    expect(render('https://example.com/pic.png').hasImage).toBe(true);
    expect(render('> https://example.com/pic.png').hasImage).toBe(false);
    expect(render('https://example.com/doc.pdf').hasImage).toBe(false);
  });

  it('no previews at all past 24 URLs', () => {
    const many = Array.from({ length: 25 }, (_, i) => `https://e.com/${i}.png`).join(' ');
    expect(render(many).hasImage).toBe(false);
  });
});

describe('uploads', () => {
  it.each([
    ['[f.pdf](/user_uploads/2/ab/f.pdf)', ['2/ab/f.pdf']],
    ['http://zulip.testserver/user_uploads/2/cd/g.txt', ['2/cd/g.txt']],
    ['[a](/user_uploads/1/a/x.png) [b](/user_uploads/1/a/x.png)', ['1/a/x.png']],
    ['https://other.example/user_uploads/1/a/x.png', []],
    ['`/user_uploads/1/a/x.png`', []],
  ])('%j → %j', (input, ids) => {
    expect(render(input).uploadPathIds).toEqual(ids);
  });

  it('an uploaded image previews with its relative URL', () => {
    expect(render('[x.png](/user_uploads/2/cd/x.png)').html).toBe(
      `<p>${a('/user_uploads/2/cd/x.png', 'x.png')}</p>\n${image('/user_uploads/2/cd/x.png', 'x.png')}`,
    );
  });

  it('stays from the root when the renderer knows no realm URL (the seed renders before it has one)', () => {
    expect(relativeToRealm('/user_uploads/2/cd/x.png', '')).toBe('/user_uploads/2/cd/x.png');
    expect(relativeToRealm('/#narrow/channel/1-Denmark', '')).toBe('/#narrow/channel/1-Denmark');
    expect(relativeToRealm('http://a.test/user_uploads/2/x.png', 'http://a.test')).toBe(
      'user_uploads/2/x.png',
    );
  });
});
