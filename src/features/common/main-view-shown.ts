/**
 * Whether the main view has painted what it opened with (a feed's first rows, the Inbox's or
 * Recent conversations' rows). What sits beside it and costs a render of its own (the People
 * list, 10,000 people sorted) waits for that, so it does not hold up what the reader came for;
 * or, should no view say so, a moment.
 */
import { useEffect, useState } from 'react';

let shown = false;
const waiting = new Set<() => void>();

/** The main view's content is on screen (once per page is enough). */
export function mainViewShown(): void {
  if (shown) return;
  shown = true;
  for (const wake of waiting) wake();
  waiting.clear();
}

/**
 * Calls `wake` once the main view has shown its content (at once if it has), or after
 * `fallbackMs`; returns the function that stops waiting.
 */
export function whenMainViewShown(wake: () => void, fallbackMs: number): () => void {
  if (shown) {
    wake();
    return () => {};
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    stop();
    wake();
  };
  const timer = setTimeout(once, fallbackMs);
  waiting.add(once);
  const stop = () => {
    clearTimeout(timer);
    waiting.delete(once);
  };
  return stop;
}

/** False until the main view has shown its content, or `fallbackMs` after this mounted. */
export function useMainViewShown(fallbackMs = 1500): boolean {
  const [ready, setReady] = useState(shown);
  useEffect(() => {
    if (ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task of its own, after the frame that showed it.
    const stop = whenMainViewShown(() => {
      timer = setTimeout(() => setReady(true));
    }, fallbackMs);
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [ready, fallbackMs]);
  return ready;
}
