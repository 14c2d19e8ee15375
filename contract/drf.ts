import { z } from 'zod';
import { plainText } from './text';

/** Django REST Framework page: `{count, next, previous, results}`. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

export { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './page-size';

/**
 * `?page&page_size` as DRF's PageNumberPagination reads them: a bad or past-the-end `page` is a 404 (checked by
 * the server, not here), a bad `page_size` falls back to the default, a large one is capped.
 */
export const pageQuery = z.object({
  page: plainText().max(20).optional(),
  page_size: plainText().max(20).optional(),
});

/** `{"detail": "…"}` — every non-validation error (401, 403, 404, 405, 415, 429, 5xx). */
export const errorDetail = z.object({ detail: z.string(), code: z.string().optional() });
export type ErrorDetail = z.infer<typeof errorDetail>;

/** `{"field": ["…"], "non_field_errors": ["…"]}` — 400 validation errors. */
export const validationErrors = z.record(z.string(), z.array(z.string()));
export type ValidationErrors = z.infer<typeof validationErrors>;

/** Boolean query flags as DRF's BooleanFilter reads them. */
export const queryFlag = z
  .enum(['true', 'false', '1', '0', 'True', 'False'], { error: 'Должно быть true или false.' })
  .transform((v) => v === 'true' || v === '1' || v === 'True');

/** The largest value of PostgreSQL's `integer`, the type of every id column. */
export const INT4_MAX = 2147483647;

/**
 * An id in a path (`{id}`, an invoice's `{number}`): a positive 32-bit integer written the one canonical way —
 * decimal digits, no sign, no leading zero, no exponent, no spaces (`2`, never `+2`, `02`, `2e0`, ` 2`, `0x2`).
 * Anything else, and an id beyond the column's range, cannot exist → 404 (the validator answers a bad path
 * parameter so). Every id-like path parameter is this one schema.
 */
export const idParam = () =>
  plainText()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .pipe(z.number().max(INT4_MAX));

/** `{id}` path parameter. */
export const idParams = z.object({ id: idParam() });
