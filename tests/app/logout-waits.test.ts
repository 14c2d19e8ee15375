import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endSession, FAREWELL_LIMIT_MS, onLogout, onLogoutFarewell } from '../../src/lib/logout';
import { getSession } from '../../src/lib/session';
import { noContent, stubApi } from './auth-support';
import { visitAs } from './helpers';

const BLACKLIST = '/auth/api/v1/jwt/blacklist/';

// The revoke's code is loaded ahead: the order seen below is the logout's, not the module loader's.
beforeAll(() => import('../../src/lib/token-refresh'));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('logout', () => {
  it('is over only when every listener’s work is, even a slow or failing one', async () => {
    const done: string[] = [];
    let finishWipe = () => {};
    const stopSlow = onLogout(
      () => new Promise<void>((resolve) => (finishWipe = () => (done.push('wipe'), resolve()))),
    );
    const stopFailing = onLogout(() => Promise.reject(new Error('storage gone')));
    const stopSync = onLogout(() => void done.push('socket'));

    let ended = false;
    const ending = endSession().then(() => (ended = true));
    await Promise.resolve();
    expect(done).toEqual(['socket']);
    expect(ended).toBe(false);

    finishWipe();
    await ending;
    expect(done).toEqual(['socket', 'wipe']);
    [stopSlow, stopFailing, stopSync].forEach((stop) => stop());
  });

  it('says its farewells with the ending login’s token, after the cookie is gone and before the revoke', async () => {
    const api = stubApi({ [`POST ${BLACKLIST}`]: () => noContent() });
    visitAs('client');
    const heard: Array<{ access: string; cookie: boolean; revoked: boolean }> = [];
    const stop = onLogoutFarewell(async (access) => {
      await new Promise((resolve) => setTimeout(resolve, 50)); // a request's time: the revoke still waits
      heard.push({
        access,
        cookie: getSession().token !== null,
        revoked: api.callsTo(BLACKLIST).length > 0,
      });
    });
    await endSession();
    stop();
    expect(heard).toEqual([{ access: 'access-token', cookie: false, revoked: false }]);
    // vi.waitFor gives up after 1 s by default: a hang guard on a busy machine needs longer.
    await vi.waitFor(
      () =>
        expect(api.callsTo(BLACKLIST).map((call) => call.body)).toEqual([
          { refresh: 'refresh-token' },
        ]),
      { timeout: 60_000 },
    );
  });

  it('revokes the login anyway when a farewell hangs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const api = stubApi({ [`POST ${BLACKLIST}`]: () => noContent() });
    visitAs('client');
    const stop = onLogoutFarewell(() => new Promise<void>(() => {}));
    const ending = endSession();
    await vi.advanceTimersByTimeAsync(FAREWELL_LIMIT_MS - 1);
    expect(api.callsTo(BLACKLIST)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await ending;
    stop();
    vi.useRealTimers();
    await vi.waitFor(() => expect(api.callsTo(BLACKLIST)).toHaveLength(1), { timeout: 60_000 });
  });
});
