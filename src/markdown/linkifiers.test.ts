import { describe, expect, it } from 'vitest';
import { topicLinks, validateLinkifier } from './linkifiers';
import { PythonRegexError, translatePythonRegex } from './python-regex';
import { render } from './test-helpers';
import { templateVariables } from './uri-template';

const trac = {
  pattern: '#(?P<id>[0-9]{2,8})',
  url_template: 'https://trac.example.com/ticket/{id}',
};
const github = {
  pattern: '(?P<org>[a-zA-Z0-9_-]+)/(?P<repo>[a-zA-Z0-9_-]+)#(?P<id>[0-9]+)',
  url_template: 'https://github.com/{org}/{repo}/issues/{id}',
};
const ticket = (id: string) => `<a href="https://trac.example.com/ticket/${id}">#${id}</a>`;

describe('translatePythonRegex', () => {
  it.each([
    ['(?P<id>[0-9]+)', '(?P<id>[0-9]+)', '', ['id']],
    ['(?i)abc', 'abc', 'i', []],
    ['(?im)^a$', '^a$', 'im', []],
    ['\\Afoo\\Z', '\\Afoo\\z', '', []],
    ['a{,3}', 'a{0,3}', '', []],
    ['a{x}', 'a\\{x\\}', '', []],
    ['[]a]', '[\\]a]', '', []],
    ['[\\w-]', '[\\w\\-]', '', []],
    ['\\#\\-\\:\\@', '#-:@', '', []],
    ['\\pL+', '\\p{L}+', '', []],
    ['(?#comment)x', 'x', '', []],
    ['(?x) a b # comment\n c', 'abc', '', []],
    ['a]b', 'a\\]b', '', []],
    ['\\U0001F600', '\\x{1f600}', '', []],
    ['\\u00e9\\x41', '\\x{e9}\\x{41}', '', []],
    ['\\p{Greek}\\P{^Lu}', '\\p{Greek}\\p{Lu}', '', []],
  ])('%s → %s', (python, re2, flags, groups) => {
    expect(translatePythonRegex(python)).toEqual({ source: re2, flags, groups });
  });

  it.each([
    ['(?=x)', 'invalid perl operator: (?='],
    ['(?<!x)y', 'invalid perl operator: (?<!'],
    ['(a)\\1', 'invalid escape sequence: \\1'],
    ['(?P<a>x)(?P=a)', 'invalid perl operator: (?P='],
    ['(?P<a>x)(?P<a>y)', 'duplicate capture group name: a'],
    ['(?P<1a>x)', 'invalid named capture group: (?P<1a>'],
    ['\\q', 'invalid escape sequence: \\q'],
    ['[a', 'missing ]: [a'],
    ['a{3,1}', 'bad repetition operator: {3,1}'],
    ['(', 'missing closing ): ('],
    ['*a', 'missing argument to repetition operator: *'],
    ['a{1001}', 'invalid repeat count: {1001}'],
    ['\\p{Klingon}', 'invalid character class range: \\p{Klingon}'],
    ['x\\', 'trailing \\'],
  ])('%s is rejected: %s', (python, message) => {
    expect(() => translatePythonRegex(python)).toThrow(PythonRegexError);
    expect(() => translatePythonRegex(python)).toThrow(message);
  });
});

describe('URL templates', () => {
  it.each([
    ['https://x.com/{id}', ['id']],
    ['https://x.com/{org}/{repo}{?q,page}{#frag}', ['org', 'repo', 'q', 'page', 'frag']],
    ['https://x.com/{+path}/{id:3}/{list*}', ['path', 'id', 'list']],
    ['https://x.com/', []],
    ['https://x.com/{id', null],
    ['https://x.com/id}', null],
    ['https://x.com/{}', null],
    ['https://x.com/{a b}', null],
    ['https://x.com/{=a}', null],
    ['https://x.com/{a:0}', null],
  ])('%s → %j', (template, variables) => {
    expect(templateVariables(template)).toEqual(variables);
  });
});

describe('validateLinkifier', () => {
  it.each([
    [trac.pattern, trac.url_template, null],
    [github.pattern, github.url_template, null],
    ['JIRA-(?P<id>\\d+)', 'https://jira/{id}', null],
    ['(?P<id>[0-9', 'https://x/{id}', 'Bad regular expression: missing ]: [0-9'],
    ['(?=a)(?P<id>b)', 'https://x/{id}', 'Bad regular expression: invalid perl operator: (?='],
    ['#(?P<id>\\d+)', 'https://x/{id', 'Invalid URL template.'],
    ['(?P<id>a{2000})', 'https://x/{id}', 'Bad regular expression: invalid repeat count: {2000}'],
    [
      '#(?P<id>\\d+)',
      'https://x/{id}/{other}',
      "Group 'other' in URL template is not present in linkifier pattern.",
    ],
    [
      '#(?P<id>\\d+)-(?P<b>\\d)',
      'https://x/{id}',
      "Group 'b' in linkifier pattern is not present in URL template.",
    ],
  ])('%s with %s', (pattern, template, error) => {
    expect(validateLinkifier(pattern, template)).toBe(error);
  });
});

