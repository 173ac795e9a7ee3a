import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useControllableState } from './useControllableState';

describe('useControllableState', () => {
  it('uncontrolled: keeps its own state and reports changes once', () => {
    const onValueChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultValue: 1, onValueChange }));
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
    act(() => result.current[1]((v) => v + 1));
    expect(result.current[0]).toBe(3);
    act(() => result.current[1](3));
    expect(onValueChange.mock.calls).toEqual([[2], [3]]);
  });

  it('controlled: shows the prop and only asks for changes', () => {
    const onValueChange = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useControllableState({ value, defaultValue: 0, onValueChange }), {
      initialProps: { value: 5 },
    });
    act(() => result.current[1](6));
    expect(result.current[0]).toBe(5);
    expect(onValueChange).toHaveBeenCalledWith(6);
    rerender({ value: 7 });
    expect(result.current[0]).toBe(7);
  });
});
