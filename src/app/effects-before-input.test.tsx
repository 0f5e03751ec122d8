// @vitest-environment jsdom
import { render } from 'preact';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { runEffectsBeforeInput } from './effects-before-input';

/** Listens for Escape on the document from an effect, as a dialog's dismiss layer does. */
function ClosesOnEscape({ onEscape }: { onEscape: () => void }) {
  useEffect(() => {
    const listener = (e: KeyboardEvent) => e.key === 'Escape' && onEscape();
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [onEscape]);
  return <div role="dialog">card</div>;
}

const press = (type: 'keydown' | 'pointerdown' | 'click', key = 'Escape') =>
  document.body.dispatchEvent(
    type === 'keydown'
      ? new KeyboardEvent('keydown', { key, bubbles: true })
      : new Event(type, { bubbles: true }),
  );

let undo = () => {};
afterEach(() => {
  undo();
  undo = () => {};
  render(null, document.body);
});

/** Renders as the app does, outside the test kit's act (which runs effects at once). */
const show = (onEscape: () => void) =>
  render(<ClosesOnEscape onEscape={onEscape} />, document.body);

describe('effects before input', () => {
  it.each([
    ['keydown', 1],
    ['pointerdown', 0],
    ['click', 0],
  ] as const)(
    'a %s right after a render runs its effects first (escapes seen: %i)',
    (type, seen) => {
      undo = runEffectsBeforeInput(window);
      let escapes = 0;
      show(() => escapes++);
      press(type);
      // The effect ran before the event reached the document: a following Escape is heard too.
      press('keydown');
      expect(escapes).toBe(seen + 1);
    },
  );

  it('without it, an Escape in the frame after the render finds no listener', () => {
    let escapes = 0;
    show(() => escapes++);
    press('keydown');
    expect(escapes).toBe(0);
  });

  it('effects still run on their own, without any input, once the frame has passed', async () => {
    undo = runEffectsBeforeInput(window);
    let escapes = 0;
    show(() => escapes++);
    await new Promise((r) => setTimeout(r, 60));
    press('keydown');
    expect(escapes).toBe(1);
  });
});
