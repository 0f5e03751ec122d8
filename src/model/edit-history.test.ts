import { describe, expect, it } from 'vitest';
import type { MessageHistoryEntry } from '../api/endpoints/messages';
import { historyHeading, historyItems, moveText } from './edit-history';

const IAGO = 5;
const OTHELLO = 6;
const VERONA = 1;
const DENMARK = 2;

const posted: MessageHistoryEntry = {
  topic: 'lunch',
  content: 'soup',
  rendered_content: '<p>soup</p>',
  user_id: OTHELLO,
  timestamp: 100,
};
const edited: MessageHistoryEntry = {
  topic: 'lunch',
  content: 'stew',
  rendered_content: '<p>stew</p>',
  prev_content: 'soup',
  prev_rendered_content: '<p>soup</p>',
  content_html_diff:
    '<div><p><span class="highlight_text_inserted">stew</span><span class="highlight_text_deleted">soup</span></p></div>',
  user_id: OTHELLO,
  timestamp: 200,
};
const renamed: MessageHistoryEntry = {
  topic: 'dinner',
  prev_topic: 'lunch',
  content: 'stew',
  rendered_content: '<p>stew</p>',
  user_id: IAGO,
  timestamp: 300,
};
const toDenmark: MessageHistoryEntry = {
  topic: 'dinner',
  stream: DENMARK,
  prev_stream: VERONA,
  content: 'stew',
  rendered_content: '<p>stew</p>',
  user_id: IAGO,
  timestamp: 400,
};
const resolved: MessageHistoryEntry = {
  topic: '✔ dinner',
  prev_topic: 'dinner',
  content: 'stew',
  rendered_content: '<p>stew</p>',
  user_id: IAGO,
  timestamp: 500,
};

const summary = (items: ReturnType<typeof historyItems>) =>
  items.map((i) => [i.action, i.user_id, i.html ?? null, i.move ?? null]);

describe('edit history entries', () => {
  const all = [posted, edited, renamed, toDenmark, resolved];

  it('oldest first, with who, what and where (visibility "all")', () => {
    expect(summary(historyItems(all, DENMARK, 'all'))).toEqual([
      ['posted', OTHELLO, '<p>soup</p>', null],
      ['edited', OTHELLO, edited.content_html_diff, null],
      [
        'moved',
        IAGO,
        null,
        { from: { stream_id: VERONA, topic: 'lunch' }, to: { stream_id: VERONA, topic: 'dinner' } },
      ],
      [
        'moved',
        IAGO,
        null,
        {
          from: { stream_id: VERONA, topic: 'dinner' },
          to: { stream_id: DENMARK, topic: 'dinner' },
        },
      ],
      ['resolved', IAGO, null, null],
    ]);
  });

  it('"moves" shows moves only, and no content', () => {
    expect(summary(historyItems(all, DENMARK, 'moves')).map(([a]) => a)).toEqual([
      'posted',
      'moved',
      'moved',
      'resolved',
    ]);
    expect(historyItems(all, DENMARK, 'moves').every((i) => i.html === undefined)).toBe(true);
  });

  it('"none" shows nothing', () => {
    expect(historyItems(all, DENMARK, 'none')).toEqual([]);
  });

  it('an edit and a move at once', () => {
    const both = { ...edited, topic: 'dinner', prev_topic: 'lunch', user_id: IAGO };
    const [, item] = historyItems([posted, both], VERONA, 'all');
    expect(item).toMatchObject({ action: 'edited-moved', diff: true });
    expect(item?.move).toEqual({
      from: { stream_id: VERONA, topic: 'lunch' },
      to: { stream_id: VERONA, topic: 'dinner' },
    });
  });

  it('an edit without a diff shows the new content', () => {
    const plain = { ...edited, content_html_diff: undefined };
    expect(historyItems([posted, plain], VERONA, 'all')[1]).toMatchObject({
      html: '<p>stew</p>',
      diff: false,
    });
  });

  it('words for the headings and moves', () => {
    const names: Record<number, string> = { [VERONA]: 'Verona', [DENMARK]: 'Denmark' };
    const items = historyItems(all, DENMARK, 'all');
    expect(items.map((i) => historyHeading(i, i.user_id === IAGO ? 'Iago' : 'Othello'))).toEqual([
      'Posted by Othello',
      'Edited by Othello',
      'Moved by Iago',
      'Moved by Iago',
      'Marked as resolved by Iago',
    ]);
    expect(moveText(items[3]!.move!, (id) => names[id!] ?? '?')).toBe(
      'Moved from #Verona > dinner to #Denmark > dinner',
    );
    expect(historyHeading({ ...items[1]!, user_id: null }, undefined)).toBe(
      'Edited by an unknown user',
    );
  });
});
