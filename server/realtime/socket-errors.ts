import type { FastifyRequest } from 'fastify';

/** What `ws` reports for a frame over `maxPayload`; it has already closed the socket with 1009 then. */
const TOO_BIG = 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH';

interface ErroredSocket {
  terminate: () => void;
}

/**
 * @fastify/websocket's `errorHandler`: a frame over the limit is the client's fault, not ours — `ws` closes
 * it with 1009 (message too big) and we log it at `warn`, leaving the close frame to go out (terminating
 * would cut it off). Anything else is logged as an error and the socket is dropped, as the default does.
 */
export function socketErrorHandler(
  error: Error & { code?: string },
  socket: ErroredSocket,
  request: FastifyRequest,
): void {
  if (error.code === TOO_BIG) {
    request.log.warn(
      { code: error.code, url: request.url.split('?')[0] },
      'socket frame too large',
    );
    return;
  }
  request.log.error(error);
  socket.terminate();
}
