/**
 * The Inbox laid out as rows for its virtualized list: each group (the direct messages, then
 * each channel) is a header row and, unless collapsed, a row per conversation; the first and
 * last row of a group draw its box.
 */
import type { Inbox, InboxChannel, InboxDm, InboxTopic } from '../../model/inbox';

export type InboxRow = (
  | { kind: 'dms-header'; dms: InboxDm[]; collapsed: boolean }
  | { kind: 'channel-header'; channel: InboxChannel; collapsed: boolean }
  | { kind: 'dm'; dm: InboxDm }
  | { kind: 'topic'; topic: InboxTopic }
) & {
  key: string;
  /** The group's colour (channels), for its box. */
  color?: string;
  /** The group's last row: its box closes under it. */
  last: boolean;
};

/** A row's height in pixels, and the space under a group (inbox.css follows these). */
export const INBOX_ROW = 34;
export const INBOX_GAP = 12;

export const rowHeight = (row: InboxRow) => INBOX_ROW + (row.last ? INBOX_GAP : 0);

export function inboxRows(inbox: Inbox, collapsed: ReadonlySet<string>): InboxRow[] {
  const rows: InboxRow[] = [];
  const group = (header: InboxRow, items: InboxRow[]) => {
    header.last = items.length === 0;
    rows.push(header, ...items);
    const end = rows[rows.length - 1]!;
    end.last = true;
  };
  if (inbox.dms.length > 0) {
    const shut = collapsed.has('dms');
    group(
      { kind: 'dms-header', key: 'dms', dms: inbox.dms, collapsed: shut, last: false },
      shut ? [] : inbox.dms.map((dm) => ({ kind: 'dm', key: `dm:${dm.key}`, dm, last: false })),
    );
  }
  for (const channel of inbox.channels) {
    const key = String(channel.stream_id);
    const shut = collapsed.has(key);
    const color = channel.color;
    group(
      { kind: 'channel-header', key, channel, collapsed: shut, color, last: false },
      shut
        ? []
        : channel.topics.map((topic) => ({
            kind: 'topic',
            key: `${key}:${topic.topic}`,
            topic,
            color,
            last: false,
          })),
    );
  }
  return rows;
}

const isHeader = (row: InboxRow) => row.kind === 'dms-header' || row.kind === 'channel-header';

/**
 * What ← or → does on row `at` (Zulip's Inbox): on a group's header, ← collapses the group and
 * → expands it; on a conversation, ← goes to its group's header.
 */
export function foldAction(
  rows: readonly InboxRow[],
  at: number,
  fold: 'collapse' | 'expand',
): { toggle: string } | { focus: number } | undefined {
  const row = rows[at];
  if (!row) return undefined;
  if (row.kind === 'dms-header' || row.kind === 'channel-header') {
    const wanted = fold === 'collapse' ? !row.collapsed : row.collapsed;
    return wanted ? { toggle: row.key } : undefined;
  }
  if (fold === 'expand') return undefined;
  let header = at;
  while (header > 0 && !isHeader(rows[header]!)) header--;
  return { focus: header };
}
