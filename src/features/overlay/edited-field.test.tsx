// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEditedField } from './edited-field';

const hook = (initial: number) =>
  renderHook(({ current }) => useEditedField(current), { initialProps: { current: initial } });

describe('useEditedField', () => {
  it('follows the store until edited, then keeps the edit and the value it started from', () => {
    const { result, rerender } = hook(1);
    rerender({ current: 2 });
    expect(result.current).toMatchObject({ value: 2, base: 2, dirty: false });
    act(() => result.current.set(5));
    // Someone else changes it meanwhile: the edit stays, `base` is what the user saw.
    rerender({ current: 3 });
    expect(result.current).toMatchObject({ value: 5, base: 2, dirty: true });
  });

  it('setting the value back to where it started is not a change', () => {
    const { result } = hook(1);
    act(() => result.current.set(4));
    act(() => result.current.set(1));
    expect(result.current.dirty).toBe(false);
  });

  it('after saving: shows the saved value until the store has moved, then follows it', () => {
    const { result, rerender } = hook(1);
    act(() => result.current.set(4));
    act(() => result.current.commit());
    expect(result.current).toMatchObject({ value: 4, dirty: false });
    rerender({ current: 4 });
    expect(result.current.value).toBe(4);
    rerender({ current: 9 });
    expect(result.current).toMatchObject({ value: 9, base: 9, dirty: false });
  });

  it('a new edit after saving starts from the saved value', () => {
    const { result } = hook(1);
    act(() => result.current.set(4));
    act(() => result.current.commit());
    act(() => result.current.set(6));
    expect(result.current).toMatchObject({ value: 6, base: 4, dirty: true });
  });

  it('reset (Discard, or a conflict) goes back to the store', () => {
    const { result, rerender } = hook(1);
    act(() => result.current.set(4));
    rerender({ current: 7 });
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ value: 7, dirty: false });
  });
});
