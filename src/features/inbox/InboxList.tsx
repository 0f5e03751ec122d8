/**
 * The Inbox's conversations as a virtualized list (inbox-rows.ts): a screenful of rows in the
 * page however many conversations are unread, walked by ↑/↓ and j/k (as in Zulip), Home/End
 * and PageUp/PageDown.
 */
import { useRef } from 'react';
import { useVirtualRows } from '../common/virtual-rows';
import { InboxRow } from './InboxRow';
import { type InboxRow as Row, rowHeight } from './inbox-rows';

interface Props {
  rows: readonly Row[];
  onToggle(key: string): void;
  /** Shown when there are no rows. */
  empty?: string;
}

export function InboxList({ rows, onToggle, empty }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const virtual = useVirtualRows({
    count: rows.length,
    size: (i) => rowHeight(rows[i]!),
    scroller,
    list,
    letters: true,
  });
  return (
    <div ref={scroller} className="inbox-list">
      {empty && rows.length === 0 && <p className="empty-state">{empty}</p>}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys move between the rows' controls */}
      <div
        ref={list}
        className="inbox-rows"
        style={{ height: virtual.height }}
        onKeyDown={virtual.onKeyDown}
      >
        {virtual.rows.map(({ index, start }) => {
          const row = rows[index]!;
          return (
            <div
              key={row.key}
              className="inbox-vrow"
              data-index={index}
              style={{ transform: `translateY(${start}px)`, height: rowHeight(row) }}
            >
              <InboxRow row={row} onToggle={onToggle} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
