// Kept apart from api-client so the app can register its logout without loading the client on the first screen.
let onUnauthorized: (() => void) | null = null;

/** The app registers its logout here; the HTTP client calls it on any 401. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

export function notifyUnauthorized(): void {
  onUnauthorized?.();
}
