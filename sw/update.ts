/** The app asks a waiting worker to take over when the user presses «Обновить». */
export function registerUpdateMessages(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('message', (event: ExtendableMessageEvent) => {
    const data: unknown = event.data;
    if (
      typeof data === 'object' &&
      data !== null &&
      (data as { type?: unknown }).type === 'SKIP_WAITING'
    ) {
      void scope.skipWaiting();
    }
  });
}
