/**
 * Where the focus goes when a dialog closes: back to what had it when the dialog opened (Radix
 * returns it only to a Dialog.Trigger, and ours open from menus and hotkeys). If that element
 * is gone (the message moved away, say), to the main view.
 */
import { useState } from 'react';

export function useReturnFocus(): (event: Event) => void {
  const [from] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  return (event) => {
    event.preventDefault();
    const target = from?.isConnected ? from : document.querySelector<HTMLElement>('main');
    target?.focus({ preventScroll: true });
  };
}
