import type { FastifyInstance } from 'fastify';
import type { NotificationKind } from '../../../contract/notification-events';
import type { SocketMessage } from '../../../contract/notifications';
import { notifications } from '../../../server/db/schema';
import { notify } from '../../../server/realtime';
import { call } from './accounts';
import type { Role, World } from './world';

// Notifications in tests: made straight through `notify` at a chosen moment, and a socket client that keeps
// every message it gets from the first one on.

export const NOTIFICATIONS = '/notification/api/v1/notifications';

/** One notification of `kind` for each of `users`, at `at`; its ids. */
export async function seedNotification(
  app: FastifyInstance,
  users: number[],
  at: Date,
  kind: Extract<NotificationKind, 'profile_published' | 'employee_joined'> = 'profile_published',
): Promise<number[]> {
  const params =
    kind === 'employee_joined'
      ? { employee: 'Полина Егорова', email: 'p@test.example', agency: 'Тест' }
      : { agency: 'Тестовое агентство', contractor_id: 1 };
  return app.db.db.transaction((tx) => notify(tx, { kind, recipients: users, params, at }));
}

export const countNotifications = async (app: FastifyInstance) =>
  (await app.db.db.select({ id: notifications.id }).from(notifications)).length;

/** What the tests use of a `ws` client socket (the package ships no types here). */
export interface ClientSocket {
  send: (data: string) => void;
  close: () => void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): void;
  on(event: 'ping', listener: () => void): void;
  pong: () => void;
}

export interface TestSocket {
  /** The next message not taken yet (waits for it, at most `timeoutMs`). */
  next: (timeoutMs?: number) => Promise<SocketMessage>;
  /** Whether a message arrives within `ms`; false when none does. */
  silentFor: (ms: number) => Promise<boolean>;
  send: (message: unknown) => void;
  closed: Promise<{ code: number; reason: string }>;
  close: () => void;
}

/** Opens `path` through `injectWS`; rejects when the handshake is refused (its HTTP status in the message). */
export async function openSocket(
  app: FastifyInstance,
  path: string,
  headers: Record<string, string> = {},
  // injectWS's client does not answer pings by itself: a live peer does, a dead one (false) does not.
  { answerPings = true }: { answerPings?: boolean } = {},
): Promise<TestSocket> {
  let socket!: TestSocket;
  const onInit = (raw: unknown) => (socket = testSocket(raw as ClientSocket, { answerPings }));
  await app.injectWS(path, { headers }, { onInit });
  return socket;
}

/**
 * Keeps every message `ws` gets from now on (call it before the first can arrive): an `injectWS` client, or
 * a `ws` client over the network (which answers pings by itself).
 */
export function testSocket(ws: ClientSocket, { answerPings = false } = {}): TestSocket {
  const inbox: SocketMessage[] = [];
  let wake: (() => void) | null = null;
  let resolveClosed!: (value: { code: number; reason: string }) => void;
  const closed = new Promise<{ code: number; reason: string }>((r) => (resolveClosed = r));
  ws.on('message', (data) => {
    inbox.push(JSON.parse(data.toString('utf8')) as SocketMessage);
    wake?.();
  });
  ws.on('close', (code, reason) => resolveClosed({ code, reason: reason.toString('utf8') }));
  if (answerPings) ws.on('ping', () => ws.pong());
  const waitFor = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (inbox.length > 0) return resolve(true);
      const timer = setTimeout(() => resolve(false), ms);
      wake = () => {
        clearTimeout(timer);
        wake = null;
        resolve(true);
      };
    });
  return {
    next: async (timeoutMs = 5_000) => {
      if (!(await waitFor(timeoutMs))) throw new Error(`no socket message in ${timeoutMs} ms`);
      return inbox.shift()!;
    },
    silentFor: async (ms) => !(await waitFor(ms)),
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    closed,
    close: () => ws.close(),
  };
}

/** The user ids of the world's people who get notifications (the guest has none). */
export async function userIdsOf(
  app: FastifyInstance,
  world: World,
): Promise<Partial<Record<Role, number>>> {
  const ids: Partial<Record<Role, number>> = {};
  for (const role of ['client', 'otherClient', 'leader', 'manager', 'specialist'] as const) {
    const me = await call<{ id: number }>(app, 'GET', '/auth/api/v1/users/me/', {
      token: world[role].session!.access,
    });
    ids[role] = me.body.id;
  }
  return ids;
}
