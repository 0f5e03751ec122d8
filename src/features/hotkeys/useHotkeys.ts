/**
 * The one keydown listener for the page's hotkeys (the table is keymap.ts, the actions run.ts).
 * Mounted by the shell, which owns the drawers.
 */
import { useLayoutEffect, useRef } from 'react';
import { useApp } from '../common/app-context';
import { hotkeyFor } from './keymap';
import { hotkeysEnabled } from './preference';
import { type HotkeyContext, runHotkey } from './run';

export function useHotkeys(context: Omit<HotkeyContext, 'app'>): void {
  const app = useApp();
  const latest = useRef(context);
  latest.current = context;
  // Listening from the commit that shows the app, not a frame later: a key pressed as soon as
  // the page shows (the first n of the morning) is not lost.
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // An overlay is open above the app (which it makes inert): its keys are its own.
      if (document.querySelector('.app[inert]')) return;
      const hotkey = hotkeyFor(e, hotkeysEnabled());
      if (hotkey && runHotkey(hotkey.action, { ...latest.current, app })) e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [app]);
}
