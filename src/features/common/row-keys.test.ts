import { describe, expect, it } from 'vitest';
import { foldStep, type RowKeyInput, rowStep, stepTo } from './row-keys';

const press = (key: string, code = key, mods: Partial<RowKeyInput> = {}): RowKeyInput => ({
  key,
  code,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
});

describe('rowStep', () => {
  it.each([
    [press('ArrowDown'), false, 'next'],
    [press('ArrowUp'), false, 'previous'],
    [press('Home'), false, 'first'],
    [press('End'), false, 'last'],
    [press('PageDown'), false, 'pageDown'],
    [press('PageUp'), false, 'pageUp'],
    // j and k only where the list asks for them, by the physical key.
    [press('j', 'KeyJ'), false, undefined],
    [press('j', 'KeyJ'), true, 'next'],
    [press('k', 'KeyK'), true, 'previous'],
    [press('о', 'KeyJ'), true, 'next'], // a Cyrillic layout's letter on the J key
    [press('J', 'KeyJ', { shiftKey: true }), true, undefined],
    [press('ArrowDown', 'ArrowDown', { shiftKey: true }), false, 'next'],
    [press('ArrowDown', 'ArrowDown', { altKey: true }), false, undefined],
    [press('j', 'KeyJ', { ctrlKey: true }), true, undefined],
    [press('Home', 'Home', { metaKey: true }), false, undefined],
    [press('ArrowLeft'), true, undefined],
    [press('Enter'), true, undefined],
    [press('l', 'KeyL'), true, undefined],
  ] as const)('%o (letters %s) is %s', (input, letters, step) => {
    expect(rowStep(input, letters)).toBe(step);
  });
});

describe('foldStep', () => {
  it.each([
    [press('ArrowLeft'), 'collapse'],
    [press('ArrowRight'), 'expand'],
    [press('ArrowLeft', 'ArrowLeft', { shiftKey: true }), undefined],
    [press('ArrowRight', 'ArrowRight', { altKey: true }), undefined], // the browser's Forward
    [press('ArrowDown'), undefined],
  ] as const)('%o is %s', (input, fold) => {
    expect(foldStep(input)).toBe(fold);
  });
});

describe('stepTo', () => {
  it.each([
    // step, at, count, page → row
    ['next', 0, 5, 3, 1],
    ['next', 4, 5, 3, 4], // stays on the last
    ['next', -1, 5, 3, 0], // nothing focused: the first
    ['previous', 3, 5, 3, 2],
    ['previous', 0, 5, 3, 0],
    ['previous', -1, 5, 3, 0],
    ['first', 3, 5, 3, 0],
    ['last', 0, 5, 3, 4],
    ['pageDown', 1, 5, 3, 4],
    ['pageDown', 3, 5, 3, 4],
    ['pageUp', 4, 5, 3, 1],
    ['pageUp', 1, 5, 3, 0],
    ['next', 0, 1, 3, 0],
  ] as const)('%s from %i of %i (page %i) is %i', (step, at, count, page, row) => {
    expect(stepTo(step, at, count, page)).toBe(row);
  });
});
