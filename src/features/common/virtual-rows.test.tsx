// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, expect, it } from 'vitest';
import { useVirtualRows } from './virtual-rows';

afterEach(cleanup);

const ROW = 32;
const VIEW = 320;

/**
 * A list of `count` rows in a scroller of VIEW px: all of one height (`fixed`), or the tenth of
 * each hundred twice as tall.
 */
function List({ count, fixed = false }: { count: number; fixed?: boolean }) {
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const { rows, height } = useVirtualRows({
    count,
    size: fixed ? ROW : (i) => (i % 100 === 10 ? 2 * ROW : ROW),
    scroller,
    list,
  });
  return (
    <div ref={scroller} data-testid="scroller">
      <ul ref={list} data-height={height}>
        {rows.map((r) => (
          <li key={r.index} data-index={r.index} data-start={r.start}>
            <button type="button" data-row>
              {r.index}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** jsdom lays nothing out: the scroller's box and scroll position, as a browser would give. */
function place(scroller: HTMLElement, scrollTop: number) {
  Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: VIEW });
  Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: scrollTop });
  // The list starts at the scroller's top, moved up by the scroll.
  scroller.querySelector('ul')!.getBoundingClientRect = () => ({ top: -scrollTop }) as DOMRect;
  act(() => {
    fireEvent.scroll(scroller);
  });
}

const shown = (container: HTMLElement) =>
  [...container.querySelectorAll('li')].map((li) => [
    Number(li.dataset.index),
    Number(li.dataset.start),
  ]);

it('places rows by their heights and puts only those near the view in the page', () => {
  const { container, getByTestId } = render(<List count={10_000} />);
  const total = 10_000 * ROW + 100 * ROW;
  expect(container.querySelector('ul')!.dataset.height).toBe(String(total));

  place(getByTestId('scroller'), 0);
  const top = shown(container);
  expect(top[0]).toEqual([0, 0]);
  // Row 11 starts after the tall row 10.
  expect(top.find(([i]) => i === 11)).toEqual([11, 12 * ROW]);
  expect(top.length).toBeLessThan(40);

  // Scrolled to the end: the last rows, none past the list's end.
  place(getByTestId('scroller'), total - VIEW);
  const end = shown(container);
  expect(end.at(-1)).toEqual([9_999, total - ROW]);
  expect(end.every(([i]) => i! < 10_000)).toBe(true);
  expect(end.length).toBeLessThan(40);
});

it('places rows of one height by arithmetic, the same way', () => {
  const { container, getByTestId } = render(<List count={10_000} fixed />);
  expect(container.querySelector('ul')!.dataset.height).toBe(String(10_000 * ROW));
  place(getByTestId('scroller'), 100 * ROW);
  const middle = shown(container);
  // The view's rows and the overscan around them (320 px: ten rows each side).
  expect(middle[0]).toEqual([90, 90 * ROW]);
  expect(middle.at(-1)).toEqual([120, 120 * ROW]);
  place(getByTestId('scroller'), 10_000 * ROW - VIEW);
  expect(shown(container).at(-1)).toEqual([9_999, 9_999 * ROW]);
});

it('lays a short list out whole', () => {
  const { container } = render(<List count={5} />);
  expect(shown(container)).toEqual([
    [0, 0],
    [1, ROW],
    [2, 2 * ROW],
    [3, 3 * ROW],
    [4, 4 * ROW],
  ]);
  expect(container.querySelector('ul')!.dataset.height).toBe(String(5 * ROW));
});

/** Rows named by ID (their keys), each a button showing its ID. */
function Keyed({ ids }: { ids: readonly string[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const { rows } = useVirtualRows({
    count: ids.length,
    size: ROW,
    scroller,
    list,
    keyOf: (i) => ids[i]!,
  });
  return (
    <div ref={scroller} data-testid="scroller">
      <ul ref={list}>
        {rows.map((r) => (
          <li key={ids[r.index]} data-index={r.index}>
            <button type="button" data-row>
              {ids[r.index]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

it('keeps the focused row in the page by its key while rows come above it out of view', () => {
  const ids = Array.from({ length: 1000 }, (_, i) => `row ${i}`);
  const { getByTestId, getByText, rerender } = render(<Keyed ids={ids} />);
  const scroller = getByTestId('scroller');
  place(scroller, 0);
  act(() => getByText('row 5').focus());
  place(scroller, 500 * ROW);
  expect(document.activeElement?.textContent).toBe('row 5');
  // Three rows come first (new conversations, say): "row 5" is now the ninth.
  rerender(<Keyed ids={['new 0', 'new 1', 'new 2', ...ids]} />);
  expect(document.activeElement?.textContent).toBe('row 5');
  expect(getByText('row 5').closest('li')!.dataset.index).toBe('8');
  // Gone from the list: nothing is kept in its place.
  rerender(<Keyed ids={ids.filter((id) => id !== 'row 5')} />);
  expect(document.querySelector('li[data-index="5"]')).toBeNull();
});
