import { signal } from '../signal';
import type { OutboxState } from './outbox-types';

// The logged-in user's outbox as the screens show it (the header's count, «Ждёт отправки» on an action, a
// refusal's reason): written by app-outbox.ts, empty for a guest and after logout.
export const EMPTY_OUTBOX: OutboxState = { actions: [], refusals: [] };
export const outboxState = signal<OutboxState>(EMPTY_OUTBOX);
