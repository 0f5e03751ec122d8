import { describe, expect, it } from 'vitest';
import {
  decodeHashComponent,
  encodeHashComponent,
  narrowToHash,
  parseNarrowHash,
} from './narrow-url';

const lookup = {
  channelName: (id: number) => ({ 1: 'Denmark', 5: 'design team' })[id],
  userName: (id: number) => ({ 8: 'King Hamlet' })[id],
};

describe('hash encoding', () => {
  it.each([
    ['some topic', 'some.20topic'],
    ['v1.2 (beta)', 'v1.2E2.20.28beta.29'],
    ['100%', '100.25'],
    ['ünïcode/slash', '.C3.BCn.C3.AFcode.2Fslash'],
    ['✔ done', '.E2.9C.94.20done'],
  ])('%s ↔ %s', (text, encoded) => {
    expect(encodeHashComponent(text)).toBe(encoded);
    expect(decodeHashComponent(encoded)).toBe(text);
  });

  it('also reads plain percent-encoding', () => {
    expect(decodeHashComponent('some%20topic')).toBe('some topic');
  });
});

describe('parseNarrowHash', () => {
  it.each([
    ['#narrow/channel/1-Denmark', { narrow: [{ operator: 'channel', operand: 1 }] }],
    [
      '#narrow/channel/1-Denmark/topic/some.20topic/near/123',
      {
        narrow: [
          { operator: 'channel', operand: 1 },
          { operator: 'topic', operand: 'some topic' },
        ],
        near: 123,
      },
    ],
    ['#narrow/stream/1-Denmark', { narrow: [{ operator: 'channel', operand: 1 }] }],
    ['#narrow/stream/Denmark', { narrow: [{ operator: 'channel', operand: 'Denmark' }] }],
    ['#narrow/dm/8-King-Hamlet', { narrow: [{ operator: 'dm', operand: [8] }] }],
    ['#narrow/pm-with/8,9-group', { narrow: [{ operator: 'dm', operand: [8, 9] }] }],
    ['#narrow/dm/a.40b.2Ecom', { narrow: [{ operator: 'dm', operand: 'a@b.com' }] }],
    ['#narrow/sender/8-King-Hamlet', { narrow: [{ operator: 'sender', operand: 8 }] }],
    ['#narrow/is/starred', { narrow: [{ operator: 'is', operand: 'starred' }] }],
    ['#narrow/-is/unread', { narrow: [{ operator: 'is', operand: 'unread', negated: true }] }],
    ['#narrow/search/lunch.20plans', { narrow: [{ operator: 'search', operand: 'lunch plans' }] }],
    [
      'narrow/channel/1-x/with/77',
      {
        narrow: [
          { operator: 'channel', operand: 1 },
          { operator: 'with', operand: 77 },
        ],
      },
    ],
  ])('%s', (hash, expected) => {
    expect(parseNarrowHash(hash)).toEqual(expected);
  });

  it('is undefined for hashes that are not narrows', () => {
    expect(parseNarrowHash('#settings/profile')).toBeUndefined();
    expect(parseNarrowHash('')).toBeUndefined();
  });
});

describe('narrowToHash', () => {
  it('prints ID-slug operands and round-trips', () => {
    const narrow = [
      { operator: 'channel', operand: 5 },
      { operator: 'topic', operand: 'v1.2 (beta) 100%' },
    ];
    const hash = narrowToHash(narrow, lookup, 42);
    expect(hash).toBe('#narrow/channel/5-design-team/topic/v1.2E2.20.28beta.29.20100.25/near/42');
    expect(parseNarrowHash(hash)).toEqual({ narrow, near: 42 });
  });

  it('prints DMs as ID-name or IDs-group, and legacy operators in their new names', () => {
    expect(narrowToHash([{ operator: 'pm-with', operand: [8] }], lookup)).toBe(
      '#narrow/dm/8-King-Hamlet',
    );
    expect(narrowToHash([{ operator: 'dm', operand: [8, 9] }])).toBe('#narrow/dm/8,9-group');
    expect(narrowToHash([{ operator: 'stream', operand: 1 }])).toBe('#narrow/channel/1');
    expect(narrowToHash([{ operator: 'is', operand: 'unread', negated: true }])).toBe(
      '#narrow/-is/unread',
    );
  });

  it.each([
    [[{ operator: 'channel', operand: 1 }]],
    [[{ operator: 'dm', operand: [8, 9] }]],
    [
      [
        { operator: 'sender', operand: 8 },
        { operator: 'has', operand: 'link' },
      ],
    ],
    [[{ operator: 'search', operand: 'a.b/c d' }]],
    [
      [
        { operator: 'channel', operand: 1 },
        { operator: 'topic', operand: '✔ résolu' },
      ],
    ],
  ])('round trip %j', (narrow) => {
    expect(parseNarrowHash(narrowToHash(narrow, lookup))!.narrow).toEqual(narrow);
  });
});
