import type { API } from '../../../contract/api-paths';

// The outbox's stored shapes (outbox.ts), apart so the header's count and the screens' notes read them
// without the queue's code.

type Tender = typeof API.tender;
/** The writes that may wait in the outbox: the server honours `Idempotency-Key` on each. */
export type OutboxEndpoint =
  | Tender['invitationUpdate']
  | Tender['candidateUpdate']
  | Tender['questionCreate']
  | Tender['questionAnswer'];

/** One action waiting to be sent, as stored (JSON). */
export type OutboxAction = {
  /** Its Idempotency-Key, made when it was queued. */
  key: string;
  endpoint: OutboxEndpoint;
  params: { id: number };
  body: Record<string, unknown>;
  /** What the user did, in Russian: «Принять приглашение». */
  label: string;
  /** The part of a screen it belongs to (`proposal:12`): that part shows «Ждёт отправки». */
  scope: string;
  project: number;
  queuedAt: number;
  /** A proposal's form values: its text is never lost, sent or refused. */
  draft?: unknown;
};

/** An action the server refused after it waited: the reason is shown until the user dismisses it. */
export type OutboxRefusal = {
  key: string;
  label: string;
  scope: string;
  project: number;
  messages: string[];
  refusedAt: number;
  draft?: unknown;
};

export type OutboxState = { actions: OutboxAction[]; refusals: OutboxRefusal[] };
