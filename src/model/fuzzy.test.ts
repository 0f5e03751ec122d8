import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldQuery, fuzzyMatch, fuzzyMatchFolded, type Rankable, rankByQuery } from './fuzzy';

describe('fuzzyMatch', () => {
  it.each([
    // query, text, matched positions (null: no match)
    ['den', 'Denmark', [0, 1, 2]],
    ['DEN', 'denmark', [0, 1, 2]],
    ['den', 'Desdemona', [0, 1, 7]],
    ['dk', 'Denmark', [0, 6]],
    ['vl', 'Verona > lunch', [0, 9]],
    // A word start beats an earlier letter inside a word.
    ['l', 'hello lunch', [6]],
    ['ml', 'Mark all as read', [0, 6]],
    // Accents and case are ignored; the query's spaces too.
    ['zurich', 'Zürich', [0, 1, 2, 3, 4, 5]],
    ['mark all', 'Mark all as read', [0, 1, 2, 3, 5, 6, 7]],
    ['', 'anything', []],
    ['xyz', 'Denmark', null],
    ['kd', 'Denmark', null],
    ['denmarks', 'Denmark', null],
  ])('%j in %j', (query, text, positions) => {
    const match = fuzzyMatch(query, text);
    if (positions === null) expect(match).toBeNull();
    else expect(match?.positions).toEqual(positions);
  });

  it.each([
    // query, better, worse
    ['den', 'Denmark', 'Desdemona'],
    ['den', 'Denmark', 'golden'],
    ['ro', 'Rome', 'Verona'],
    // Adjacent letters beat scattered ones.
    ['lun', 'lunch', 'l u n'],
    // A camel-case hump counts as a word start.
    ['ps', 'PersonalSettings', 'Persons'],
    // The whole text beats a longer one starting with it.
    ['rome', 'Rome', 'Romeo'],
    // The start of the text beats the start of a later word.
    ['sc', 'Scotland', 'New Scotland'],
  ])('%j: %j before %j', (query, better, worse) => {
    const a = fuzzyMatch(query, better)!.score;
    const b = fuzzyMatch(query, worse)!.score;
    expect(a).toBeGreaterThan(b);
  });

  it('measures in UTF-16 code units, past an emoji', () => {
    expect(fuzzyMatch('lu', '🍕 lunch')?.positions).toEqual([3, 4]);
  });

  it('cuts a very long query and text (64 and 256 code units) rather than slowing down', () => {
    const match = fuzzyMatch('a'.repeat(100), 'a'.repeat(300));
    expect(match?.positions).toHaveLength(64);
    expect(match?.positions.at(-1)).toBe(63);
    expect(fuzzyMatch('z', `${'a'.repeat(300)}z`)).toBeNull();
  });

  it('folds the query', () => {
    expect(foldQuery(' Zü Rich ')).toBe('zurich');
  });
});

interface Item extends Rankable {
  id: string;
}

const item = (id: string, text: string, extra: Partial<Item> = {}): Item => ({
  id,
  text,
  ...extra,
});

describe('rankByQuery', () => {
  // Roughly the demo organization: channels, a topic, people, an action.
  const demo: Item[] = [
    item('general', 'general', { recency: 90, unread: 3 }),
    item('verona', 'Verona', { recency: 80 }),
    item('denmark', 'Denmark', { recency: 40 }),
    item('scotland', 'Scotland', { recency: 50 }),
    item('desdemona', 'Desdemona', { recency: 99 }),
    item('cordelia', "Cordelia, Lear's daughter"),
    item('topic-garden', 'the garden', { alt: 'Verona the garden', recency: 95, unread: 5 }),
    item('topic-denmark', 'castle', { alt: 'Denmark castle', recency: 60 }),
    item('mark-read', 'Mark all as read'),
    item('drafts', 'Drafts'),
  ];
  const ids = (query: string, items = demo) => rankByQuery(query, items).map((r) => r.item.id);

  it.each([
    // query, the first results in order
    ['den', ['denmark', 'topic-denmark', 'desdemona']],
    ['vg', ['topic-garden']],
    ['mark', ['mark-read', 'denmark']],
    ['dra', ['drafts']],
    ['cor', ['cordelia']],
  ])('%j ranks %j first', (query, first) => {
    expect(ids(query).slice(0, first.length)).toEqual(first);
  });

  it('leaves out what does not match', () => {
    expect(ids('zzz')).toEqual([]);
  });

  it.each([
    // Equal matches: the more recent first, then the one with more unread, then the given order.
    [
      [item('a', 'Rome', { recency: 1 }), item('b', 'Rome', { recency: 2 })],
      ['b', 'a'],
    ],
    [
      [item('a', 'Rome', { recency: 2, unread: 1 }), item('b', 'Rome', { recency: 2, unread: 4 })],
      ['b', 'a'],
    ],
    [
      [item('a', 'Rome'), item('b', 'Rome')],
      ['a', 'b'],
    ],
    // A better match wins over recency.
    [
      [item('a', 'Romeo and Juliet', { recency: 1000 }), item('b', 'Rome', { recency: 1 })],
      ['b', 'a'],
    ],
  ])('ties: %#', (items, order) => {
    expect(ids('rome', items)).toEqual(order);
  });

  it('marks the matched characters of the text, none when only alt matched', () => {
    const [byText, byAlt] = rankByQuery('ca', [
      item('castle', 'castle'),
      item('topic', 'lunch', { alt: 'Calais lunch' }),
    ]);
    expect(byText).toMatchObject({ item: { id: 'castle' }, positions: [0, 1] });
    expect(byAlt).toMatchObject({ item: { id: 'topic' }, positions: [] });
  });

  it('keeps to the limit', () => {
    const many = Array.from({ length: 80 }, (_, i) => item(String(i), `channel ${i}`));
    expect(rankByQuery('ch', many, 10)).toHaveLength(10);
    expect(rankByQuery('ch', many, 0)).toEqual([]);
  });

  it('gives the first `limit` of every match sorted best first (score, recency, unread, order)', () => {
    const entry = fc.record({
      text: fc.stringMatching(/^[a-cA-C é]{0,8}$/),
      recency: fc.integer({ min: 0, max: 3 }),
      unread: fc.integer({ min: 0, max: 2 }),
    });
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 60 }),
        fc.stringMatching(/^[abc]{1,3}$/),
        fc.integer({ min: 1, max: 12 }),
        (items, query, limit) => {
          const q = foldQuery(query);
          const whole = items
            .map((it, order) => ({ it, order, m: fuzzyMatchFolded(q, it.text) }))
            .filter((x) => x.m !== null)
            .sort(
              (a, b) =>
                b.m!.score - a.m!.score ||
                b.it.recency - a.it.recency ||
                b.it.unread - a.it.unread ||
                a.order - b.order,
            )
            .slice(0, limit)
            .map((x) => x.it);
          expect(rankByQuery(query, items, limit).map((r) => r.item)).toEqual(whole);
        },
      ),
    );
  });
});
