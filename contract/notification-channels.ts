// How a notification reaches its user: the channels, what each kind uses by default, and the kinds that
// cannot be turned off. Plain values, no zod: the preferences screen and the server read them alike.
import { NOTIFICATION_KINDS, type NotificationKind } from './notification-events';

export const NOTIFICATION_CHANNELS = ['in_app', 'push', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  in_app: 'В приложении',
  push: 'На устройство',
  email: 'Письмо',
};

/** One kind's switches: `true` — this channel delivers it. */
export type ChannelSwitches = Record<NotificationChannel, boolean>;

/**
 * Kinds about who can act for an agency and what it pays: every channel stays on, whatever is stored
 * (a new person in the team, a changed tariff must never pass unnoticed).
 */
export const LOCKED_KINDS: readonly NotificationKind[] = [
  'employee_joined',
  'subscription_changed',
];
export const LOCKED_NOTE = 'Уведомления о доступе к агентству и об оплате отключить нельзя.';

/** Mail only for what needs an answer or changes the work; the rest lives in the app and on the device. */
const EMAIL_BY_DEFAULT: readonly NotificationKind[] = [
  'invitation_received',
  'proposal_submitted',
  'winner_chosen',
  'work_accepted',
  'tender_question_asked',
  'tender_brief_changed',
  'review_received',
  ...LOCKED_KINDS,
];

export const isLockedKind = (kind: NotificationKind) => LOCKED_KINDS.includes(kind);

export function defaultSwitches(kind: NotificationKind): ChannelSwitches {
  return { in_app: true, push: true, email: EMAIL_BY_DEFAULT.includes(kind) };
}

/** What applies: the stored choice over the default, and locked kinds always on. */
export function effectiveSwitches(
  kind: NotificationKind,
  stored: Partial<ChannelSwitches> | undefined,
): ChannelSwitches {
  if (isLockedKind(kind)) return { in_app: true, push: true, email: true };
  return { ...defaultSwitches(kind), ...stored };
}

/** Every kind with its effective switches, in the catalogue's order. */
export function preferenceGrid(
  stored: ReadonlyMap<NotificationKind, Partial<ChannelSwitches>>,
): { kind: NotificationKind; switches: ChannelSwitches; locked: boolean }[] {
  return NOTIFICATION_KINDS.map((kind) => ({
    kind,
    switches: effectiveSwitches(kind, stored.get(kind)),
    locked: isLockedKind(kind),
  }));
}
