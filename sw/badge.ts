// The app badge (Badging API), usable from the app and from the worker: both have `navigator`.
// Browsers without it (Firefox, Safari outside an installed app) simply show no badge.
type BadgeNavigator = {
  setAppBadge?: (contents?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

const badgeNavigator = (): BadgeNavigator | undefined =>
  (globalThis as { navigator?: BadgeNavigator }).navigator;

export const isBadgeSupported = (): boolean => typeof badgeNavigator()?.setAppBadge === 'function';

/** Shows `count` on the installed app's icon; 0 clears it. Resolves false where unsupported or refused. */
export async function setAppBadge(count: number): Promise<boolean> {
  const nav = badgeNavigator();
  if (typeof nav?.setAppBadge !== 'function') return false;
  try {
    if (count > 0) await nav.setAppBadge(count);
    else if (typeof nav.clearAppBadge === 'function') await nav.clearAppBadge();
    else await nav.setAppBadge(0);
    return true;
  } catch {
    return false; // e.g. no permission to show notifications
  }
}

export const clearAppBadge = (): Promise<boolean> => setAppBadge(0);
