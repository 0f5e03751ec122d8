// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  HOTKEYS,
  type HotkeyAction,
  hotkeyFor,
  hotkeyGroups,
  type KeyPress,
  matchHotkey,
} from './keymap';

const press = (code: string, key: string, more: Partial<KeyPress> = {}): KeyPress => ({
  code,
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  repeat: false,
  defaultPrevented: false,
  isComposing: false,
  target: document.body,
  ...more,
});

const name = (a: HotkeyAction | undefined) =>
  a === undefined
    ? 'none'
    : a.kind === 'cursor'
      ? `cursor ${a.step}`
      : a.kind === 'message'
        ? `message ${a.action}`
        : a.kind;

describe('matchHotkey: by the physical key, so any layout works', () => {
  it.each([
    ['j moves down', press('KeyJ', 'j'), 'cursor down'],
    ['j on a Cyrillic layout (same key, о)', press('KeyJ', 'о'), 'cursor down'],
    ['k on a French AZERTY layout is still KeyK', press('KeyK', 'k'), 'cursor up'],
    ['↓', press('ArrowDown', 'ArrowDown'), 'cursor down'],
    ['Page Up', press('PageUp', 'PageUp'), 'cursor pageUp'],
    ['End', press('End', 'End'), 'cursor last'],
    ['n', press('KeyN', 'n'), 'nextUnread'],
    ['p', press('KeyP', 'p'), 'previousUnread'],
    ['Shift+I is Inbox', press('KeyI', 'I', { shiftKey: true }), 'inbox'],
    ['i alone is the message menu', press('KeyI', 'i'), 'message menu'],
    ['t', press('KeyT', 't'), 'recent'],
    ['d is Drafts', press('KeyD', 'd'), 'drafts'],
    ['Shift+D is the next channel', press('KeyD', 'D', { shiftKey: true }), 'nextChannel'],
    ['Shift+A is the previous channel', press('KeyA', 'A', { shiftKey: true }), 'previousChannel'],
    ['a alone is nothing', press('KeyA', 'a'), 'none'],
    ['q', press('KeyQ', 'q'), 'filterChannels'],
    ['w', press('KeyW', 'w'), 'filterPeople'],
    ['Shift+M mutes the topic', press('KeyM', 'M', { shiftKey: true }), 'muteTopic'],
    ['m moves the message', press('KeyM', 'm'), 'message move'],
    ['r c x start writing', press('KeyR', 'r'), 'reply'],
    ['Esc', press('Escape', 'Escape'), 'escape'],
    ['? (Shift+/ on a US layout)', press('Slash', '?', { shiftKey: true }), 'help'],
    ['? where a German layout has it (Shift+ß)', press('Minus', '?', { shiftKey: true }), 'help'],
    ['/ is search', press('Slash', '/'), 'search'],
    ['* stars (Shift+8)', press('Digit8', '*', { shiftKey: true }), 'message star'],
    ['* from the keypad', press('NumpadMultiply', '*'), 'message star'],
    ['Ctrl+S stars', press('KeyS', 's', { ctrlKey: true }), 'message star'],
    ['⌘S stars on a Mac', press('KeyS', 's', { metaKey: true }), 'message star'],
    ['+ is 👍', press('Equal', '+', { shiftKey: true }), 'message thumbsUp'],
    [
      'Shift+U marks unread from here',
      press('KeyU', 'U', { shiftKey: true }),
      'message unreadFromHere',
    ],
    ['Shift+H shows the history', press('KeyH', 'H', { shiftKey: true }), 'message history'],
  ] as const)('%s', (_what, input, expected) => {
    expect(name(matchHotkey(input)?.action)).toBe(expected);
  });

  it.each([
    ['Ctrl+J is the browser’s', press('KeyJ', 'j', { ctrlKey: true })],
    ['⌘K is the palette’s own listener’s', press('KeyK', 'k', { metaKey: true })],
    ['Ctrl+K too', press('KeyK', 'k', { ctrlKey: true })],
    ['Alt+n is the system’s', press('KeyN', 'n', { altKey: true })],
    ['Ctrl+Shift+I is the browser’s', press('KeyI', 'I', { ctrlKey: true, shiftKey: true })],
    ['Shift+J is not j', press('KeyJ', 'J', { shiftKey: true })],
    ['Shift+E is not e', press('KeyE', 'E', { shiftKey: true })],
    ['z alone', press('KeyZ', 'z')],
  ] as const)('no hotkey with other modifiers: %s', (_what, input) => {
    expect(matchHotkey(input)).toBeUndefined();
  });
});

