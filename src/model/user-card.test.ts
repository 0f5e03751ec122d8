import { describe, expect, it } from 'vitest';
import type { CustomProfileField } from '../api/types/models';
import {
  FIELD_TYPE,
  type FieldDisplay,
  localTime,
  profileEntries,
  roleLabel,
  visibleEmail,
} from './user-card';

const field = (
  id: number,
  type: number,
  name: string,
  field_data?: Record<string, unknown>,
): CustomProfileField => ({
  id,
  type,
  order: id,
  name,
  hint: '',
  ...(field_data ? { field_data: JSON.stringify(field_data) } : {}),
});

describe('profileEntries', () => {
  it.each<[CustomProfileField, { value: string; rendered_value?: string }, FieldDisplay]>([
    [field(1, FIELD_TYPE.SHORT_TEXT, 'Phone'), { value: '+45 1' }, { kind: 'text', text: '+45 1' }],
    [
      field(2, FIELD_TYPE.LONG_TEXT, 'Bio'),
      { value: '**Hi**', rendered_value: '<p><strong>Hi</strong></p>' },
      { kind: 'html', html: '<p><strong>Hi</strong></p>' },
    ],
    [
      field(3, FIELD_TYPE.SELECT, 'Editor', { vim: { text: 'Vim', order: '1' } }),
      { value: 'vim' },
      { kind: 'text', text: 'Vim' },
    ],
    [
      field(4, FIELD_TYPE.DATE, 'Birthday'),
      { value: '1604-11-01' },
      { kind: 'text', text: 'November 1, 1604' },
    ],
    [
      field(5, FIELD_TYPE.URL, 'Website'),
      { value: 'https://example.com/o' },
      { kind: 'link', text: 'https://example.com/o', href: 'https://example.com/o' },
    ],
    [
      field(5, FIELD_TYPE.URL, 'Website'),
      { value: 'javascript:alert(1)' },
      { kind: 'text', text: 'javascript:alert(1)' },
    ],
    [field(6, FIELD_TYPE.USER, 'Mentor'), { value: '[8,9]' }, { kind: 'users', user_ids: [8, 9] }],
    [
      field(7, FIELD_TYPE.EXTERNAL_ACCOUNT, 'GitHub', { subtype: 'github' }),
      { value: 'othello' },
      { kind: 'link', text: 'othello', href: 'https://github.com/othello' },
    ],
    [
      field(7, FIELD_TYPE.EXTERNAL_ACCOUNT, 'Wiki', {
        subtype: 'custom',
        url_pattern: 'https://wiki.example/u/%(username)s',
      }),
      { value: 'a b' },
      { kind: 'link', text: 'a b', href: 'https://wiki.example/u/a%20b' },
    ],
    [
      field(8, FIELD_TYPE.PRONOUNS, 'Pronouns'),
      { value: 'he/him' },
      { kind: 'text', text: 'he/him' },
    ],
  ])('%j shows %j as %j', (f, data, shown) => {
    expect(profileEntries([f], { profile_data: { [f.id]: data } })).toEqual([
      { id: f.id, name: f.name, value: shown },
    ]);
  });

  it('leaves out empty fields and keeps the organization order', () => {
    const fields = [
      { ...field(1, FIELD_TYPE.SHORT_TEXT, 'Second'), order: 2 },
      { ...field(2, FIELD_TYPE.SHORT_TEXT, 'First'), order: 1 },
      field(3, FIELD_TYPE.SHORT_TEXT, 'Empty'),
    ];
    const user = { profile_data: { 1: { value: 'b' }, 2: { value: 'a' }, 3: { value: '' } } };
    expect(profileEntries(fields, user).map((e) => e.name)).toEqual(['First', 'Second']);
  });
});

describe('the rest of the card', () => {
  it.each([
    [{ role: 100, is_bot: false }, 'Owner'],
    [{ role: 200, is_bot: false }, 'Administrator'],
    [{ role: 300, is_bot: false }, 'Moderator'],
    [{ role: 400, is_bot: false }, 'Member'],
    [{ role: 600, is_bot: false }, 'Guest'],
    [{ role: 400, is_bot: true }, 'Bot'],
  ] as const)('%j is a %s', (user, label) => {
    expect(roleLabel(user)).toBe(label);
  });

  it.each([
    [{ email: 'user9@example.org', delivery_email: 'othello@example.com' }, 'othello@example.com'],
    [{ email: 'othello@example.com', delivery_email: null }, 'othello@example.com'],
  ])('%j shows %s', (user, email) => {
    expect(visibleEmail(user)).toBe(email);
  });

  const noon = new Date('2026-01-15T12:00:00Z');
  it.each([
    ['Europe/Rome', false, '1:00 PM'],
    ['Europe/Rome', true, '13:00'],
    ['America/New_York', false, '7:00 AM'],
    ['', false, undefined],
    ['Not/AZone', false, undefined],
  ] as const)('local time in %j (24h %s): %s', (zone, twentyFour, shown) => {
    expect(localTime(zone, noon, twentyFour)).toBe(shown);
  });
});
