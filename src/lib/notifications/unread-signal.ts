import { signal } from '../signal';

// The unread count for the header's bell and the panel menu (shared components, which cannot import the
// notifications feature): the feature's hub writes it, null while unknown (a guest, or nothing loaded yet).
export const unreadNotifications = signal<number | null>(null);
