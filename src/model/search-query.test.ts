import { describe, expect, it } from 'vitest';
import type { NarrowTerm } from '../api/types/narrow';
import { baseState, DESIGN, GENERAL, HAMLET, OTHELLO, SELF } from '../store/test-support';
import { parseNarrowHash } from './narrow-url';
import { COMBINED_FEED } from './route';
import { addTerms, searchHash, termLabel, viewPills } from './search-pills';
import { parseSearch, type Suggestion, suggest, tokenize } from './search-query';

const ctx = baseState();

describe('tokenize', () => {
  it.each([
    ['lunch', [{ negated: false, operand: 'lunch' }]],
    [
      'sender:Othello lunch',
      [
        { negated: false, operator: 'sender', operand: 'Othello' },
        { negated: false, operand: 'lunch' },
      ],
    ],
    ['-is:starred', [{ negated: true, operator: 'is', operand: 'starred' }]],
    ['topic:"lunch plans"', [{ negated: false, operator: 'topic', operand: 'lunch plans' }]],
    ['stream:general', [{ negated: false, operator: 'channel', operand: 'general' }]],
    [
      'at 12:30',
      [
        { negated: false, operand: 'at' },
        { negated: false, operand: '12:30' },
      ],
    ],
    ['foo:bar', [{ negated: false, operand: 'foo:bar' }]],
    ['"two words"', [{ negated: false, operand: 'two words' }]],
    ['sender:', [{ negated: false, operator: 'sender', operand: '' }]],
  ])('%j', (text, tokens) => {
    expect(tokenize(text)).toEqual(tokens);
  });
});

describe('parseSearch', () => {
  it.each<[string, NarrowTerm[]]>([
    ['lunch', [{ operator: 'search', operand: 'lunch' }]],
    [
      'sender:Othello lunch soup',
      [
        { operator: 'sender', operand: OTHELLO },
        { operator: 'search', operand: 'lunch soup' },
      ],
    ],
    ['sender:user2@example.com', [{ operator: 'sender', operand: HAMLET }]],
    ['sender:"king hamlet"', [{ operator: 'sender', operand: HAMLET }]],
    ['sender:nobody@x.org', [{ operator: 'sender', operand: 'nobody@x.org' }]],
    ['channel:General', [{ operator: 'channel', operand: GENERAL }]],
    ['channel:nowhere', [{ operator: 'channel', operand: 'nowhere' }]],
    // A full name without quotes: the words after the operand join it when they name someone.
    ['dm:Othello,King Hamlet', [{ operator: 'dm', operand: [OTHELLO, HAMLET] }]],
    [
      'sender:King Hamlet ramen',
      [
        { operator: 'sender', operand: HAMLET },
        { operator: 'search', operand: 'ramen' },
      ],
    ],
    ['sender:king hamlet', [{ operator: 'sender', operand: HAMLET }]],
    [
      'sender:King ramen',
      [
        { operator: 'sender', operand: 'King' },
        { operator: 'search', operand: 'ramen' },
      ],
    ],
    [
      'sender:Othello King Hamlet',
      [
        { operator: 'sender', operand: OTHELLO },
        { operator: 'search', operand: 'King Hamlet' },
      ],
    ],
    ['dm:Othello,user2@example.com', [{ operator: 'dm', operand: [OTHELLO, HAMLET] }]],
    ['dm-including:Othello', [{ operator: 'dm-including', operand: OTHELLO }]],
    ['-is:Starred', [{ operator: 'is', operand: 'starred', negated: true }]],
    [
      'has:link near:42',
      [
        { operator: 'has', operand: 'link' },
        { operator: 'near', operand: 42 },
      ],
    ],
    ['id:7', [{ operator: 'id', operand: 7 }]],
    [
      'topic:"lunch plans" is:resolved',
      [
        { operator: 'topic', operand: 'lunch plans' },
        { operator: 'is', operand: 'resolved' },
      ],
    ],
    ['lunch sender:', [{ operator: 'search', operand: 'lunch' }]],
    ['', []],
  ])('%j', (text, terms) => {
    expect(parseSearch(text, ctx)).toEqual(terms);
  });
});

const labels = (s: Suggestion[]) => s.map((x) => x.label);

