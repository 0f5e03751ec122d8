// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { answerFocus, handOver, takeOver } from './plain-box-handover';

afterEach(() => {
  document.body.innerHTML = '';
});

function box(value = '') {
  const el = document.createElement('textarea');
  el.value = value;
  document.body.append(el);
  return el;
}

it('hands the cursor, where it was, to the box mounted in the same commit', () => {
  const plain = box('Typed before');
  plain.focus();
  plain.setSelectionRange(5, 5);
  handOver(plain);
  plain.remove();
  const full = box('Typed before');
  expect(takeOver(full)).toBe(true);
  expect(document.activeElement).toBe(full);
  expect([full.selectionStart, full.selectionEnd]).toEqual([5, 5]);
});

it('hands on the text typed after the full box was rendered, so the next key adds to it', () => {
  const plain = box('Half a ');
  plain.focus();
  handOver(plain);
  plain.remove();
  // Rendered when only "Half " had been typed.
  const full = box('Half ');
  expect(takeOver(full)).toBe(true);
  expect(full.value).toBe('Half a ');
  expect([full.selectionStart, full.selectionEnd]).toEqual([7, 7]);
});

it('hands nothing on when the plain box did not have the cursor', () => {
  handOver(box('x'));
  expect(takeOver(box('x'))).toBe(false);
});

it('hands nothing on to a box opened later (the plain box was closed, not replaced)', async () => {
  const plain = box('x');
  plain.focus();
  handOver(plain);
  plain.remove();
  await Promise.resolve();
  expect(takeOver(box('x'))).toBe(false);
});

it('carries out a request for the focus once, whichever box comes first', () => {
  // The plain box opens on request 7; the full box arriving later with the same request
  // leaves the focus where it is; a new request (8) is carried out again.
  expect(answerFocus(7)).toBe(true);
  expect(answerFocus(7)).toBe(false);
  expect(answerFocus(8)).toBe(true);
});
