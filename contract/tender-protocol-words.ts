import { quoteName } from './quote';
import type { ProtocolEvent } from './tender-protocol-api';

// How a protocol's step reads on the screen and in the PDF alike. Plain functions, no zod: the app's screens
// import them.

type Step = Pick<ProtocolEvent, 'label' | 'side' | 'actor' | 'agency'>;

/** «Приглашение отправлено: «Северный ветер»»: the client's or the platform's step names the agency. */
export const stepText = (step: Step) =>
  step.side !== 'agency' && step.agency ? `${step.label}: ${quoteName(step.agency)}` : step.label;

/** «Иван Петров («Северный ветер»)» for an agency's person, else the person or the company; «—» hidden. */
export function whoText(step: Step): string {
  if (step.side === 'agency' && step.actor && step.agency)
    return `${step.actor} (${quoteName(step.agency)})`;
  if (step.side === 'agency' && !step.actor) return step.agency ? quoteName(step.agency) : '—';
  return step.actor || '—';
}
