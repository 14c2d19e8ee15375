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
