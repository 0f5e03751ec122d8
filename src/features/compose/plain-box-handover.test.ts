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
  handOver(plain, true);
  plain.remove();
  const full = box('Typed before');
  expect(takeOver(full, 'content')).toBe(true);
  expect(document.activeElement).toBe(full);
  expect([full.selectionStart, full.selectionEnd]).toEqual([5, 5]);
});

it('hands on the text typed after the full box was rendered, so the next key adds to it', () => {
  const plain = box('Half a ');
  plain.focus();
  handOver(plain, true);
  plain.remove();
  // Rendered when only "Half " had been typed.
  const full = box('Half ');
  expect(takeOver(full, 'content')).toBe(true);
  expect(full.value).toBe('Half a ');
  expect([full.selectionStart, full.selectionEnd]).toEqual([7, 7]);
});

it('hands nothing on when the plain box did not have the cursor', () => {
  handOver(box('x'), true);
  expect(takeOver(box('x'), 'content')).toBe(false);
});

it('hands nothing on to a box opened later (the plain box was closed, not replaced)', async () => {
  const plain = box('x');
  plain.focus();
  handOver(plain, true);
  plain.remove();
  await Promise.resolve();
  expect(takeOver(box('x'), 'content')).toBe(false);
});

it('leaves a box opened on another field to go there, unless the person typed the message', () => {
  // x: the box opens on "To"; nothing typed in the plain box, so the full box's To gets the cursor.
  const untouched = box('');
  untouched.focus();
  handOver(untouched, false);
  untouched.remove();
  expect(takeOver(box(''), 'to')).toBe(false);
  // A new topic, and the person has begun the message: the cursor stays in it, at its end.
  const plain = box('May I?');
  plain.focus();
  handOver(plain, true);
  plain.remove();
  const full = box('');
  expect(takeOver(full, 'topic')).toBe(true);
  expect(document.activeElement).toBe(full);
  expect(full.value).toBe('May I?');
  expect([full.selectionStart, full.selectionEnd]).toEqual([6, 6]);
});

it('carries out a request for the focus once, whichever box comes first', () => {
  // The plain box opens on request 7; the full box arriving later with the same request
  // leaves the focus where it is; a new request (8) is carried out again.
  expect(answerFocus(7)).toBe(true);
  expect(answerFocus(7)).toBe(false);
  expect(answerFocus(8)).toBe(true);
});
