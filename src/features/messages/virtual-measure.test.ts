// @vitest-environment jsdom
// The feed's virtualizer learns sizes from observers, never by reading layout as rows render:
// a mounting row takes its known size or the estimate; the scroller's size is the one laid out
// before, read at once only when none is known.
import type { Virtualizer } from '@tanstack/react-virtual';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { measureRow, observeScroller } from './virtual-measure';

type Feed = Virtualizer<HTMLDivElement, HTMLDivElement>;

/** An element whose layout reads are counted. */
function counted(width: number, height: number) {
  const el = document.createElement('div');
  el.setAttribute('data-index', '3');
  const reads = { n: 0 };
  for (const [prop, value] of [
    ['clientWidth', width],
    ['clientHeight', height],
    ['offsetHeight', height],
  ] as const) {
    Object.defineProperty(el, prop, {
      get: () => {
        reads.n++;
        return value;
      },
    });
  }
  return { el, reads };
}

const feed = (over: Partial<Feed> = {}) =>
  ({
    indexFromElement: (el: Element) => Number(el.getAttribute('data-index')),
    measurementsCache: [],
    options: { estimateSize: (i: number) => 40 + i },
    ...over,
  }) as unknown as Feed;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('measureRow', () => {
  it('takes the size its observer reports', () => {
    const { el, reads } = counted(600, 120);
    const entry = { borderBoxSize: [{ blockSize: 87.6, inlineSize: 600 }] };
    expect(measureRow(el, entry as unknown as ResizeObserverEntry, feed())).toBe(88);
    expect(reads.n).toBe(0);
  });

  it.each([
    ['its known size', feed({ measurementsCache: { 3: { size: 64 } } as never }), 64],
    ['the estimate', feed(), 43],
  ])('as the row mounts, takes %s without reading its layout', (_what, v, size) => {
    const { el, reads } = counted(600, 120);
    expect(measureRow(el, undefined, v)).toBe(size);
    expect(reads.n).toBe(0);
  });
});

describe('observeScroller', () => {
  const observers: { cb: () => void }[] = [];
  const stubObserver = () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(readonly cb: () => void) {
          observers.push(this);
        }
        observe() {}
        disconnect() {}
      },
    );
  };

  it('starts from the size laid out before, reading nothing, then follows its observer', () => {
    stubObserver();
    const { el, reads } = counted(700, 650);
    const cb = vi.fn();
    observeScroller(feed({ scrollElement: el } as never), cb, { width: 700, height: 640 });
    expect(cb).toHaveBeenLastCalledWith({ width: 700, height: 640 });
    expect(reads.n).toBe(0);
    observers.at(-1)!.cb();
    expect(cb).toHaveBeenLastCalledWith({ width: 700, height: 650 });
  });

  it('reads the size at once when none is known', () => {
    stubObserver();
    const { el } = counted(700, 650);
    const cb = vi.fn();
    observeScroller(feed({ scrollElement: el } as never), cb);
    expect(cb).toHaveBeenLastCalledWith({ width: 700, height: 650 });
  });
});
