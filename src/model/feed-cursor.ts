/**
 * Where the feed's selected message (Zulip's pointer) goes for each cursor hotkey, from the
 * rows laid out and what is on screen: j and k step from what the reader sees when they have
 * scrolled away from the selection, PgUp and PgDn move by most of a screen, End loads the
 * newest messages first when the rows do not reach them.
 */
import type { LaidRow, Viewport } from './feed-reading';

export type CursorStep = 'down' | 'up' | 'pageDown' | 'pageUp' | 'first' | 'last';

export interface CursorView {
  /** Rows laid out. */
  count: number;
  /** The selected row's index, -1 when none is. */
  current: number;
  /** The view, when the feed is on the page. */
  viewport: Viewport | undefined;
  /** A row's place, once measured or estimated. */
  rowAt(index: number): Pick<LaidRow, 'start' | 'end'> | undefined;
  /** The rows rendered now (on screen and a few around it). */
  rendered: readonly Pick<LaidRow, 'index' | 'start' | 'end'>[];
  /** The row at a scroll offset. */
  indexAt(offset: number): number | undefined;
  /** Whether the rows reach the newest message there is. */
  atNewest: boolean;
}

/** The row to select, or 'newest': load the newest messages, then select the last row. */
export type CursorTarget = number | 'newest' | undefined;

/** How much of a screen PgUp and PgDn move by; and the screen assumed before there is one. */
const PAGE = 0.8;
const NO_VIEW_HEIGHT = 400;

export function cursorTarget(step: CursorStep, v: CursorView): CursorTarget {
  if (v.count === 0) return undefined;
  const last = v.count - 1;
  const i = Math.min(Math.max(v.current, 0), last);
  const view = v.viewport;
  if ((step === 'down' || step === 'up') && view) {
    const top = view.top;
    const bottom = top + view.height;
    const row = v.rowAt(i);
    if (!row || row.end <= top || row.start >= bottom) {
      const shown = v.rendered.filter((r) => r.end > top + 1 && r.start < bottom - 1);
      const pick = step === 'down' ? shown[0] : shown[shown.length - 1];
      if (pick) return pick.index;
    }
  }
  switch (step) {
    case 'down':
      return Math.min(i + 1, last);
    case 'up':
      return Math.max(i - 1, 0);
    case 'pageDown':
    case 'pageUp': {
      const page = (view?.height ?? NO_VIEW_HEIGHT) * PAGE;
      const from = v.rowAt(i)?.start ?? view?.top ?? 0;
      const at = v.indexAt(Math.max(from + (step === 'pageDown' ? page : -page), 0));
      return step === 'pageDown'
        ? Math.max(at ?? last, Math.min(i + 1, last))
        : Math.min(at ?? 0, Math.max(i - 1, 0));
    }
    case 'first':
      return 0;
    case 'last':
      return v.atNewest ? last : 'newest';
  }
}
