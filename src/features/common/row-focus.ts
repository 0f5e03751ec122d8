/**
 * Where the focus goes in a view of rows that is keyboard-first (the Inbox, Recent conversations,
 * as in Zulip). Opening it puts the focus on its first row (`[data-row]`), or on the main view
 * when it has none, however it was opened (its hotkey, a link, Back, the start view): the keys
 * pressed next are the view's, never those of a compose box left focused by the view before.
 * And the row last focused is where the focus comes back to (Esc, a closed compose box).
 */
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { mainViewShown } from './main-view-shown';

/** The row of the view on screen that last had the focus. */
let lastRow: HTMLElement | null = null;

/** The row to come back to in the view on screen: the last focused, else the first; if any. */
export function viewRow(): HTMLElement | null {
  if (lastRow?.isConnected && lastRow.closest('.main-view')) return lastRow;
  return document.querySelector<HTMLElement>('.main-view [data-row]');
}

/**
 * Takes the focus as the view opens, once `ready` (its rows are in `list`, or known to be none).
 * Once only, and not if the focus moved meanwhile (a filter typed in, compose opened while the
 * rows load).
 */
export function useRowFocus(list: RefObject<HTMLElement | null>, ready: boolean): void {
  // Where the focus was as the view opened, read once, at the first render.
  const opener = useRef<Element | null | undefined>(undefined);
  if (opener.current === undefined) opener.current = document.activeElement;
  const done = useRef(false);
  // In the frame that paints the rows, before its paint: focusing computes the page's style,
  // which in the render's own task (a first view of a large organization) made it long; in the
  // frame, the style computed for the paint serves.
  useLayoutEffect(() => {
    if (done.current || !ready) return;
    const frame = requestAnimationFrame(() => {
      done.current = true;
      const now = document.activeElement;
      const main = list.current?.closest<HTMLElement>('.main-view') ?? null;
      const fell = !now || now === document.body || now === main || !now.isConnected;
      if (now !== opener.current && !fell) return;
      const first = list.current?.querySelector<HTMLElement>('[data-row]');
      (first ?? main)?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, list]);

  // Painted by the time effects run.
  useEffect(() => {
    if (ready) mainViewShown();
  }, [ready]);

  useEffect(() => {
    const el = list.current;
    if (!el) return;
    const onFocus = (e: FocusEvent) => {
      const row = (e.target as Element).closest<HTMLElement>('[data-row]');
      if (row) lastRow = row;
    };
    el.addEventListener('focusin', onFocus);
    return () => el.removeEventListener('focusin', onFocus);
  }, [list]);
}
