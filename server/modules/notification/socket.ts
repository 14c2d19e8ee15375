import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { NOTIFICATION_SOCKET_PATH } from '../../../contract/api-paths';
import {
  NOTIFICATION_MESSAGES,
  SOCKET_CLOSE,
  socketCommand,
  type SocketMessage,
} from '../../../contract/notifications';
import { HttpError, MESSAGES } from '../../http/errors';
import { unreadCountOf, type Subscriber } from '../../realtime';
import { authenticateAccess, type Principal } from '../auth';
import { markRead, notificationWindow, readAll } from './notifications.service';

/** A peer that reads slower than we write gets dropped instead of growing our memory without bound. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Commands waiting for their turn: a client that sends faster than they are answered is closed (1008). */
const MAX_PENDING_COMMANDS = 100;

/** What we use of a `ws` socket (the package ships no types here). */
interface PeerSocket {
  readonly OPEN: number;
  readonly readyState: number;
  readonly bufferedAmount: number;
  send: (data: string) => void;
  ping: () => void;
  close: (code: number, reason: string) => void;
  terminate: () => void;
  on(event: 'message', listener: (data: Buffer | ArrayBuffer | Buffer[]) => void): void;
  on(event: 'pong' | 'close', listener: () => void): void;
}

type SocketRequest = FastifyRequest<{
  Params: { userId: string };
  Querystring: { token?: string };
}>;

/**
 * Browsers always send `Origin` on a WebSocket handshake, so a page of another site is refused here (a socket
 * is not covered by CORS). The app's own pages are those of PUBLIC_URL, or of the host the request was sent
 * to (`npm run dev`'s proxy, `localhost:8080` for a server configured as 127.0.0.1): a page of another site
 * cannot choose the Host its browser sends. A handshake without `Origin` comes from no browser — a script, a
 * server, a test — which could send any header anyway; it still needs a valid token, so it is let through.
 */
function checkOrigin(app: FastifyInstance) {
  const allowed = new URL(app.config.publicUrl).origin;
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const origin = request.headers.origin;
    if (origin === undefined || origin === allowed || isOriginOfHost(origin, request.headers.host))
      return done();
    void reply.code(403).send({ detail: MESSAGES.permissionDenied });
  };
}

function isOriginOfHost(origin: string, host: string | undefined): boolean {
  if (!host || !URL.canParse(origin)) return false;
  const url = new URL(origin);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === host;
}

/** The principal, or the close code the socket ends with. */
async function authenticateSocket(
  app: FastifyInstance,
  request: SocketRequest,
): Promise<{ principal: Principal; expiresAt: number } | { code: number; reason: string }> {
  const token = request.query.token;
  const unauthorized = { code: SOCKET_CLOSE.unauthorized, reason: 'token not valid' };
  if (!token) return unauthorized;
  let principal: Principal;
  try {
    principal = await authenticateAccess(app, token); // exactly as HTTP: signature, user, live login
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) return unauthorized;
    throw error;
  }
  if (String(principal.id) !== request.params.userId)
    return { code: SOCKET_CLOSE.forbidden, reason: 'not your socket' };
  return { principal, expiresAt: decodeJwt(token).exp! * 1000 };
}

/** One open socket: auth, the first window, then live notifications and the read commands. */
function serve(app: FastifyInstance, socket: PeerSocket, request: SocketRequest): void {
  const db = app.db.db;
  /** Sends a message already serialised (a live notification's is made once for all its recipients). */
  const sendText = (text: string) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) return void socket.terminate();
    socket.send(text);
  };
  const send = (message: SocketMessage) => sendText(JSON.stringify(message));
  // Commands that arrive before the socket is authenticated wait for it (listeners are attached at once).
  const early: string[] = [];
  let pending = 0;
  let onCommand: ((raw: string) => void) | null = null;
  socket.on('message', (data) => {
    const raw = Buffer.isBuffer(data)
      ? data.toString('utf8')
      : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)]).toString('utf8');
    if (++pending > MAX_PENDING_COMMANDS) return socket.close(1008, 'too many commands');
    if (onCommand) onCommand(raw);
    else early.push(raw);
  });
  let alive = true;
  socket.on('pong', () => (alive = true));
  let cleanup = () => {};
  socket.on('close', () => cleanup());

  const fail = (error: unknown) => {
    request.log.error({ err: error }, 'notification socket failed');
    socket.close(1011, 'server error');
  };

  void (async () => {
    const auth = await authenticateSocket(app, request);
    if ('code' in auth) return socket.close(auth.code, auth.reason);
    const userId = auth.principal.id;

    // Live notifications wait until the window has gone, and are not sent twice if it had them.
    let initial: Set<number> | null = null;
    const held: [id: number, message: string][] = [];
    const subscriber: Subscriber = {
      userId,
      deliver: (id, message) => {
        if (initial === null) held.push([id, message]);
        else if (!initial.has(id)) sendText(message);
      },
      heartbeat: () => {
        if (!alive) return void socket.terminate();
        alive = false;
        socket.ping();
      },
      close: (code, reason) => socket.close(code, reason),
    };
    // The socket lives as long as its token: the client reconnects with a fresh one.
    const expiry = setTimeout(
      () => socket.close(SOCKET_CLOSE.unauthorized, 'token expired'),
      Math.max(0, auth.expiresAt - Date.now()),
    );
    app.notificationHub.add(subscriber);
    cleanup = () => {
      clearTimeout(expiry);
      app.notificationHub.remove(subscriber);
    };
    if (socket.readyState !== socket.OPEN) return cleanup();

    const window = await notificationWindow(db, userId, app.clock());
    send({ type: 'init', ...window });
    initial = new Set(window.results.map((n) => n.notification_id));
    for (const [id, message] of held.splice(0)) subscriber.deliver(id, message);

    const command = async (raw: string) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        parsed = undefined;
      }
      const result = socketCommand.safeParse(parsed);
      if (!result.success) return send({ type: 'error', detail: NOTIFICATION_MESSAGES.badCommand });
      if (result.data.command === 'read_all') {
        const { marked, unread_count } = await readAll(db, userId, app.clock());
        return send({ type: 'unread_count', unread_count, marked });
      }
      const id = result.data.notification_id;
      try {
        await markRead(db, userId, id);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404)
          return send({ type: 'error', detail: MESSAGES.notFound });
        throw error;
      }
      send({
        type: 'unread_count',
        unread_count: await unreadCountOf(db, userId, app.clock()),
        notification_id: id,
      });
    };
    // One command at a time, in the order sent: a read then a read_all answer in that order.
    let queue = Promise.resolve();
    onCommand = (raw) => {
      queue = queue
        .then(() => command(raw))
        .catch(fail)
        .finally(() => (pending -= 1));
    };
    for (const raw of early.splice(0)) onCommand(raw);
  })().catch(fail);
}

/** `/ws/notifications/{userId}/?token=ACCESS` — outside the `/notification/api` prefix. */
export function notificationSocketRoutes(app: FastifyInstance): void {
  app.route({
    method: 'GET',
    url: NOTIFICATION_SOCKET_PATH,
    preValidation: checkOrigin(app),
    // A plain GET (no upgrade) gets DRF's shape, not an empty answer.
    handler: (_request, reply) =>
      reply.code(426).send({ detail: NOTIFICATION_MESSAGES.notASocket }),
    wsHandler: (socket, request) => serve(app, socket as PeerSocket, request as SocketRequest),
  });
}