describe('suggest', () => {
  it.each<[string, string[]]>([
    ['', ['channel:', 'topic:', 'sender:', 'dm:', 'dm-including:', 'is:', 'has:', 'near:', 'id:']],
    ['se', ['se', 'sender:']],
    ['sender:Oth', ['sender: Othello']],
    ['sender:', ['sender: Iago', 'sender: King Hamlet', 'sender: Othello']],
    ['dm:', ['dm: King Hamlet', 'dm: Othello']],
    [
      'is:',
      [
        'is: starred',
        'is: mentioned',
        'is: unread',
        'is: resolved',
        'is: followed',
        'is: dm',
        'is: alerted',
      ],
    ],
    ['-is:st', ['-is: starred']],
    ['has:a', ['has: attachment']],
    ['channel:de', ['channel: design']],
    ['id:12', ['id: 12']],
    ['near:x', []],
    ['lunch', ['lunch']],
    ['oth', ['oth', 'sender: Othello']],
    ['gen', ['gen', 'channel: general']],
    ['topic:lun', ['topic: lun']],
    ['dm:Othello,ki', ['dm: Othello, King Hamlet']],
    ['dm:Othello,', ['dm: Othello, King Hamlet']],
    ['dm:nobody,ki', []],
    ['sender:Othello lunch', ['sender: Othello lunch']],
    // Only operators: the search as typed comes first, so Enter runs it.
    [
      'has:reaction ',
      [
        'has: reaction',
        'channel:',
        'topic:',
        'sender:',
        'dm:',
        'dm-including:',
        'is:',
        'has:',
        'near:',
        'id:',
      ],
    ],
    ['is:starred', ['is: starred']],
    ['-is:starred has:link', ['has: link']],
    // A full name typed without quotes: the person it names or starts first.
    ['sender:King Ham', ['sender: King Hamlet']],
    ['sender:King ', ['sender: King Hamlet']],
    ['sender:King Hamlet', ['sender: King Hamlet']],
    ['sender:King Hamlet ramen', ['sender: King Hamlet ramen']],
    ['dm:Othello,King Ha', ['dm: Othello, King Hamlet']],
    ['sender:nobody lunch', ['sender: nobody lunch']],
  ])('%j', (text, expected) => {
    expect(labels(suggest(text, [], ctx))).toEqual(expected);
  });

  it.each([
    ['has:reaction ', [{ operator: 'has', operand: 'reaction' }]],
    ['is:starred ', [{ operator: 'is', operand: 'starred' }]],
    [
      'sender:King Hamlet ramen',
      [
        { operator: 'sender', operand: HAMLET },
        { operator: 'search', operand: 'ramen' },
      ],
    ],
  ])('Enter on %j runs it as typed', (text, terms) => {
    const [first] = suggest(text, [], ctx);
    expect(first).toMatchObject({ detail: 'Search', terms });
    expect(first?.text).toBeUndefined();
  });

  it('a name being typed after sender: is completed to the person', () => {
    expect(suggest('sender:King Ham', [], ctx)[0]?.terms).toEqual([
      { operator: 'sender', operand: HAMLET },
    ]);
  });

  it('the person the operand names exactly comes first, before more recent partners', () => {
    const state = baseState();
    state.users[7] = {
      ...state.users[OTHELLO]!,
      user_id: 7,
      full_name: 'Othello II',
      email: 'o2@x.org',
    };
    state.dmConversations['7'] = { user_ids: [7], max_message_id: 99 };
    expect(labels(suggest('sender:Oth', [], state))).toEqual([
      'sender: Othello II',
      'sender: Othello',
    ]);
    expect(labels(suggest('sender:othello', [], state))).toEqual([
      'sender: Othello',
      'sender: Othello II',
    ]);
  });

  it('keeps the words typed before the one being completed', () => {
    const [first] = suggest('lunch sender:Oth', [], ctx);
    expect(first?.terms).toEqual([
      { operator: 'search', operand: 'lunch' },
      { operator: 'sender', operand: OTHELLO },
    ]);
  });

  it('an operator continues the text typed so far', () => {
    expect(suggest('lunch sen', [], ctx).find((s) => s.text)?.text).toBe('lunch sender:');
    expect(suggest('sender:King Hamlet to', [], ctx).find((s) => s.text)?.text).toBe(
      'sender:"King Hamlet" topic:',
    );
  });

  it('offers the topics of the channel already chosen, typed text first', () => {
    const state = baseState();
    state.topics[GENERAL] = {
      byName: new Map([
        ['lunch plans', { name: 'lunch plans', max_id: 9 }],
        ['launch', { name: 'launch', max_id: 5 }],
      ]),
      complete: true,
    };
    const pills = [{ operator: 'channel', operand: GENERAL }];
    expect(labels(suggest('topic:l', pills, state))).toEqual([
      'topic: l',
      'topic: lunch plans',
      'topic: launch',
    ]);
    expect(labels(suggest('topic:', pills, state))).toEqual([
      'topic: lunch plans',
      'topic: launch',
    ]);
  });
});

