/**
 * Where the focus goes when a dialog closes: back to what had it when the dialog opened (Radix
 * returns it only to a Dialog.Trigger, and ours open from menus and hotkeys). If that element
 * is gone (the message moved away, say), to the main view.
 */
import { useState } from 'react';
import { focusBeforeTyping } from './type-ahead';

export function useReturnFocus(): (event: Event) => void {
  // Not the stand-in that held the keys while the dialog's code loaded (type-ahead.ts).
  const [from] = useState(focusBeforeTyping);
  return (event) => {
    event.preventDefault();
    const target = from?.isConnected ? from : document.querySelector<HTMLElement>('main');
    target?.focus({ preventScroll: true });
  };
}
