/**
 * The feed's selected message (Zulip's pointer), which the hotkeys move and act on. It starts
 * where the feed opens (the first unread message, a link's target, or the newest), follows a
 * click or the keyboard focus, and is a message ID: messages arriving or loading above never
 * move it, nor the reading position. Moving it keeps it in view and gives it the keyboard focus
 * (so a screen reader reads it).
 */
import { useEffect, useRef, useState } from 'react';
import type { Opening } from '../../model/feed-reading';
import { sortedIndex } from '../../store';
import type { CursorStep } from '../hotkeys/keymap';
import { registerFeed, rememberedSelection, rememberSelection } from './cursor';
import type { FeedContextValue } from './feed-context';
import type { FeedScroll } from './useFeedScroll';

interface Options {
  /** The rows laid out (message IDs). */
  rows: readonly number[];
  initial: Opening | undefined;
  scroll: FeedScroll;
  /** Whether the rows reach the newest message there is. */
  atNewest: boolean;
  /** Loads and lays out the newest messages ("Jump to latest"). */
  toNewest(): Promise<void>;
  context: FeedContextValue;
  /** The history entry, under which the selection is remembered. */
  entry: string;
}

const lastReal = (rows: readonly number[]) => rows.findLast((id) => id > 0) ?? rows.at(-1);

function startAt(rows: readonly number[], initial: Opening, entry: string): number | undefined {
  const before = rememberedSelection(entry);
  if (before !== undefined && rows.includes(before)) return before;
  if (initial.kind !== 'bottom' && rows.includes(initial.id)) return initial.id;
  return lastReal(rows);
}

export function useCursor(o: Options): number | undefined {
  const [selected, setSelected] = useState<number>();
  if (selected === undefined && o.initial && o.rows.length > 0) {
    setSelected(startAt(o.rows, o.initial, o.entry));
  }
  useEffect(() => {
    if (selected !== undefined) rememberSelection(o.entry, selected);
  }, [selected, o.entry]);
  const latest = useRef({ ...o, selected });
  latest.current = { ...o, selected };

  useEffect(() => {
    const focusWhenShown = (id: number, frames = 6) => {
      const root = latest.current.scroll.scrollRef.current;
      const el = root?.querySelector<HTMLElement>(`article[data-message-id="${id}"]`);
      if (el) el.focus({ preventScroll: true });
      else if (frames > 0) requestAnimationFrame(() => focusWhenShown(id, frames - 1));
    };
    const select = (index: number) => {
      const { rows, scroll } = latest.current;
      const id = rows[index];
      if (id === undefined) return;
      setSelected(id);
      scroll.virtualizer.scrollToIndex(index, { align: 'auto' });
      requestAnimationFrame(() => focusWhenShown(id));
    };
    const move = (step: CursorStep): boolean => {
      const { rows, scroll, selected: current, atNewest } = latest.current;
      if (rows.length === 0) return false;
      const found = current === undefined ? -1 : sortedIndex(rows, current);
      const i = Math.min(Math.max(found, 0), rows.length - 1);
      const el = scroll.scrollRef.current;
      const v = scroll.virtualizer;
      // Scrolled away from the selection (by wheel or scrollbar): j and k start from what is
      // on screen, as Zulip's do.
      if ((step === 'down' || step === 'up') && el) {
        const top = el.scrollTop;
        const bottom = top + el.clientHeight;
        const item = v.measurementsCache[i];
        if (!item || item.end <= top || item.start >= bottom) {
          const shown = v
            .getVirtualItems()
            .filter((it) => it.end > top + 1 && it.start < bottom - 1);
          const pick = step === 'down' ? shown[0] : shown[shown.length - 1];
          if (pick) {
            select(pick.index);
            return true;
          }
        }
      }
      switch (step) {
        case 'down':
          select(Math.min(i + 1, rows.length - 1));
          return true;
        case 'up':
          select(Math.max(i - 1, 0));
          return true;
        case 'pageDown':
        case 'pageUp': {
          const page = (el?.clientHeight ?? 400) * 0.8;
          const from = v.measurementsCache[i]?.start ?? el?.scrollTop ?? 0;
          const to = from + (step === 'pageDown' ? page : -page);
          const at = v.getVirtualItemForOffset(Math.max(to, 0))?.index;
          const next =
            step === 'pageDown'
              ? Math.max(at ?? rows.length - 1, Math.min(i + 1, rows.length - 1))
              : Math.min(at ?? 0, Math.max(i - 1, 0));
          select(next);
          return true;
        }
        case 'first':
          select(0);
          return true;
        case 'last':
          if (atNewest) select(rows.length - 1);
          else {
            void latest.current
              .toNewest()
              .then(() => requestAnimationFrame(() => select(latest.current.rows.length - 1)));
          }
          return true;
      }
    };
    return registerFeed({
      selected: () => latest.current.selected,
      move,
      get context() {
        return latest.current.context;
      },
    });
  }, []);

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
