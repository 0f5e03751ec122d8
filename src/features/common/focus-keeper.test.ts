// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it } from 'vitest';
import { keepFocus } from './focus-keeper';

let stop: () => void;
let reading: HTMLElement;

beforeEach(() => {
  document.body.innerHTML = `
    <main tabindex="-1"><article id="reading" tabindex="-1">a message</article></main>
    <section id="settings"><input id="name"><button id="save">Save changes</button></section>
    <div id="menu"><button id="resolve">Mark as resolved</button></div>`;
  reading = document.getElementById('reading')!;
  stop = keepFocus(document, () => reading);
});
afterEach(() => stop());

const el = (id: string) => document.getElementById(id) as HTMLButtonElement;
const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));
/** Focuses a control as a keyboard user would reach it. */
function keyboardFocus(id: string) {
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
  el(id).focus();
}

it('a Save button disabled while it saves hands the focus to its section', async () => {
  keyboardFocus('save');
  // The browser's focus fixup, as the button is disabled (jsdom does not do it itself).
  el('save').blur();
  el('save').disabled = true;
  await frame();
  await frame();
  expect(document.activeElement).toBe(el('name'));
});

it('a menu item that goes away hands the focus to the message being read', async () => {
  keyboardFocus('resolve');
  el('menu').remove();
  await frame();
  await frame();
  expect(document.activeElement).toBe(reading);
});

it('leaves the focus alone when what replaced the control took it', async () => {
  keyboardFocus('resolve');
  el('menu').remove();
  el('name').focus();
  await frame();
  await frame();
  expect(document.activeElement).toBe(el('name'));
});

it('does nothing for a pointer user', async () => {
  keyboardFocus('resolve');
  document.dispatchEvent(new Event('pointerdown'));
  el('menu').remove();
  await frame();
  await frame();
  expect(document.activeElement).toBe(document.body);
});
