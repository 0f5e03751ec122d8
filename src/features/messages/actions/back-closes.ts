/**
 * Back closes the top layer (UI.md): opening a dialog adds a history entry with the same URL,
 * so the browser's Back pops it and closes the dialog instead of leaving the view; closing the
 * dialog any other way takes that entry out again.
 */
import { useEffect, useRef } from 'react';

const LAYER = 'parleyLayer';

/** Set while a closed layer's history entry is being taken out (history.back is async). */
let leaving = false;
const waiting: (() => void)[] = [];
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    if (!leaving) return;
    leaving = false;
    for (const fn of waiting.splice(0)) fn();
  });
}

/**
 * Runs `fn` once no layer's history entry is on its way out: a navigation made before that
 * would be undone by the pending Back.
 */
export function afterLayersClosed(fn: () => void): void {
  if (leaving) waiting.push(fn);
  else fn();
}

const onLayerEntry = () =>
  (window.history.state as Record<string, unknown> | null)?.[LAYER] === true;

export function useBackCloses(open: boolean, close: () => void): void {
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!open) return;
    window.history.pushState({ ...(window.history.state ?? {}), [LAYER]: true }, '');
    let popped = false;
    const onPop = () => {
      if (onLayerEntry()) return;
      popped = true;
      closeRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      // Closed by Esc or a button: leave the history as it was. (After a navigation that
      // replaced the layer's entry there is nothing to take out.)
      if (!popped && onLayerEntry()) {
        leaving = true;
        window.history.back();
      }
    };
  }, [open]);
}
