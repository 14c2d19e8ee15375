import { z } from 'zod';

/**
 * Russian messages for every schema (DRF's wording where DRF has one). Schema-level messages still win.
 * Imported once for its side effect by each program's entry.
 */
export function configureZodRussian(): void {
  z.config(z.locales.ru());
  z.config({
    customError: (issue) => {
      if (issue.code === 'invalid_type' && issue.input === undefined) return 'Обязательное поле.';
      if (issue.code === 'invalid_type' && issue.input === null)
        return 'Это поле не может быть null.';
      if (issue.code === 'unrecognized_keys') return 'Неизвестное поле.';
      return undefined;
    },
  });
}
