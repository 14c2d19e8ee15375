/** A non-2xx answer; `data` is the parsed body (DRF: `{"detail"}` or `{"field": ["…"]}`), or null. */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;

  constructor(status: number, data: unknown) {
    super(`HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

/** The machine `code` beside a DRF `detail` (`user_inactive`, `already_active`…), if the error has one. */
export function apiErrorCode(error: unknown): string | null {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null)
    return null;
  const code = (error.data as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}
