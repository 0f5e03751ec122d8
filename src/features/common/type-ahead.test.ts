// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cancelTyping,
  focusBeforeTyping,
  heldText,
  holdTyping,
  releaseTyping,
  takeTyping,
} from './type-ahead';

/** The stand-in holding the keys, as the page has it. */
const sink = () => document.activeElement as HTMLInputElement;

/** Typing into the focused stand-in: the text arrives as the browser would put it there. */
function type(text: string) {
  const el = sink();
  el.value += text;
  el.setSelectionRange(el.value.length, el.value.length);
}
const press = (key: string) =>
  sink().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

function page() {
  document.body.innerHTML = '<button>Opener</button><input aria-label="Part">';
  const opener = document.querySelector('button')!;
  const part = document.querySelector('input')!;
  opener.focus();
  return { opener, part };
}

afterEach(() => {
  vi.restoreAllMocks();
  cancelTyping();
  document.body.innerHTML = '';
});

describe('holding the keys while a part loads', () => {
  it.each([
    // what is typed, Enter pressed?, what the part takes
    ['Denm', false, { text: 'Denm', start: 4, end: 4, enter: false }],
    ['Denm', true, { text: 'Denm', start: 4, end: 4, enter: true }],
    ['', true, { text: '', start: 0, end: 0, enter: true }],
    ['', false, { text: '', start: 0, end: 0, enter: false }],
  ])('typed %j (Enter: %s): the part takes it', (text, enter, taken) => {
    const { part } = page();
    holdTyping('Command palette');
    expect(sink().getAttribute('aria-label')).toBe('Command palette (loading)');
    type(text);
    if (enter) expect(press('Enter')).toBe(false); // prevented: no form submits, no hotkey
    expect(heldText()).toBe(text);
    const standIn = sink();
    expect(takeTyping(part)).toEqual(taken);
    // The focus moves to the part if anything was typed; else the part's dialog places it, and
    // the stand-in keeps it until then.
    expect(document.activeElement).toBe(text || enter ? part : standIn);
    expect(heldText()).toBe('');
    part.focus();
    expect(document.querySelectorAll('input')).toHaveLength(1);
  });

  it('taken with nothing typed, the stand-in keeps the focus but no key: Esc goes on to the part', () => {
    const { part } = page();
    holdTyping('Keyboard shortcuts');
    takeTyping(part);
    const heard = vi.fn();
    document.addEventListener('keydown', heard);
    try {
      expect(press('Escape')).toBe(true); // not prevented
      expect(press('Tab')).toBe(true);
      expect(heard).toHaveBeenCalledTimes(2);
    } finally {
      document.removeEventListener('keydown', heard);
    }
  });

  it('keeps the focus off the page it came from, and remembers where it was', () => {
    const { opener } = page();
    holdTyping('Emoji picker');
    expect(sink()).not.toBe(opener);
    expect(sink().tagName).toBe('INPUT');
    expect(focusBeforeTyping()).toBe(opener);
  });

  it('Esc cancels the opening: the focus goes back, the part is not to open', () => {
    const { opener, part } = page();
    const onCancel = vi.fn();
    const hold = holdTyping('Move messages', onCancel);
    type('x');
    press('Escape');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(hold.cancelled).toBe(true);
    expect(document.activeElement).toBe(opener);
    expect(takeTyping(part)).toBeNull();
  });

  it('a second hold while one is under way goes on with the same text', () => {
    const { part } = page();
    const first = holdTyping('Emoji picker');
    type('hea');
    const second = holdTyping('Emoji picker', vi.fn());
    type('rt');
    expect(second).toBe(first);
    expect(takeTyping(part)?.text).toBe('heart');
  });

  it('released (the action was refused): the focus goes back, nothing is cancelled', () => {
    const { opener } = page();
    const onCancel = vi.fn();
    const hold = holdTyping('Move messages', onCancel);
    releaseTyping();
    expect(document.activeElement).toBe(opener);
    expect(hold.cancelled).toBe(false);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('a click elsewhere, or Back, ends the hold', () => {
    const { opener, part } = page();
    // jsdom's window never has the focus; a browser's has, unless another window took it.
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    holdTyping('Command palette');
    part.focus();
    expect(takeTyping(part)).toBeNull();
    opener.focus();
    holdTyping('Keyboard shortcuts');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(document.activeElement).toBe(opener);
    expect(takeTyping(part)).toBeNull();
  });

  it('not when the window loses the focus: the keys are still held on coming back', () => {
    const { part } = page();
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    holdTyping('Command palette');
    type('De');
    sink().blur();
    expect(heldText()).toBe('De');
    expect(takeTyping(part)?.text).toBe('De');
  });
});
