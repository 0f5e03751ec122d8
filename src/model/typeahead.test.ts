import { describe, expect, it } from 'vitest';
import type { ParleyState } from '../store/state';
import { baseState, GENERAL, HAMLET, OTHELLO, SELF, user } from '../store/test-support';
import type { ComposeTarget } from './compose-target';
import { channelSuggestions, matchRank, topicSuggestions, userSuggestions } from './suggest';
import {
  allowedWildcards,
  emojiSuggestions,
  mentionSuggestions,
  mentionText,
  type Token,
  tokenAt,
  topicJump,
  topicLinkStart,
} from './typeahead';

describe('tokenAt', () => {
  const at = (text: string): Token | undefined => tokenAt(text, text.length);
  it.each<[string, Partial<Token> | undefined]>([
    ['@Oth', { kind: 'mention', query: 'Oth', silent: false, start: 0 }],
    ['hi @_oth', { kind: 'mention', query: 'oth', silent: true, start: 3 }],
    ['hi @**King Ha', { kind: 'mention', query: 'King Ha', start: 3 }],
    ['@', { kind: 'mention', query: '' }],
    ['mail me@example', undefined],
    ['@**Othello** thanks', undefined],
    ['@ nobody', undefined],
    ['line one\n#ver', { kind: 'channel', query: 'ver', start: 9 }],
    ['#', { kind: 'channel', query: '' }],
    ['# Heading', undefined],
    ['see #**Verona>lun', { kind: 'topic', channel: 'Verona', query: 'lun', start: 4 }],
    ['see #**Verona**>', { kind: 'topic', channel: 'Verona', query: '' }],
    ['nice :thu', { kind: 'emoji', query: 'thu', start: 5 }],
    ['nice :t', undefined],
    ['at 12:30', undefined],
    ['(:+1', { kind: 'emoji', query: '+1', start: 1 }],
    ['see #general and :smi', { kind: 'emoji', query: 'smi', start: 17 }],
    ['@King Ha #gen', { kind: 'channel', query: 'gen', start: 9 }],
  ])('%j', (text, expected) => {
    const token = at(text);
    if (expected === undefined) expect(token).toBeUndefined();
    else expect(token).toMatchObject({ ...expected, end: text.length });
  });

  it('looks only at the text before the cursor', () => {
    expect(tokenAt('@Oth and more', 4)).toMatchObject({ kind: 'mention', query: 'Oth' });
    expect(tokenAt('@Oth and more', 13)).toMatchObject({ query: 'Oth and more' });
    expect(tokenAt('@Oth  and more', 14)).toBeUndefined();
  });
});

describe('`>` goes on from a channel to its topics', () => {
  // The message once `>` is typed at its end: what it becomes, and what it then suggests.
  const jumped = (text: string) => {
    const jump = topicJump(text, text.length);
    return jump && text.slice(0, jump.start) + jump.text + text.slice(jump.end);
  };
  it.each<[string, string | undefined]>([
    ['#**Verona**', '#**Verona>'],
    ['See #**Verona** ', 'See #**Verona>'],
    ['(#**Rome and Verona**', '(#**Rome and Verona>'],
    ['one\n#**Verona**', 'one\n#**Verona>'],
    ['See #**Verona**  ', undefined],
    ['See #**Verona** now', undefined],
    ['See #**Verona>lunch** ', undefined],
    ['See x#**Verona**', undefined],
    ['@**Verona** ', undefined],
    ['#**Verona', undefined],
  ])('%j + > → %j', (text, after) => {
    expect(jumped(text)).toBe(after);
    if (after) expect(tokenAt(after, after.length)).toMatchObject({ kind: 'topic', query: '' });
  });

  it('a channel picked with `>` opens its link for a topic', () => {
    const text = 'See #Ver';
    const token = tokenAt(text, text.length)!;
    expect(token).toMatchObject({ kind: 'channel', query: 'Ver' });
    const after = text.slice(0, token.start) + topicLinkStart('Verona') + text.slice(token.end);
    expect(after).toBe('See #**Verona>');
    expect(tokenAt(after, after.length)).toMatchObject({
      kind: 'topic',
      channel: 'Verona',
      query: '',
      start: 4,
    });
    // A name the link syntax cannot hold is not opened.
    expect(topicLinkStart('a>b')).toBeUndefined();
    expect(topicLinkStart('a*b')).toBeUndefined();
  });

  it('looks only at the text before the cursor', () => {
    expect(topicJump('#**Verona** and more', 11)).toEqual({
      start: 0,
      end: 11,
      text: '#**Verona>',
      channel: 'Verona',
    });
  });
});

