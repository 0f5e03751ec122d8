/**
 * Arrow keys in the picker's grid of sections: left and right step through every emoji in
 * order; up and down keep the column, crossing into the section above or below (whose last or
 * first row may be shorter).
 */
export interface GridPosition {
  section: number;
  index: number;
}

export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

export function moveInGrid(
  sizes: readonly number[],
  columns: number,
  at: GridPosition,
  key: GridKey,
): GridPosition {
  const last = sizes.length - 1;
  const nonEmpty = (from: number, step: 1 | -1) => {
    for (let s = from; s >= 0 && s <= last; s += step) if (sizes[s]! > 0) return s;
    return undefined;
  };
  const { section, index } = at;
  const col = index % columns;
  switch (key) {
    case 'Home': {
      const s = nonEmpty(0, 1);
      return s === undefined ? at : { section: s, index: 0 };
    }
    case 'End': {
      const s = nonEmpty(last, -1);
      return s === undefined ? at : { section: s, index: sizes[s]! - 1 };
    }
    case 'ArrowRight': {
      if (index + 1 < sizes[section]!) return { section, index: index + 1 };
      const s = nonEmpty(section + 1, 1);
      return s === undefined ? at : { section: s, index: 0 };
    }
    case 'ArrowLeft': {
      if (index > 0) return { section, index: index - 1 };
      const s = nonEmpty(section - 1, -1);
      return s === undefined ? at : { section: s, index: sizes[s]! - 1 };
    }
    case 'ArrowDown': {
      if (index + columns < sizes[section]!) return { section, index: index + columns };
      // In the section's last row already? Then down to the next section's first row.
      const lastRow = Math.floor((sizes[section]! - 1) / columns);
      if (Math.floor(index / columns) < lastRow) {
        return { section, index: sizes[section]! - 1 };
      }
      const s = nonEmpty(section + 1, 1);
      return s === undefined ? at : { section: s, index: Math.min(col, sizes[s]! - 1) };
    }
    case 'ArrowUp': {
      if (index - columns >= 0) return { section, index: index - columns };
      const s = nonEmpty(section - 1, -1);
      if (s === undefined) return at;
      const lastRowStart = Math.floor((sizes[s]! - 1) / columns) * columns;
      return { section: s, index: Math.min(lastRowStart + col, sizes[s]! - 1) };
    }
  }
}
