// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isTypingOrLayered, type KeyInput, messageKeyAction } from './message-keys';

const key = (code: string, key: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  code,
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('per-message hotkeys', () => {
  it.each([
    ['i opens the menu', key('KeyI', 'i'), 'menu'],
    ['e edits', key('KeyE', 'e'), 'edit'],
    ['e on a Cyrillic layout (same key)', key('KeyE', 'у'), 'edit'],
    ['m moves', key('KeyM', 'm'), 'move'],
    ['Ctrl+S stars', key('KeyS', 's', { ctrlKey: true }), 'star'],
    ['⌘S stars on a Mac', key('KeyS', 's', { metaKey: true }), 'star'],
    ['* stars (Shift+8 on a US layout)', key('Digit8', '*', { shiftKey: true }), 'star'],
    ['* from the keypad', key('NumpadMultiply', '*'), 'star'],
    ['- collapses', key('Minus', '-'), 'collapse'],
    ['Shift+U marks unread from here', key('KeyU', 'U', { shiftKey: true }), 'unreadFromHere'],
    ['+ toggles 👍', key('Equal', '+', { shiftKey: true }), 'thumbsUp'],
    [': opens the picker', key('Semicolon', ':', { shiftKey: true }), 'picker'],
    ['Shift+H shows the history', key('KeyH', 'H', { shiftKey: true }), 'history'],
    ['s alone does nothing', key('KeyS', 's'), undefined],
    ['u without Shift does nothing', key('KeyU', 'u'), undefined],
    ['Ctrl+E is the browser’s', key('KeyE', 'e', { ctrlKey: true }), undefined],
    ['Alt+e is the system’s', key('KeyE', 'e', { altKey: true }), undefined],
    ['Shift+E is not e', key('KeyE', 'E', { shiftKey: true }), undefined],
  ] as const)('%s', (_name, input, expected) => {
    expect(messageKeyAction(input)).toBe(expected);
  });

  it('never while typing, nor in a menu or dialog', () => {
    document.body.innerHTML = `
      <input id="field"><textarea id="area"></textarea><div id="editable" contenteditable="true"></div>
      <div role="dialog"><button id="in-dialog"></button></div>
      <div role="menu"><div id="item" tabindex="-1"></div></div>
      <article><a id="link" href="#x">10:00</a></article>`;
    const at = (id: string) => isTypingOrLayered(document.getElementById(id));
    expect(['field', 'area', 'in-dialog', 'item'].map(at)).toEqual([true, true, true, true]);
    expect(at('link')).toBe(false);
    expect(isTypingOrLayered(null)).toBe(false);
  });
});
