import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SERVER_CONSTANTS } from '../realm';
import { truncateContent } from './limits';

// Zulip's truncate_content, by code point, written the obvious way.
const reference = (text: string, max: number, marker: string) => {
  const chars = [...text];
  return chars.length <= max ? text : chars.slice(0, max - [...marker].length).join('') + marker;
};

describe('truncateContent', () => {
  const max = SERVER_CONSTANTS.max_message_length;

  it('keeps content up to max_message_length code points, cuts longer with a marker', () => {
    const unit = fc.constantFrom('a', 'é', '😀', '\n', ' ');
    fc.assert(
      fc.property(
        fc.string({ unit, minLength: max - 30, maxLength: max + 30 }),
        (text) => truncateContent(text) === reference(text, max, '\n[message truncated]'),
      ),
      { numRuns: 300 },
    );
  });

  it('counts an emoji as one character', () => {
    const text = '😀'.repeat(max);
    expect(truncateContent(text)).toBe(text);
    expect(truncateContent(`${text}x`).endsWith('\n[message truncated]')).toBe(true);
  });
});
