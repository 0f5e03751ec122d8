import { describe, expect, it } from 'vitest';
import { GUEST, MEMBER, PUBLIC, permissionState, SUPPORT } from './permission-fixture';
import { matchRank, searchPrincipals } from './principals';

describe('matchRank', () => {
  it.each<[string, string, number]>([
    ['Othello', 'oth', 0],
    ['King Hamlet', 'ham', 1],
    ['prospero@example.com', 'example', 1],
    ['Desdemona', 'dem', 2],
    ['Iago', 'x', -1],
    ['Iago', '  ', 0],
  ])('%s for %j: %i', (name, query, rank) => expect(matchRank(name, query)).toBe(rank));
});

describe('searchPrincipals', () => {
  const state = permissionState();

  it('ranks a name that starts with the query first, then by name', () => {
    expect(searchPrincipals(state, 'o', ['user']).map((p) => p.label)).toEqual([
      'Othello',
      'Cordelia',
      'Desdemona',
      'Iago',
      'Polonius',
      'Shiva',
    ]);
    expect(searchPrincipals(state, 'o', ['user'], undefined, 2)).toHaveLength(2);
  });

  it('names system groups as roles', () => {
    expect(searchPrincipals(state, 'mod', ['user', 'group', 'channel'])).toEqual([
      { kind: 'group', id: 13, label: 'Moderators', detail: 'role' },
    ]);
  });

  it('keeps to the kinds asked for and leaves out what is excluded', () => {
    const found = searchPrincipals(state, 'oth', ['user'], (p) => p.id === GUEST);
    expect(found).toEqual([
      { kind: 'user', id: MEMBER, label: 'Othello', detail: 'user4@example.com' },
    ]);
    expect(searchPrincipals(state, 'supp', ['group'])).toEqual([
      { kind: 'group', id: SUPPORT, label: 'support', detail: 'group' },
    ]);
    expect(searchPrincipals(state, 'ver', ['channel']).map((p) => p.id)).toEqual([PUBLIC]);
    expect(searchPrincipals(state, 'nobody', ['group'])).toEqual([]);
  });

  it('leaves out deactivated users and archived channels', () => {
    const s = permissionState();
    s.users[MEMBER] = { ...s.users[MEMBER]!, is_active: false };
    expect(searchPrincipals(s, 'othello', ['user'])).toEqual([]);
    expect(searchPrincipals(s, 'old', ['channel'])).toEqual([]);
  });
});
