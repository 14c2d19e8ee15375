// The badge helper lives with the worker, which uses it too; the app imports it from here.
export { clearAppBadge, isBadgeSupported, setAppBadge } from '../../../sw/badge';
