import { onLogoutFarewell } from '../logout';

/**
 * At logout the device stops getting this user's pushes (a shared phone). The push code loads only then,
 * and only where push exists: the first screen does not carry it.
 */
export function registerPushLogout(): () => void {
  return onLogoutFarewell(async (access) => {
    if (typeof window === 'undefined' || !('PushManager' in window)) return;
    const { forgetDevicePush } = await import('./push-subscription');
    await forgetDevicePush(access);
  });
}
