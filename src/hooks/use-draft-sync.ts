import { useEffect } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

/**
 * Calls `save` with the form's values on every change (each keystroke, pick or tick): the draft survives a
 * reload. `save` must be stable (a module function).
 */
export function useDraftSync<Values extends FieldValues>(
  watch: UseFormWatch<Values>,
  save: (values: Partial<Values>) => void,
) {
  useEffect(() => {
    const subscription = watch((values) => save(values as Partial<Values>));
    return () => subscription.unsubscribe();
  }, [watch, save]);
}
