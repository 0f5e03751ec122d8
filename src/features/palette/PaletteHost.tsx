/**
 * Ctrl+K (⌘K on a Mac) opens the command palette from anywhere, text fields included (it is a
 * modified key; plain K is left to the hotkeys), and closes it again. The palette itself is a
 * chunk of its own, fetched on the first press: what is typed meanwhile is held for its box
 * (common/type-ahead.ts).
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { View } from '../../model/route';
import { retrying } from '../common/retrying-import';
import { cancelTyping, holdTyping } from '../common/type-ahead';

const CommandPalette = lazy(retrying(() => import('./CommandPalette')));

/** Whether a key press is Ctrl+K / ⌘K, by physical key so that any layout works. */
export const isPaletteKey = (
  e: Pick<KeyboardEvent, 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
) => e.code === 'KeyK' && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey;

interface Props {
  /** The view underneath: the palette offers actions on its topic or channel. */
  view: View;
  onLogout(): void;
}

export function PaletteHost({ view, onLogout }: Props) {
  const [open, setOpen] = useState(false);
  const isOpen = useRef(open);
  isOpen.current = open;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isPaletteKey(e) || e.repeat) return;
      // Before the browser's own Ctrl+K (its search box) and before any field's handler.
      e.preventDefault();
      e.stopPropagation();
      if (isOpen.current) {
        cancelTyping();
        setOpen(false);
      } else {
        holdTyping('Command palette', () => setOpen(false));
        isOpen.current = true;
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette view={view} onLogout={onLogout} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
