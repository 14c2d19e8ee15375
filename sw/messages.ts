import type { SW_MESSAGE } from '../contract/worker-protocol';

type MessageType = (typeof SW_MESSAGE)[keyof typeof SW_MESSAGE];

/** Runs `handle` for every message `{type}` the app posts; it replies `{done: true}` on a given port. */
export function onAppMessage(
  scope: ServiceWorkerGlobalScope,
  type: MessageType,
  handle: (data: Record<string, unknown>) => Promise<unknown>,
): void {
  scope.addEventListener('message', (event: ExtendableMessageEvent) => {
    const data: unknown = event.data;
    if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== type)
      return;
    const done = handle(data as Record<string, unknown>).then(() =>
      event.ports[0]?.postMessage({ done: true }),
    );
    event.waitUntil(done);
  });
}
