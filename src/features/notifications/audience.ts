import { NOTIFICATION_EVENTS, type NotificationKind } from '../../../contract/notification-events';

/** Whose kinds a screen lists: a client's (the dashboard) or an agency person's (the panel). */
export type NotificationAudience = (typeof NOTIFICATION_EVENTS)[NotificationKind]['audience'];

export const isKindOf = (audience: NotificationAudience) => (kind: NotificationKind) =>
  NOTIFICATION_EVENTS[kind].audience === audience;

export const kindLabel = (kind: NotificationKind) => NOTIFICATION_EVENTS[kind].label;
