import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasUnsavedChanges, setFormDirty } from '../../src/lib/pwa/unsaved-changes';
import {
  applyUpdate,
  pwaState,
  setUpdateApplier,
  UNSAVED_CHANGES_CONFIRM,
} from '../../src/lib/pwa/pwa-state';

afterEach(() => {
  setFormDirty('profile', false);
  setFormDirty('password', false);
});

describe('dirty-form registry', () => {
  it('holds while any form has unsaved input', () => {
    expect(hasUnsavedChanges()).toBe(false);
    setFormDirty('profile', true);
    setFormDirty('password', true);
    setFormDirty('profile', false);
    expect(hasUnsavedChanges()).toBe(true);
    setFormDirty('password', false);
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('a form marked dirty twice is clean after one save', () => {
    setFormDirty('profile', true);
    setFormDirty('profile', true);
    setFormDirty('profile', false);
    expect(hasUnsavedChanges()).toBe(false);
  });
});

describe('«Обновить»', () => {
  it('switches to the new build at once when no form has unsaved input', () => {
    const switchBuild = vi.fn();
    const confirm = vi.fn(() => false);
    setUpdateApplier(switchBuild);
    pwaState.needRefresh.value = true;
    applyUpdate(confirm);
    expect(confirm).not.toHaveBeenCalled();
    expect(switchBuild).toHaveBeenCalledOnce();
    expect(pwaState.needRefresh.value).toBe(false);
  });

  it('over unsaved input only when the user confirms losing it', () => {
    const switchBuild = vi.fn();
    setUpdateApplier(switchBuild);
    setFormDirty('profile', true);
    pwaState.needRefresh.value = true;

    applyUpdate(() => false);
    expect(switchBuild).not.toHaveBeenCalled();
    expect(pwaState.needRefresh.value).toBe(true);

    const confirm = vi.fn(() => true);
    applyUpdate(confirm);
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_CONFIRM);
    expect(switchBuild).toHaveBeenCalledOnce();
  });
});