describe('linkifiers in messages', () => {
  it.each([
    ['a match', 'ticket #224', `ticket ${ticket('224')}`],
    [
      'at the start, in parentheses, after a colon',
      '#10 (#11) re:#12',
      `${ticket('10')} (${ticket('11')}) re:${ticket('12')}`,
    ],
    ['too short for the pattern', '#1', '#1'],
    ['not after a word character', 'x#456', 'x#456'],
    ['not followed by a letter', '#456abc', '#456abc'],
    ['not inside bold (Zulip links before bold)', '**#456**', '<strong>#456</strong>'],
    ['not in link text', '[see #123](http://x.com)', '<a href="http://x.com">see #123</a>'],
    ['not in code', '`#123`', '<code>#123</code>'],
    ['not inside a URL', 'http://x.com/#123', '<a href="http://x.com/#123">http://x.com/#123</a>'],
  ])('%s', (_name, input, inner) => {
    expect(render(input, { linkifiers: [trac] }).html).toBe(`<p>${inner}</p>`);
  });

  it('several named groups', () => {
    expect(render('see zulip/zulip#123', { linkifiers: [github] }).html).toBe(
      '<p>see <a href="https://github.com/zulip/zulip/issues/123">zulip/zulip#123</a></p>',
    );
  });

  it('earlier linkifiers win', () => {
    const first = { pattern: '#(?P<id>[0-9]+)', url_template: 'https://first/{id}' };
    const second = { pattern: '#(?P<n>[0-9]+)', url_template: 'https://second/{n}' };
    expect(render('#42', { linkifiers: [first, second] }).html).toBe(
      '<p><a href="https://first/42">#42</a></p>',
    );
  });

  it('a linkifier whose URL is not linkable leaves the text', () => {
    const bad = { pattern: 'X(?P<id>[0-9]+)', url_template: 'javascript:{id}' };
    expect(render('X1', { linkifiers: [bad] }).html).toBe('<p>X1</p>');
  });

  it('an invalid stored linkifier is skipped', () => {
    const broken = { pattern: '(?P<id>[0-9', url_template: 'https://x/{id}' };
    expect(render('#123', { linkifiers: [broken, trac] }).html).toBe(`<p>${ticket('123')}</p>`);
  });

  it('runs in linear time: a pattern that backtracks exponentially in JavaScript', () => {
    // `(a+)+` followed by a mismatch takes 2^n steps on a backtracking engine; 10,000 `a`s
    // would never finish there.
    const evil = { pattern: '(?P<id>(a+)+)b', url_template: 'https://x/{id}' };
    const text = `${'a'.repeat(10_000)}c aab`;
    expect(render(text, { linkifiers: [evil] }).html).toBe(
      `<p>${'a'.repeat(10_000)}c <a href="https://x/aa">aab</a></p>`,
    );
  });

  it('sees the character before a match that is not its own', () => {
    expect(render('#12,#34', { linkifiers: [trac] }).html).toBe(
      `<p>${ticket('12')},${ticket('34')}</p>`,
    );
  });

  it('expands with RFC 6570 encoding', () => {
    const search = { pattern: 'find:(?P<q>[a-z ]+)', url_template: 'https://s.com/?q={q}' };
    expect(render('find:hello world', { linkifiers: [search] }).html).toBe(
      '<p><a href="https://s.com/?q=hello%20world">find:hello world</a></p>',
    );
  });
});

describe('topicLinks', () => {
  it.each([
    ['#444', [trac], [{ text: '#444', url: 'https://trac.example.com/ticket/444' }]],
    ['no links', [trac], []],
    [
      'fix #1234 and #5678',
      [trac],
      [
        { text: '#1234', url: 'https://trac.example.com/ticket/1234' },
        { text: '#5678', url: 'https://trac.example.com/ticket/5678' },
      ],
    ],
    [
      'see https://example.com/a and zulip.com',
      [],
      [
        { text: 'https://example.com/a', url: 'https://example.com/a' },
        { text: 'zulip.com', url: 'https://zulip.com' },
      ],
    ],
    [
      'zulip/zulip#123 fix',
      [trac, github],
      [{ text: 'zulip/zulip#123', url: 'https://github.com/zulip/zulip/issues/123' }],
    ],
  ])('%j', (topic, linkifiers, links) => {
    expect(topicLinks(topic, linkifiers)).toEqual(links);
  });

  it('a linkifier beats a URL it overlaps', () => {
    const domain = { pattern: '(?P<name>[a-z]+)\\.com', url_template: 'https://wiki/{name}' };
    expect(topicLinks('about example.com', [domain])).toEqual([
      { text: 'example.com', url: 'https://wiki/example' },
    ]);
  });
});
