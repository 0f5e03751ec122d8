import { describe, expect, it } from 'vitest';
import { render } from './test-helpers';

// Context: Zoe (7), King Hamlet (10), Old Timer (11, deactivated); groups support (5) and
// retired (6, deactivated).
const hamlet = '<span class="user-mention" data-user-id="10">@King Hamlet</span>';
const hamletSilent = '<span class="user-mention silent" data-user-id="10">King Hamlet</span>';
const wildcard = (name: string, silent = false) =>
  `<span class="user-mention channel-wildcard-mention${silent ? ' silent' : ''}" data-user-id="*">${silent ? '' : '@'}${name}</span>`;

describe('user mentions', () => {
  it.each([
    ['by name', '@**King Hamlet**', hamlet],
    ['by name, any case', '@**king hamlet**', hamlet],
    ['by name and id', '@**King Hamlet|10**', hamlet],
    ['by id alone', '@**|10**', hamlet],
    ['silent', '@_**King Hamlet**', hamletSilent],
    [
      'deactivated user: always silent',
      '@**Old Timer**',
      '<span class="user-mention silent" data-user-id="11">Old Timer</span>',
    ],
    ['unknown name stays text, bold', '@**Nobody**', '@<strong>Nobody</strong>'],
    ['name and id of different users', '@**Zoe|10**', '@<strong>Zoe|10</strong>'],
    ['unknown id', '@**|99**', '@<strong>|99</strong>'],
    ['not after a word character', 'x@**King Hamlet**', 'x@<strong>King Hamlet</strong>'],
    ['after an opening bracket', '(@**King Hamlet**)', `(${hamlet})`],
    ['inside bold', '**hi @**King Hamlet** there**', `<strong>hi ${hamlet} there</strong>`],
    [
      'in a link text',
      '[@**King Hamlet**](https://x.com)',
      `<a href="https://x.com">${hamlet}</a>`,
    ],
    ['escaped name', '@**<b>**', '@<strong>&lt;b&gt;</strong>'],
  ])('%s', (_name, input, inner) => {
    expect(render(input).html).toBe(`<p>${inner}</p>`);
  });

  it.each([
    ['@**King Hamlet** and @**Zoe**', [10, 7]],
    ['@_**King Hamlet** and @**Old Timer**', []],
    ['> @**King Hamlet**', []],
    ['```quote\n@**King Hamlet**\n```', []],
    ['`@**King Hamlet**`', []],
  ])('%j reports users %j', (input, ids) => {
    expect([...render(input).mentionedUserIds]).toEqual(ids);
  });

  it('inside a quote every mention is silent', () => {
    expect(render('> @**King Hamlet** @**all** @*support*').html).toBe(
      `<blockquote>\n<p>${hamletSilent} ${wildcard('all', true)} <span class="user-group-mention silent" data-user-group-id="5">support</span></p>\n</blockquote>`,
    );
  });
});

describe('wildcard mentions', () => {
  it.each(['all', 'everyone', 'channel', 'stream'])('@**%s** mentions the channel', (name) => {
    const r = render(`@**${name}**`);
    expect(r.html).toBe(`<p>${wildcard(name)}</p>`);
    expect(r.streamWildcardMentioned).toBe(true);
    expect(r.topicWildcardMentioned).toBe(false);
  });

  it('silent channel wildcard is not reported', () => {
    const r = render('@_**all**');
    expect(r.html).toBe(`<p>${wildcard('all', true)}</p>`);
    expect(r.streamWildcardMentioned).toBe(false);
  });

  it.each([
    ['@**topic**', '<span class="topic-mention">@topic</span>', true],
    ['@_**topic**', '<span class="topic-mention silent">topic</span>', false],
  ])('%s', (input, inner, reported) => {
    const r = render(input);
    expect(r.html).toBe(`<p>${inner}</p>`);
    expect(r.topicWildcardMentioned).toBe(reported);
    expect(r.streamWildcardMentioned).toBe(false);
  });

  it('is case-sensitive, as in Zulip', () => {
    expect(render('@**All**').html).toBe('<p>@<strong>All</strong></p>');
  });
});

describe('user group mentions', () => {
  it.each([
    ['@*support*', '<span class="user-group-mention" data-user-group-id="5">@support</span>', [5]],
    ['@*Support*', '<span class="user-group-mention" data-user-group-id="5">@support</span>', [5]],
    [
      '@_*support*',
      '<span class="user-group-mention silent" data-user-group-id="5">support</span>',
      [],
    ],
    [
      '@*retired*',
      '<span class="user-group-mention silent" data-user-group-id="6">retired</span>',
      [],
    ],
    ['@*nobody*', '@<em>nobody</em>', []],
  ])('%s', (input, inner, ids) => {
    const r = render(input);
    expect(r.html).toBe(`<p>${inner}</p>`);
    expect([...r.mentionedGroupIds]).toEqual(ids);
  });
});

describe('system group mentions (feature level 333)', () => {
  const groups = [{ id: 30, name: 'role:members', system: true }];
  it('are mentions only when silent', () => {
    expect(render('@_*role:members*', { groups }).html).toBe(
      '<p><span class="user-group-mention silent" data-user-group-id="30">role:members</span></p>',
    );
    expect(render('@_*role:members*', { groups }).mentionedGroupIds.size).toBe(0);
    expect(render('@*role:members*', { groups }).html).toBe('<p>@<em>role:members</em></p>');
  });
});