describe('matching', () => {
  it.each([
    ['Othello', 'oth', 0],
    ['King Hamlet', 'ham', 1],
    ['King Hamlet', 'mlet', 2],
    ['Cordélia', 'corde', 0],
    ['ÉLISE Dupont', 'elise', 0],
    ['Zoë', 'ZOE', 0],
    ['Ana María', 'maria', 1],
    ['cordelia@example.com', 'CORDELIA@', 0],
    ['Othello', 'xyz', -1],
  ])('%s / %s → %i', (name, query, rank) => expect(matchRank(name, query)).toBe(rank));

  it('channels: subscribed first, prefix matches before others', () => {
    const s = baseState();
    expect(channelSuggestions(s, '').map((c) => c.name)).toEqual(['design', 'general', 'random']);
    expect(channelSuggestions(s, 'ra').map((c) => c.name)).toEqual(['random', 'general']);
  });

  it('topics: most recent first', () => {
    const topics = {
      byName: new Map([
        ['lunch', { name: 'lunch', max_id: 5 }],
        ['launch plan', { name: 'Launch plan', max_id: 9 }],
        ['dinner', { name: 'dinner', max_id: 7 }],
      ]),
      complete: true,
    };
    expect(topicSuggestions(topics, 'l')).toEqual(['Launch plan', 'lunch']);
    expect(topicSuggestions(topics, '')).toEqual(['Launch plan', 'dinner', 'lunch']);
  });

  it('people: recent DM partners first, chosen ones and deactivated users left out', () => {
    const s = baseState();
    s.dmConversations = { [String(OTHELLO)]: { user_ids: [OTHELLO], max_message_id: 9 } };
    expect(userSuggestions(s, '').map((u) => u.full_name)).toEqual([
      'Othello',
      'Iago',
      'King Hamlet',
    ]);
    expect(userSuggestions(s, '', { exclude: new Set([OTHELLO]) }).map((u) => u.user_id)).toEqual([
      SELF,
      HAMLET,
    ]);
    expect(userSuggestions(s, 'former')).toEqual([]);
    expect(userSuggestions(s, 'user2@').map((u) => u.user_id)).toEqual([HAMLET]);
  });
});

describe('mentions', () => {
  const topic: ComposeTarget = { type: 'stream', stream_id: GENERAL, topic: 'lunch' };
  const state = (edit: (s: ParleyState) => void = () => {}) => {
    const s = baseState();
    s.realm = { ...s.realm, can_mention_many_users_group: 20 };
    // The fixture's support group may be mentioned by administrators (the user is one).
    s.groups = { ...s.groups, 30: { ...s.groups[30]!, can_mention_group: 20 } };
    edit(s);
    return s;
  };
  const names = (items: ReturnType<typeof mentionSuggestions>) =>
    items.map((i) =>
      i.kind === 'user' ? i.user.full_name : i.kind === 'group' ? `*${i.group.name}` : `@${i.name}`,
    );

  it('people, then groups the user may mention, then wildcards', () => {
    expect(names(mentionSuggestions(state(), topic, '', false))).toEqual([
      'Iago',
      'King Hamlet',
      'Othello',
      '*support',
      '@all',
      '@everyone',
      '@channel',
      '@topic',
    ]);
  });

  it('a group the user may not mention is offered only silently; system groups only silently', () => {
    const s = state((x) => {
      x.groups = { ...x.groups, 30: { ...x.groups[30]!, can_mention_group: 21 } };
    });
    expect(names(mentionSuggestions(s, topic, 'sup', false))).toEqual([]);
    expect(names(mentionSuggestions(s, topic, 'sup', true))).toEqual(['*support']);
    expect(names(mentionSuggestions(s, topic, 'role:adm', true))).toEqual(['*role:administrators']);
  });

  it('wildcards: the permission, or a small channel; always silently; DMs have all and everyone', () => {
    const member = state((s) => {
      s.users = { ...s.users, [SELF]: { ...s.users[SELF]!, role: 400 } };
      s.groups = { ...s.groups, 20: { ...s.groups[20]!, members: [] } };
      s.subscribers = { [GENERAL]: Array.from({ length: 16 }, (_, i) => i + 1) };
    });
    expect(allowedWildcards(member, topic, false)).toEqual([]);
    expect(allowedWildcards(member, topic, true)).toHaveLength(4);
    const small = { ...member, subscribers: { [GENERAL]: [SELF, HAMLET] } };
    expect(allowedWildcards(small, topic, false)).toHaveLength(4);
    // Without the channel's list, the count the register brought decides.
    const counted = (subscriber_count: number) => ({
      ...member,
      subscribers: {},
      channels: { [GENERAL]: { ...member.channels[GENERAL]!, subscriber_count } },
    });
    expect(allowedWildcards(counted(15), topic, false)).toHaveLength(4);
    expect(allowedWildcards(counted(16), topic, false)).toEqual([]);
    expect(
      allowedWildcards(member, { type: 'private', to: [HAMLET] }, false).map((w) =>
        w.kind === 'wildcard' ? w.name : '',
      ),
    ).toEqual(['all', 'everyone']);
  });

  it('a wildcard typed in full comes first', () => {
    expect(names(mentionSuggestions(state(), topic, 'all', false))[0]).toBe('@all');
  });

  it('the syntax the server parses', () => {
    const s = state((x) => {
      x.users = { ...x.users, 9: { ...user(9, 'Othello'), is_active: true } };
    });
    const othello = { kind: 'user' as const, user: s.users[OTHELLO]! };
    expect(mentionText(othello, false, s)).toBe(`@**Othello|${OTHELLO}** `);
    expect(mentionText({ kind: 'user', user: s.users[HAMLET]! }, true, s)).toBe(
      '@_**King Hamlet** ',
    );
    expect(mentionText({ kind: 'group', group: s.groups[30]! }, false, s)).toBe('@*support* ');
    expect(mentionText({ kind: 'wildcard', name: 'topic', description: '' }, false, s)).toBe(
      '@**topic** ',
    );
  });
});

describe('emoji', () => {
  const emoji = [{ name: 'thumbs_up' }, { name: 'smile' }, { name: 'big_smile' }, { name: '+1' }];
  it('name prefix first, then a word of it', () => {
    expect(emojiSuggestions(emoji, 'smi').map((e) => e.name)).toEqual(['smile', 'big_smile']);
    expect(emojiSuggestions(emoji, 'thumbs_u').map((e) => e.name)).toEqual(['thumbs_up']);
    expect(emojiSuggestions(emoji, 'up').map((e) => e.name)).toEqual(['thumbs_up']);
    expect(emojiSuggestions(emoji, '+1').map((e) => e.name)).toEqual(['+1']);
  });
});
