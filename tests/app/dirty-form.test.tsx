import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDirtyForm } from '../../src/hooks/use-dirty-form';
import { hasUnsavedChanges } from '../../src/lib/pwa/unsaved-changes';

describe('a form with unsaved input holds off reloads', () => {
  it('is dirty from the first edit until saved, and not after it unmounts', () => {
    const { result, unmount } = renderHook(() => useDirtyForm());
    expect(hasUnsavedChanges()).toBe(false);
    act(() => result.current.onValuesChange());
    expect(hasUnsavedChanges()).toBe(true);
    act(() => result.current.markSaved());
    expect(hasUnsavedChanges()).toBe(false);
    act(() => result.current.onValuesChange());
    unmount();
    expect(hasUnsavedChanges()).toBe(false);
  });
});
