/**
 * Back closes the top layer (UI.md): opening a dialog adds a history entry with the same URL,
 * so the browser's Back pops it and closes the dialog instead of leaving the view; closing the
 * dialog any other way takes that entry out again.
 */
import { useEffect, useRef } from 'react';

const LAYER = 'parleyLayer';
/** Which layer an entry is (a count), so that a Back is known to have landed where it meant. */
const LAYER_ID = 'parleyLayerId';
let layers = 0;

const layerOf = (state: unknown) =>
  (state as Record<string, unknown> | null)?.[LAYER_ID] as number | undefined;

/** The layer whose closed entry is being taken out (history.back is async), if one is. */
let leaving: number | undefined;
/** The layer's URL (the view's under it), where that Back lands. */
let leavingFrom = '';
/** A link followed while that Back was on its way: the Back drops it, so it is followed again. */
let followed: string | undefined;
const waiting: (() => void)[] = [];
const release = () => {
  for (const fn of waiting.splice(0)) fn();
};
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    if (leaving === undefined) return;
    // The link's own popstate comes first (a fragment navigation).
    if (window.location.href !== leavingFrom) {
      followed = window.location.href;
      return;
    }
    leaving = undefined;
    const again = followed;
    followed = undefined;
    if (again !== undefined) window.location.href = again;
    release();
  });
}

/**
 * Runs `fn` once no layer's history entry is on its way out: a navigation made before that
 * would be undone by the pending Back.
 */
export function afterLayersClosed(fn: () => void): void {
  if (leaving !== undefined) waiting.push(fn);
  else fn();
}

export function useBackCloses(open: boolean, close: () => void): void {
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!open) return;
    const id = ++layers;
    window.history.pushState(
      { ...(window.history.state ?? {}), [LAYER]: true, [LAYER_ID]: id },
      '',
    );
    let popped = false;
    const onPop = () => {
      if (layerOf(window.history.state) === id) return;
      popped = true;
      closeRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      // Closed by Esc or a button: leave the history as it was. (After a navigation that
      // replaced the layer's entry there is nothing to take out.)
      if (!popped && layerOf(window.history.state) === id) {
        leaving = id;
        leavingFrom = window.location.href;
        window.history.back();
      }
    };
  }, [open]);
}
