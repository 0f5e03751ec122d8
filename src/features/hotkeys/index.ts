/** The face of hotkeys/: what other features and the shell may import of it (features/README.md). */
export { setHotkeysEnabled, useHotkeysEnabled } from './preference';
export { useHotkeys } from './useHotkeys';

/** Loads the keyboard shortcuts overlay: a chunk of its own (import its loader, never its module). */
export const loadShortcutsOverlay = () => import('./ShortcutsOverlay');
