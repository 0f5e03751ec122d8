/**
 * Every hotkey (Zulip's), as one table: `useHotkeys` dispatches from it and the `?` dialog lists
 * it, so the two cannot disagree. Letters and named keys match `event.code` (the physical key),
 * so they work on any keyboard layout; punctuation matches the character typed (`event.key`),
 * which is where each layout puts it. None fires while typing in a field or inside a menu or
 * dialog, nor with Ctrl, ⌘ or Alt held unless the binding asks for Ctrl.
 */
import type { CursorStep } from '../../model/feed-cursor';
import type { MessageKeyAction } from '../messages';

export type { CursorStep };

export type HotkeyAction =
  | { kind: 'cursor'; step: CursorStep }
  | { kind: 'message'; action: MessageKeyAction }
  | {
      kind:
        | 'nextUnread'
        | 'previousUnread'
        | 'inbox'
        | 'recent'
        | 'drafts'
        | 'filterChannels'
        | 'filterPeople'
        | 'search'
        | 'muteTopic'
        | 'conversation'
        | 'channel'
        | 'previousChannel'
        | 'nextChannel'
        | 'reply'
        | 'newTopic'
        | 'newDirectMessage'
        | 'escape'
        | 'help'
        | 'palette';
    };

export type HotkeyGroup = 'Navigation' | 'The selected message' | 'Writing' | 'Help';

export interface Hotkey {
  action: HotkeyAction;
  /** A physical key (letters, arrows, Page Up, …)… */
  code?: string;
  /** …or a character (punctuation). */
  key?: string;
  /** Ctrl, or ⌘ on a Mac. */
  ctrl?: boolean;
  shift?: boolean;
  /** Held down, it repeats (moving the cursor). */
  repeats?: boolean;
  /** Only with the focus on the page or in the feed: elsewhere the key scrolls what has it. */
  feedOnly?: boolean;
  /** Not on a link or button, whose own key it is (Enter follows or presses it). */
  notOnControls?: boolean;
  /** Listed here, but its own listener handles it (it works in text fields too). */
  elsewhere?: boolean;
  /** What the `?` dialog shows: the keys, and what they do. */
  label: string;
  description: string;
  group: HotkeyGroup;
}

const cursor = (step: CursorStep) => ({ kind: 'cursor', step }) as const;
const message = (action: MessageKeyAction) => ({ kind: 'message', action }) as const;
const go = (kind: Extract<HotkeyAction, { kind: string }>['kind']) => ({ kind }) as HotkeyAction;

const NAV: HotkeyGroup = 'Navigation';
const MSG: HotkeyGroup = 'The selected message';
const WRITE: HotkeyGroup = 'Writing';

// biome-ignore format: a table reads best one binding a line
export const HOTKEYS: readonly Hotkey[] = [
  { action: cursor('down'), code: 'KeyJ', repeats: true, label: 'j', description: 'Next message', group: NAV },
  { action: cursor('down'), code: 'ArrowDown', repeats: true, feedOnly: true, label: '↓', description: 'Next message', group: NAV },
  { action: cursor('up'), code: 'KeyK', repeats: true, label: 'k', description: 'Previous message', group: NAV },
  { action: cursor('up'), code: 'ArrowUp', repeats: true, feedOnly: true, label: '↑', description: 'Previous message', group: NAV },
  { action: cursor('pageDown'), code: 'PageDown', repeats: true, feedOnly: true, label: 'Page Down', description: 'A screen down', group: NAV },
  { action: cursor('pageUp'), code: 'PageUp', repeats: true, feedOnly: true, label: 'Page Up', description: 'A screen up', group: NAV },
  { action: cursor('first'), code: 'Home', feedOnly: true, label: 'Home', description: 'First message', group: NAV },
  { action: cursor('last'), code: 'End', feedOnly: true, label: 'End', description: 'Last message', group: NAV },
  { action: go('nextUnread'), code: 'KeyN', label: 'n', description: 'Next unread conversation', group: NAV },
  { action: go('previousUnread'), code: 'KeyP', label: 'p', description: 'Previous unread conversation', group: NAV },
  { action: go('nextChannel'), code: 'KeyD', shift: true, label: 'Shift+D', description: 'Next channel', group: NAV },
  { action: go('previousChannel'), code: 'KeyA', shift: true, label: 'Shift+A', description: 'Previous channel', group: NAV },
  { action: go('inbox'), code: 'KeyI', shift: true, label: 'Shift+I', description: 'Inbox', group: NAV },
  { action: go('recent'), code: 'KeyT', label: 't', description: 'Recent conversations', group: NAV },
  { action: go('drafts'), code: 'KeyD', label: 'd', description: 'Drafts', group: NAV },
  { action: go('search'), key: '/', label: '/', description: 'Search', group: NAV },
  { action: go('filterChannels'), code: 'KeyQ', label: 'q', description: 'Filter channels', group: NAV },
  { action: go('filterPeople'), code: 'KeyW', label: 'w', description: 'Filter people', group: NAV },
  { action: go('palette'), code: 'KeyK', ctrl: true, elsewhere: true, label: 'Ctrl+K', description: 'Command palette: go anywhere, do anything', group: NAV },
  { action: go('escape'), code: 'Escape', label: 'Esc', description: 'Close what is open; back to reading', group: NAV },
  { action: go('reply'), code: 'KeyR', label: 'r', description: 'Reply to the selected message', group: WRITE },
  { action: go('reply'), code: 'Enter', feedOnly: true, notOnControls: true, label: 'Enter', description: 'Reply to the selected message', group: WRITE },
  { action: go('newTopic'), code: 'KeyC', label: 'c', description: 'Start a new conversation', group: WRITE },
  { action: go('newDirectMessage'), code: 'KeyX', label: 'x', description: 'New direct message', group: WRITE },
  { action: message('menu'), code: 'KeyI', label: 'i', description: 'Message actions menu', group: MSG },
  { action: message('edit'), code: 'KeyE', label: 'e', description: 'Edit', group: MSG },
  { action: message('move'), code: 'KeyM', label: 'm', description: 'Move', group: MSG },
  { action: message('star'), key: '*', label: '*', description: 'Star or unstar', group: MSG },
  { action: message('star'), code: 'KeyS', ctrl: true, label: 'Ctrl+S', description: 'Star or unstar', group: MSG },
  { action: message('thumbsUp'), key: '+', label: '+', description: 'React with thumbs up', group: MSG },
  { action: message('picker'), key: ':', label: ':', description: 'Add an emoji reaction', group: MSG },
  { action: message('collapse'), key: '-', label: '-', description: 'Collapse or expand', group: MSG },
  { action: message('unreadFromHere'), code: 'KeyU', shift: true, label: 'Shift+U', description: 'Mark as unread from here', group: MSG },
  { action: message('history'), code: 'KeyH', shift: true, label: 'Shift+H', description: 'View edit history', group: MSG },
  { action: go('conversation'), code: 'KeyS', label: 's', description: 'Go to its conversation (topic or direct messages)', group: MSG },
  { action: go('channel'), code: 'KeyS', shift: true, label: 'Shift+S', description: 'Go to its channel', group: MSG },
  { action: go('muteTopic'), code: 'KeyM', shift: true, label: 'Shift+M', description: 'Mute or unmute its topic', group: MSG },
  { action: go('help'), key: '?', label: '?', description: 'Keyboard shortcuts', group: 'Help' },
];

