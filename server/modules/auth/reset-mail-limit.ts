import type { Clock } from '../../app-context';
import { memoryCounters, type WindowCounters } from '../../security/counters';

/** Reset mails one address gets an hour: the form is open to anyone, so more would flood a mailbox. */
export const RESET_MAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Whether one more reset mail may go to user `userId` now (by the app's clock), and counts it if so: at most
 * `RESET_MAILS_PER_HOUR` in the hour from the first. Counted in `counters` (`app.counters`: PostgreSQL with
 * `DATABASE_URL`, so every process shares the count); the request answers 204 either way, so nothing is
 * revealed.
 */
export function resetMailLimit(clock: Clock, counters: WindowCounters = memoryCounters()) {
  return async function allowResetMail(userId: number): Promise<boolean> {
    const window = await counters.hit(`reset-mail|${userId}`, HOUR_MS, clock().getTime());
    return window.count <= RESET_MAILS_PER_HOUR;
  };
}

export type ResetMailLimit = ReturnType<typeof resetMailLimit>;
