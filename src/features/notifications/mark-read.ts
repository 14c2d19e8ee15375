import type { QueryClient } from '@tanstack/react-query';
import { createReadQueue, type ReadQueue } from './read-queue';
import { markReadInWindow } from './window-cache';

// One read queue per user in this tab: the page's marks and the hub's flushes share it.
const queues = new Map<number, ReadQueue>();
export const readQueueOf = (userId: number): ReadQueue => {
  let queue = queues.get(userId);
  if (!queue) queues.set(userId, (queue = createReadQueue(userId)));
  return queue;
};

/**
 * Marks one notification or all of them read: on screen at once, then on the server when it can be reached
 * (offline, the mark waits and goes out on reconnect). Resolves when the server has it or it is queued.
 */
export async function markNotificationsRead(
  client: QueryClient,
  userId: number,
  which: number | 'all',
): Promise<void> {
  markReadInWindow(client, which);
  const queue = readQueueOf(userId);
  await queue.add(which);
  await queue.flush().catch(() => undefined); // it stays queued; the hub flushes again when back online
}