export type KeyInput = Pick<
  KeyboardEvent,
  'code' | 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'
>;

/** The hotkey a key press is, if any (whatever its target: see `belongsElsewhere`). */
export function matchHotkey(e: KeyInput, table: readonly Hotkey[] = HOTKEYS): Hotkey | undefined {
  if (e.altKey) return undefined;
  const ctrl = e.ctrlKey || e.metaKey;
  for (const h of table) {
    if (h.elsewhere || Boolean(h.ctrl) !== ctrl) continue;
    if (h.code !== undefined && h.code === e.code && Boolean(h.shift) === e.shiftKey) return h;
    // Shift is how many layouts reach a character; it does not change which one it is.
    if (h.key !== undefined && h.key === e.key) return h;
  }
  return undefined;
}

/** Whether a key press belongs to a text field, or to a menu, list or dialog above the page. */
export function belongsElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]')) {
    return true;
  }
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  if (target.closest('[contenteditable]:not([contenteditable="false"])')) return true;
  return /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

export type KeyPress = KeyInput &
  Pick<KeyboardEvent, 'target' | 'repeat' | 'defaultPrevented' | 'isComposing'>;

/**
 * The hotkey to run for a key press, if any: none inside a field, menu or dialog, none that a
 * control already handled, and only Esc while the hotkeys are turned off.
 */
export function hotkeyFor(e: KeyPress, enabled: boolean): Hotkey | undefined {
  if (e.defaultPrevented || e.isComposing || belongsElsewhere(e.target)) return undefined;
  const h = matchHotkey(e);
  if (!h || (e.repeat && !h.repeats)) return undefined;
  if (!enabled && h.action.kind !== 'escape') return undefined;
  if (h.feedOnly && !onPageOrFeed(e.target)) return undefined;
  if (h.notOnControls && e.target instanceof Element && e.target.closest(CONTROLS)) {
    return undefined;
  }
  return h;
}

const CONTROLS = 'a[href], button, summary, [role="button"], [role="link"]';

const onPageOrFeed = (target: EventTarget | null) =>
  !(target instanceof Element) || target === document.body || target.closest('.main-view') !== null;

/** Groups in the order the `?` dialog shows them, each with its keys merged by description. */
export function hotkeyGroups(
  table: readonly Hotkey[] = HOTKEYS,
): { group: HotkeyGroup; rows: { keys: string[]; description: string }[] }[] {
  const order: HotkeyGroup[] = ['Navigation', 'The selected message', 'Writing', 'Help'];
  return order.map((group) => {
    const rows: { keys: string[]; description: string }[] = [];
    for (const h of table) {
      if (h.group !== group) continue;
      const same = rows.find((r) => r.description === h.description);
      if (same) same.keys.push(h.label);
      else rows.push({ keys: [h.label], description: h.description });
    }
    return { group, rows };
  });
}