describe('hotkeyFor: never while typing, nor over a menu or dialog', () => {
  document.body.innerHTML = `
    <input id="field"><textarea id="area"></textarea><select id="choice"></select>
    <div id="editable" contenteditable="true"></div>
    <div role="dialog"><button id="in-dialog"></button></div>
    <div role="menu"><div id="item" tabindex="-1"></div></div>
    <div role="listbox"><div id="option" tabindex="-1"></div></div>
    <nav><a id="sidebar-link" href="#x">Verona</a></nav>
    <main class="main-view"><article id="message" tabindex="-1"><a id="time" href="#y">10:00</a>
      <button id="chip">+1</button></article></main>`;
  const at = (id: string) => document.getElementById(id);

  it.each(['field', 'area', 'choice', 'editable', 'in-dialog', 'item', 'option'])(
    'nothing in #%s',
    (id) => {
      expect(hotkeyFor(press('KeyJ', 'j', { target: at(id) }), true)).toBeUndefined();
      expect(hotkeyFor(press('Escape', 'Escape', { target: at(id) }), true)).toBeUndefined();
    },
  );

  it('fires on the page, on a link, on a message', () => {
    for (const target of [document.body, at('sidebar-link'), at('time')]) {
      expect(name(hotkeyFor(press('KeyN', 'n', { target }), true)?.action)).toBe('nextUnread');
    }
  });

  it('leaves arrows and Page keys to what has the focus outside the feed', () => {
    const down = (target: Element | null) =>
      name(hotkeyFor(press('ArrowDown', 'ArrowDown', { target }), true)?.action);
    expect(down(at('sidebar-link'))).toBe('none');
    expect(down(at('time'))).toBe('cursor down');
    expect(down(document.body)).toBe('cursor down');
  });

  it('Enter replies from the page or a message, never from a link or button it belongs to', () => {
    const enter = (target: Element | null) =>
      name(hotkeyFor(press('Enter', 'Enter', { target }), true)?.action);
    expect(enter(document.body)).toBe('reply');
    expect(enter(at('message'))).toBe('reply');
    expect(enter(at('time'))).toBe('none');
    expect(enter(at('chip'))).toBe('none');
    expect(enter(at('sidebar-link'))).toBe('none');
  });

  it('s goes to the conversation, Shift+S to the channel', () => {
    expect(name(hotkeyFor(press('KeyS', 's'), true)?.action)).toBe('conversation');
    expect(name(hotkeyFor(press('KeyS', 'S', { shiftKey: true }), true)?.action)).toBe('channel');
  });

  it('skips what a control already handled, and IME composition', () => {
    expect(hotkeyFor(press('KeyJ', 'j', { defaultPrevented: true }), true)).toBeUndefined();
    expect(hotkeyFor(press('KeyJ', 'j', { isComposing: true }), true)).toBeUndefined();
  });

  it('repeats only the keys that move the cursor', () => {
    expect(name(hotkeyFor(press('KeyJ', 'j', { repeat: true }), true)?.action)).toBe('cursor down');
    expect(hotkeyFor(press('KeyN', 'n', { repeat: true }), true)).toBeUndefined();
  });

  it('turned off, only Esc still works', () => {
    expect(hotkeyFor(press('KeyJ', 'j'), false)).toBeUndefined();
    expect(hotkeyFor(press('Slash', '?', { shiftKey: true }), false)).toBeUndefined();
    expect(hotkeyFor(press('KeyS', 's', { ctrlKey: true }), false)).toBeUndefined();
    expect(name(hotkeyFor(press('Escape', 'Escape'), false)?.action)).toBe('escape');
  });
});

describe('the table', () => {
  it('gives no two bindings the same keys', () => {
    const seen = new Set<string>();
    for (const h of HOTKEYS) {
      const id = `${h.code ?? h.key}|${Boolean(h.shift)}|${Boolean(h.ctrl)}`;
      expect(seen.has(id), id).toBe(false);
      seen.add(id);
    }
  });

  it('lists every binding in the help, keys of one action together', () => {
    const groups = hotkeyGroups();
    const listed = groups.flatMap((g) => g.rows.flatMap((r) => r.keys));
    expect(listed).toHaveLength(HOTKEYS.length);
    const next = groups[0]!.rows.find((r) => r.description === 'Next message');
    expect(next?.keys).toEqual(['j', '↓']);
    expect(groups.map((g) => g.group)).toEqual([
      'Navigation',
      'The selected message',
      'Writing',
      'Help',
    ]);
  });
});
