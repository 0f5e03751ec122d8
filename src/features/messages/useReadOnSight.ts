/**
 * Marking read what the reader sees in the feed: only where the user's policy marks this narrow
 * read on scrolling, only while the window has the focus and is visible, and never again in
 * this visit once the reader has marked a message unread here (it stays unread while they read).
 */
import { useCallback, useRef } from 'react';
import type { NarrowTerm } from '../../api/types/narrow';
import { marksReadOnScroll } from '../../model/read-policy';
import type { StoredMessage } from '../../store/state';
import { useApp, useStoreValue } from '../common/app-context';

export interface ReadOnSight {
  /** The rows fully or mostly on screen, as the feed's scrolling reports them. */
  onSeen(seen: number[]): void;
  /** Messages just marked unread stay unread while the reader is here. */
  pauseReading(): void;
}

export function useReadOnSight(
  narrow: NarrowTerm[],
  byId: ReadonlyMap<number, StoredMessage>,
): ReadOnSight {
  const app = useApp();
  const policy = useStoreValue((s) => s.userSettings.web_mark_read_on_scroll_policy);
  const marksRead = marksReadOnScroll(narrow, policy ?? 1);
  const paused = useRef(false);
  const pauseReading = useCallback(() => {
    paused.current = true;
  }, []);
  const onSeen = (seen: number[]) => {
    if (
      !marksRead ||
      paused.current ||
      !document.hasFocus() ||
      document.visibilityState !== 'visible'
    )
      return;
    const unread = seen.filter((id) => byId.get(id)?.flags.includes('read') === false);
    if (unread.length > 0) app.markRead(unread);
  };
  return { onSeen, pauseReading };
}
