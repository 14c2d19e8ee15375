import { describe, expect, it } from 'vitest';
import { endSession, onLogout } from '../../src/lib/logout';

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
});