describe('pills', () => {
  it.each<[NarrowTerm, string]>([
    [{ operator: 'sender', operand: OTHELLO }, 'sender: Othello'],
    [{ operator: 'channel', operand: DESIGN }, 'channel: design'],
    [{ operator: 'stream', operand: 'general' }, 'channel: general'],
    [{ operator: 'dm', operand: [HAMLET, OTHELLO] }, 'dm: King Hamlet, Othello'],
    [{ operator: 'is', operand: 'starred', negated: true }, '-is: starred'],
    [{ operator: 'search', operand: 'lunch soup' }, 'lunch soup'],
    [{ operator: 'sender', operand: 99 }, 'sender: user 99'],
  ])('%j reads %j', (term, label) => {
    expect(termLabel(term, ctx)).toBe(label);
  });

  it.each<[NarrowTerm[], NarrowTerm[], NarrowTerm[]]>([
    [
      [{ operator: 'search', operand: 'lunch' }],
      [{ operator: 'sender', operand: OTHELLO }],
      [
        { operator: 'sender', operand: OTHELLO },
        { operator: 'search', operand: 'lunch' },
      ],
    ],
    [
      [{ operator: 'search', operand: 'lunch' }],
      [{ operator: 'search', operand: 'soup' }],
      [{ operator: 'search', operand: 'lunch soup' }],
    ],
    [
      [{ operator: 'sender', operand: HAMLET }],
      [{ operator: 'sender', operand: OTHELLO }],
      [{ operator: 'sender', operand: OTHELLO }],
    ],
    [
      [{ operator: 'has', operand: 'link' }],
      [
        { operator: 'has', operand: 'image' },
        { operator: 'has', operand: 'link' },
      ],
      [
        { operator: 'has', operand: 'link' },
        { operator: 'has', operand: 'image' },
      ],
    ],
  ])('addTerms(%j, %j)', (terms, added, result) => {
    expect(addTerms(terms, added)).toEqual(result);
  });

  it('a search is a narrow hash in Zulip form, near: as its anchor', () => {
    const hash = searchHash(
      [
        { operator: 'sender', operand: OTHELLO },
        { operator: 'near', operand: 12 },
        { operator: 'search', operand: 'lunch 12.30' },
      ],
      ctx,
    );
    expect(hash).toBe('#narrow/sender/3-Othello/search/lunch.2012.2E30/near/12');
    expect(parseNarrowHash(hash)).toEqual({
      narrow: [
        { operator: 'sender', operand: OTHELLO },
        { operator: 'search', operand: 'lunch 12.30' },
      ],
      near: 12,
    });
  });

  it.each<[Parameters<typeof viewPills>[0], NarrowTerm[]]>([
    [{ kind: 'inbox' }, []],
    [{ kind: 'narrow', narrow: COMBINED_FEED }, []],
    [
      {
        kind: 'narrow',
        narrow: [
          { operator: 'channel', operand: GENERAL },
          { operator: 'topic', operand: 'lunch' },
        ],
      },
      [],
    ],
    [
      { kind: 'narrow', narrow: [{ operator: 'search', operand: 'lunch' }], near: 5 },
      [
        { operator: 'search', operand: 'lunch' },
        { operator: 'near', operand: 5 },
      ],
    ],
    [
      { kind: 'narrow', narrow: [{ operator: 'is', operand: 'starred' }] },
      [{ operator: 'is', operand: 'starred' }],
    ],
  ])('the pills of %j', (view, pills) => {
    expect(viewPills(view)).toEqual(pills);
  });

  it('SELF is the viewer', () => {
    expect(ctx.current_user_id).toBe(SELF);
  });
});
