// Page sizes of every list (no zod: the app imports them from here, drf.ts re-exports them).
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
