import { describe, expect, it } from 'vitest';
import type { Inbox } from '../../model/inbox';
import { foldAction, INBOX_GAP, INBOX_ROW, inboxRows, rowHeight } from './inbox-rows';

const topic = (stream_id: number, name: string) => ({
  stream_id,
  topic: name,
  count: 1,
  mentioned: false,
  max_id: 1,
  followed: false,
});
const dm = { key: '1,2', user_ids: [2], title: 'Othello', count: 2, mentioned: false, max_id: 9 };
const inbox: Inbox = {
  dms: [dm],
  channels: [
    {
      stream_id: 5,
      name: 'Verona',
      color: '#f00',
      count: 2,
      mentioned: false,
      topics: [topic(5, 'a'), topic(5, 'b')],
    },
    {
      stream_id: 6,
      name: 'Denmark',
      color: '#0f0',
      count: 1,
      mentioned: false,
      topics: [topic(6, 'c')],
    },
  ],
};

describe('inboxRows', () => {
  const cases: [string, ReadonlySet<string>, [string, boolean][]][] = [
    [
      'every group open: a header, then its conversations; the last row of each closes it',
      new Set(),
      [
        ['dms', false],
        ['dm:1,2', true],
        ['5', false],
        ['5:a', false],
        ['5:b', true],
        ['6', false],
        ['6:c', true],
      ],
    ],
    [
      'a collapsed group is its header alone, which closes it',
      new Set(['5', 'dms']),
      [
        ['dms', true],
        ['5', true],
        ['6', false],
        ['6:c', true],
      ],
    ],
  ];
  it.each(cases)('%s', (_, collapsed, expected) => {
    expect(inboxRows(inbox, collapsed).map((r) => [r.key, r.last])).toEqual(expected);
  });

  it('channel rows carry the channel colour; a closing row has the gap under it', () => {
    const rows = inboxRows(inbox, new Set());
    expect(rows.filter((r) => r.key.startsWith('5')).map((r) => r.color)).toEqual([
      '#f00',
      '#f00',
      '#f00',
    ]);
    expect(rows.map(rowHeight)).toEqual(
      rows.map((r) => (r.last ? INBOX_ROW + INBOX_GAP : INBOX_ROW)),
    );
  });
});

describe('foldAction', () => {
  // Open: dms, dm:1,2, 5, 5:a, 5:b, 6, 6:c. With 5 collapsed: dms, dm:1,2, 5, 6, 6:c.
  const open = inboxRows(inbox, new Set());
  const shut = inboxRows(inbox, new Set(['5']));
  it.each([
    ['← on an open header collapses it', open, 2, 'collapse', { toggle: '5' }],
    ['→ on an open header does nothing', open, 2, 'expand', undefined],
    ['→ on a collapsed header expands it', shut, 2, 'expand', { toggle: '5' }],
    ['← on a collapsed header does nothing', shut, 2, 'collapse', undefined],
    ['← on the DMs header collapses them', open, 0, 'collapse', { toggle: 'dms' }],
    ['← on a topic goes to its channel', open, 4, 'collapse', { focus: 2 }],
    ['← on the first topic goes to its channel', open, 3, 'collapse', { focus: 2 }],
    ['← on a DM goes to the DMs header', open, 1, 'collapse', { focus: 0 }],
    ['← on the last channel’s topic', open, 6, 'collapse', { focus: 5 }],
    ['→ on a topic does nothing', open, 4, 'expand', undefined],
    ['no row focused', open, -1, 'collapse', undefined],
  ] as const)('%s', (_, rows, at, fold, action) => {
    expect(foldAction(rows, at, fold)).toEqual(action);
  });
});
