/**
 * The per-message hotkeys (Zulip's), as one table so a global hotkey map can take them over.
 * Letters match `event.code`, so they work on any keyboard layout; punctuation matches the
 * character typed (`event.key`), which is where layouts put it. Never while typing in a field.
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

interface Binding {
  action: MessageKeyAction;
  /** A physical key (letters)… */
  code?: string;
  /** …or a character (punctuation). */
  key?: string;
  /** Ctrl, or ⌘ on a Mac. */
  ctrl?: boolean;
  shift?: boolean;
  /** What the keyboard help shows. */
  label: string;
}

export const MESSAGE_KEYS: readonly Binding[] = [
  { action: 'menu', code: 'KeyI', label: 'i' },
  { action: 'edit', code: 'KeyE', label: 'e' },
  { action: 'move', code: 'KeyM', label: 'm' },
  { action: 'star', code: 'KeyS', ctrl: true, label: 'Ctrl+S' },
  { action: 'star', key: '*', label: '*' },
  { action: 'collapse', key: '-', label: '-' },
  { action: 'unreadFromHere', code: 'KeyU', shift: true, label: 'Shift+U' },
  { action: 'thumbsUp', key: '+', label: '+' },
  { action: 'picker', key: ':', label: ':' },
  { action: 'history', code: 'KeyH', shift: true, label: 'Shift+H' },
];

export type KeyInput = Pick<
  KeyboardEvent,
  'code' | 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'
>;

/** The message action a key press asks for, if any. */
export function messageKeyAction(e: KeyInput): MessageKeyAction | undefined {
  if (e.altKey) return undefined;
  const ctrl = e.ctrlKey || e.metaKey;
  for (const b of MESSAGE_KEYS) {
    if (Boolean(b.ctrl) !== ctrl) continue;
    if (b.code !== undefined && b.code === e.code && Boolean(b.shift) === e.shiftKey) {
      return b.action;
    }
    // Shift is how many layouts reach a character; it does not change which one it is.
    if (b.key !== undefined && b.key === e.key) return b.action;
  }
  return undefined;
}

/** Whether a key press belongs to a text field (or a menu or dialog above the feed). */
export function isTypingOrLayered(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('[role="dialog"], [role="alertdialog"], [role="menu"]')) return true;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}
