/**
 * The Inbox's conversations as a virtualized list (inbox-rows.ts): a screenful of rows in the
 * page however many conversations are unread. Keyboard-first, as Zulip's: it takes the focus as
 * it opens (its first row), ↑/↓, j/k, Home/End and PageUp/PageDown walk the rows, ← and → fold
 * a group (← on a conversation goes to its header), Enter opens a conversation or folds a group.
 */
import { type KeyboardEvent, useRef } from 'react';
import { useRowFocus } from '../common/row-focus';
import { foldStep } from '../common/row-keys';
import { useVirtualRows } from '../common/virtual-rows';
import { usePrefetchFeed } from '../messages';
import { InboxRow } from './InboxRow';
import { foldAction, type InboxRow as Row, rowHeight } from './inbox-rows';

interface Props {
  rows: readonly Row[];
  onToggle(key: string): void;
  /** Shown when there are no rows. */
  empty?: string;
}

const focusedIndex = () => {
  const row = document.activeElement?.closest<HTMLElement>('[data-index]');
  return row ? Number(row.dataset.index) : -1;
};

export function InboxList({ rows, onToggle, empty }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  // A conversation starts loading as it is pressed, before the click.
  const prefetch = usePrefetchFeed();
  const virtual = useVirtualRows({
    count: rows.length,
    size: (i) => rowHeight(rows[i]!),
    scroller,
    list,
    letters: true,
    keyOf: (i) => rows[i]!.key,
  });
  useRowFocus(list, true);
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const fold = foldStep(e);
    if (!fold || e.defaultPrevented || !e.currentTarget.contains(e.target as Node)) {
      virtual.onKeyDown(e);
      return;
    }
    const action = foldAction(rows, focusedIndex(), fold);
    if (!action) return;
    e.preventDefault();
    if ('toggle' in action) onToggle(action.toggle);
    else virtual.focusRow(action.focus);
  };
  return (
    <div
      ref={scroller}
      className="inbox-list"
      onPointerDown={prefetch.onPointerDown}
      onClickCapture={prefetch.onClickCapture}
    >
      {empty && rows.length === 0 && <p className="empty-state">{empty}</p>}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys move between the rows' controls */}
      <div
        ref={list}
        className="inbox-rows"
        style={{ height: virtual.height }}
        onKeyDown={onKeyDown}
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
