import { expect, it } from 'vitest';
import { type ClearAfter, clearAt, statusRequest } from './status-choices';

// Wednesday 25 November 2026, 10:15 local time.
const now = new Date(2026, 10, 25, 10, 15);

it.each<[ClearAfter, Date | null]>([
  ['never', null],
  ['30m', new Date(2026, 10, 25, 10, 45)],
  ['1h', new Date(2026, 10, 25, 11, 15)],
  ['4h', new Date(2026, 10, 25, 14, 15)],
  ['today', new Date(2026, 10, 26, 0, 0)],
  ['week', new Date(2026, 10, 30, 0, 0)],
])('a status set to clear after %s clears at %s', (choice, at) => {
  expect(clearAt(choice, now)).toBe(at?.getTime() ?? null);
});

it('clears at the next Monday when set on a Sunday or a Monday', () => {
  expect(clearAt('week', new Date(2026, 10, 29, 9))).toBe(new Date(2026, 10, 30).getTime());
  expect(clearAt('week', new Date(2026, 10, 30, 9))).toBe(new Date(2026, 11, 7).getTime());
});

it('sends every field, trimmed; no emoji is the empty one', () => {
  expect(statusRequest(' Out ', null)).toEqual({
    status_text: 'Out',
    emoji_name: '',
    emoji_code: '',
    reaction_type: 'unicode_emoji',
  });
});
