import { afterAll, beforeAll, expect } from 'vitest';
import { rightDeniedMessage } from '../../../contract/agency-rights';
import type { Method } from './accounts';
import { unlimitedPlan } from './plans';
import { profileState } from './profile';
import { buildTestApp, type TestApp } from './test-app';
import { buildWorld, callerAs, type Role, type World } from './world';

/** In the middle of 2026 in Moscow, whatever the machine's clock says. */
export const PROFILE_NOW = new Date('2026-05-20T09:00:00Z');

/**
 * A test file's server with its world of visitors and a clock the file sets (`clock.now`), reset to
 * `PROFILE_NOW` for each file.
 */
export function useProfileApp() {
  const clock = { now: PROFILE_NOW };
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await buildTestApp({}, { clock: () => clock.now });
    world = await buildWorld(t.app);
    await unlimitedPlan(t.app, world.leader.contractorId!);
  });
  afterAll(() => t.close());

  const app = () => t.app;
  const as = callerAs(app, () => world);
  const agency = (role: Role) => world[role].contractorId!;

  /** Runs `action` and checks that the agency's profile is exactly as before it. */
  async function unchanged<T>(contractorId: number, action: () => Promise<T>): Promise<T> {
    const before = await profileState(t.app, contractorId);
    const result = await action();
    expect(await profileState(t.app, contractorId)).toEqual(before);
    return result;
  }

  /**
   * A write the leader may do, refused to everyone else: a guest (401), a client (403), the specialist (403
   * saying who may), and — for a row of the leader's agency — the other agency's leader (404); none of them
   * changes the leader's agency.
   */
  async function refusedToOthers(method: Method, url: string, body: unknown, row = true) {
    const leaderAgency = agency('leader');
    const expectations: [Role, number][] = [
      ['guest', 401],
      ['client', 403],
      ['specialist', 403],
    ];
    if (row) expectations.push(['otherLeader', 404]);
    for (const [role, status] of expectations) {
      const res = await unchanged(leaderAgency, () => as(role)(method, url, body));
      expect(res.status, `${role}: ${JSON.stringify(res.body)}`).toBe(status);
      if (role === 'specialist')
        expect(res.body).toEqual({ detail: rightDeniedMessage('editProfile') });
    }
  }

  return { clock, app, as, agency, world: () => world, unchanged, refusedToOthers };
}
