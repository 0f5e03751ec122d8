/**
 * The feed's selected message (Zulip's pointer), which the hotkeys move and act on. It starts
 * where the feed opens (the first unread message, a link's target, or the newest), follows a
 * click or the keyboard focus, and is a message ID: messages arriving or loading above never
 * move it, nor the reading position. Moving it (where to: model/feed-cursor.ts) keeps it in view
 * and gives it the keyboard focus (so a screen reader reads it). Registered as the active feed,
 * it also says where a message is against the view, and shows one when asked.
 */
import { useEffect, useRef, useState } from 'react';
import { registerFeed } from '../common/active-feed';
import { rememberSelection, startAt } from './cursor';
import { type CursorNow, type CursorOptions, cursorHandle } from './cursor-handle';

export function useCursor(o: CursorOptions): number | undefined {
  const [selected, setSelected] = useState<number>();
  if (selected === undefined && o.initial && o.rows.length > 0) {
    setSelected(startAt(o.rows, o.initial, o.entry));
  }
  useEffect(() => {
    if (selected !== undefined) rememberSelection(o.entry, selected);
  }, [selected, o.entry]);
  const latest = useRef<CursorNow>({ ...o, selected });
  latest.current = { ...o, selected };

  useEffect(() => registerFeed(cursorHandle(latest, setSelected)), []);

  // A click or the keyboard focus on a message selects it.
  useEffect(() => {
    const root = latest.current.scroll.scrollRef.current;
    if (!root) return;
    const onFocus = (e: FocusEvent) => {
      const article = (e.target as Element).closest<HTMLElement>('article[data-message-id]');
      const id = Number(article?.dataset.messageId);
      if (article && id) setSelected(id);
    };
    root.addEventListener('focusin', onFocus);
    return () => root.removeEventListener('focusin', onFocus);
  }, []);

  return selected;
}
