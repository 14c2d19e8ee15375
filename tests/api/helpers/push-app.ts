import { afterAll, beforeAll } from 'vitest';
import { call, registerActive, type Session } from './accounts';
import { startFakePushService, type FakePushService } from './push';
import { buildTestApp, type TestApp } from './test-app';

// The push tests' world: their app at a fixed clock beside a fake push service, and the users they make.

// Set by usePushApp before the file's tests; a test reads them through the import's live binding (each test
// file has its own copy of this module).
export let t: TestApp;
export let service: FakePushService;

/** Starts the file's app (its clock at `now`) and a fake push service before its tests; closes both after. */
export function usePushApp(now: Date) {
  beforeAll(async () => {
    t = await buildTestApp({}, { clock: () => now });
    service = await startFakePushService();
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });
}

export interface Person {
  session: Session;
  id: number;
}

/** A new, active client of `app` (the file's by default) and their user id. */
export async function person(app = t.app): Promise<Person> {
  const session = await registerActive(app, 'client');
  const me = await call<{ id: number }>(app, 'GET', '/auth/api/v1/users/me/', {
    token: session.access,
  });
  return { session, id: me.body.id };
}
