/**
 * The per-message actions a hotkey can ask for (their keys are in the one hotkey table,
 * `hotkeys/keymap.ts`; `hotkey-actions.ts` does them on the selected message).
 */
export type MessageKeyAction =
  | 'menu'
  | 'edit'
  | 'move'
  | 'star'
  | 'collapse'
  | 'unreadFromHere'
  | 'thumbsUp'
  | 'picker'
  | 'history';
