import type { Clock } from '../../app-context';

/** Reset mails one address gets an hour: the form is open to anyone, so more would flood a mailbox. */
export const RESET_MAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Whether one more reset mail may go to user `userId` now (by the app's clock), and counts it if so. Kept in
 * this process, as the other auth limits are; the request answers 204 either way, so nothing is revealed.
 */
export function resetMailLimit(clock: Clock) {
  const sent = new Map<number, number[]>();
  return function allowResetMail(userId: number): boolean {
    const now = clock().getTime();
    const recent = (sent.get(userId) ?? []).filter((at) => at > now - HOUR_MS && at <= now);
    const allowed = recent.length < RESET_MAILS_PER_HOUR;
    if (allowed) recent.push(now);
    if (recent.length > 0) sent.set(userId, recent);
    else sent.delete(userId);
    return allowed;
  };
}

export type ResetMailLimit = ReturnType<typeof resetMailLimit>;
