import ReconnectingWebSocket from 'reconnecting-websocket';
import { env } from '../../config/env';
import { freshAccessToken } from '../../lib/token-refresh';
import type { SocketCommand, SocketMessage } from '../../../contract/notifications';

// The notification socket, /ws/notifications/{userId}/?token=ACCESS, reopened after every drop
// with a fresh access token (the server closes a socket whose token expires).

export type { SocketMessage };

type Handlers = {
  onMessage: (message: SocketMessage) => void;
  onOpen: () => void;
};

/** Close codes after which reconnecting is pointless: the socket is not this user's. */
const FINAL_CLOSE_CODES = new Set([4403]);
const INTERNAL_ERROR = 1011;

/** ws(s)://host of the API (the page's own origin by default). */
function socketOrigin(): string {
  const base = env.API_URL || window.location.origin;
  return base.replace(/^http/, 'ws');
}

function parse(data: unknown): SocketMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as Partial<SocketMessage> | null;
    if (message?.type === 'init' && Array.isArray(message.results)) return message as SocketMessage;
    if (message?.type === 'notification' && message.notification) return message as SocketMessage;
  } catch {
    // not JSON: nothing we know
  }
  return null;
}

export function openNotificationSocket(userId: number, handlers: Handlers) {
  // Read now, not after the token's await: a page closed meanwhile (a test's torn-down window) has no
  // `window` then, and the socket, closed already, must not throw.
  const origin = socketOrigin();
  const url = async () => {
    const token = (await freshAccessToken()) ?? '';
    return `${origin}/ws/notifications/${userId}/?token=${encodeURIComponent(token)}`;
  };
  const socket = new ReconnectingWebSocket(url, [], {
    minReconnectionDelay: 1_000,
    maxReconnectionDelay: 30_000,
  });
  socket.addEventListener('open', () => handlers.onOpen());
  socket.addEventListener('message', (event) => {
    const message = parse(event.data);
    if (message) handlers.onMessage(message);
  });
  socket.addEventListener('close', (event) => {
    if (event.code === INTERNAL_ERROR) console.warn('Сокет уведомлений закрыт сервером (1011)');
    if (FINAL_CLOSE_CODES.has(event.code)) socket.close();
  });
  return {
    send(command: SocketCommand): boolean {
      if (socket.readyState !== ReconnectingWebSocket.OPEN) return false;
      socket.send(JSON.stringify(command));
      return true;
    },
    close: () => socket.close(),
  };
}
