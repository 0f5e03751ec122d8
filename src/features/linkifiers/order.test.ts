import { expect, it } from 'vitest';
import { moveItem } from './order';

it.each<[string, number, number, string]>([
  ['down one', 0, 1, 'bacd'],
  ['up one', 2, 1, 'acbd'],
  ['to the end', 0, 3, 'bcda'],
  ['to the top', 3, 0, 'dabc'],
  ['past the end stops at the end', 1, 9, 'acdb'],
  ['nowhere', 2, 2, 'abcd'],
  ['from outside: unchanged', 7, 0, 'abcd'],
])('%s', (_name, from, to, result) => {
  expect(moveItem([...'abcd'], from, to).join('')).toBe(result);
});
