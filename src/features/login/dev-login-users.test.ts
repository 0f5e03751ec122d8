import { describe, expect, it } from 'vitest';
import type { DevUser } from '../../api/types/server-settings';
import { byRole, devLoginChoices, LISTED_WHOLE, SHOWN } from './dev-login-users';

const person = (i: number, role = 400): DevUser => ({
  email: `user${i}@example.com`,
  full_name: `Person ${i}`,
  role,
  realm_uri: '',
});
const iago: DevUser = { email: 'iago@example.com', full_name: 'Iago', role: 200, realm_uri: '' };
const hamlet: DevUser = {
  email: 'hamlet@example.com',
  full_name: 'King Hamlet',
  role: 400,
  realm_uri: '',
};
const few = byRole([hamlet, iago, ...Array.from({ length: 10 }, (_, i) => person(i))]);
const many = byRole([...Array.from({ length: 10_000 }, (_, i) => person(i)), hamlet, iago]);
const names = (users: DevUser[]) => users.map((u) => u.full_name);

describe('devLoginChoices', () => {
  const cases: [string, DevUser[], string, (shown: DevUser[]) => void][] = [
    [
      'a small organization: everyone, admins first, whatever the search',
      few,
      'zzz',
      (s) => {
        expect(s).toHaveLength(12);
        expect(s[0]).toBe(iago);
      },
    ],
    [
      'a large one, no search: the first few by role',
      many,
      '',
      (s) => {
        expect(s).toHaveLength(SHOWN);
        expect(s[0]).toBe(iago);
      },
    ],
    [
      'a large one: a search finds by name, case aside',
      many,
      'king ham',
      (s) => {
        expect(names(s)).toEqual(['King Hamlet']);
      },
    ],
    [
      'a large one: a search finds by email',
      many,
      'user9999@',
      (s) => {
        expect(names(s)).toEqual(['Person 9999']);
      },
    ],
    [
      'a large one: many matches, the first few',
      many,
      'person',
      (s) => {
        expect(s).toHaveLength(SHOWN);
      },
    ],
    ['a large one: no match, no one', many, 'nobody here', (s) => expect(s).toEqual([])],
  ];
  it.each(cases)('%s', (_, users, query, check) => check(devLoginChoices(users, query)));

  it('lists everyone up to LISTED_WHOLE', () => {
    const edge = byRole(Array.from({ length: LISTED_WHOLE }, (_, i) => person(i)));
    expect(devLoginChoices(edge, '')).toHaveLength(LISTED_WHOLE);
    expect(devLoginChoices([...edge, iago], '')).toHaveLength(SHOWN);
  });
});
