import { describe, expect, it } from 'vitest';
import { type GridKey, moveInGrid } from './grid-nav';

// Three sections of 4 columns: 6 emoji (rows of 4 and 2), none, and 3.
const sizes = [6, 0, 3];
const move = (section: number, index: number, key: GridKey) =>
  moveInGrid(sizes, 4, { section, index }, key);

describe('moving through the emoji grid', () => {
  it.each([
    ['right within a row', [0, 1], 'ArrowRight', [0, 2]],
    ['right past a section, skipping an empty one', [0, 5], 'ArrowRight', [2, 0]],
    ['right at the very end stays', [2, 2], 'ArrowRight', [2, 2]],
    ['left into the section before', [2, 0], 'ArrowLeft', [0, 5]],
    ['left at the very start stays', [0, 0], 'ArrowLeft', [0, 0]],
    ['down a row in the same column', [0, 1], 'ArrowDown', [0, 5]],
    ['down onto a shorter last row: its last emoji', [0, 3], 'ArrowDown', [0, 5]],
    ['down from the last row into the next section, same column', [0, 5], 'ArrowDown', [2, 1]],
    ['down into a section narrower than the column', [0, 4], 'ArrowDown', [2, 0]],
    ['up a row', [0, 5], 'ArrowUp', [0, 1]],
    ['up into the last row of the section above', [2, 1], 'ArrowUp', [0, 5]],
    ['up into a short last row past its end', [2, 2], 'ArrowUp', [0, 5]],
    ['up at the top stays', [0, 2], 'ArrowUp', [0, 2]],
    ['Home', [2, 2], 'Home', [0, 0]],
    ['End', [0, 0], 'End', [2, 2]],
  ] as const)('%s', (_name, [section, index], key, [toSection, toIndex]) => {
    expect(move(section, index, key)).toEqual({ section: toSection, index: toIndex });
  });
});
