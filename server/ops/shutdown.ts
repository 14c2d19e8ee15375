import type { FastifyInstance } from 'fastify';

// A rolling deploy's stop (SIGTERM) or Ctrl+C (SIGINT): no new connections, the requests in flight finish
// (up to the grace), the notification sockets close with 1012 «service restart» so the app reconnects — to
// another process behind the balancer, or to this one's successor — and then the database closes.

/** WebSocket close code 1012 (RFC 6455 registry): the service is restarting; the client reconnects. */
export const SERVICE_RESTART = 1012;

/** What is left of a shutdown whose grace is over: this long to close the database before giving up. */
export const SHUTDOWN_BACKSTOP_MS = 10_000;

/**
 * The `@fastify/websocket` preClose: every socket is told the service restarts (1012), and no new upgrade is
 * accepted. Runs before the HTTP server stops, so the close frames leave while the connections are up.
 */
export function closeSocketsForRestart(this: FastifyInstance, done: () => void): void {
  for (const client of this.websocketServer.clients)
    client.close(SERVICE_RESTART, 'service restart');
  this.websocketServer.close();
  done();
}

/**
 * Closes the app gracefully: resolves `true` when everything in flight finished within `graceMs`, `false`
 * when the grace ran out and the connections still open were cut (the close then goes on to the database).
 */
export async function closeGracefully(app: FastifyInstance, graceMs: number): Promise<boolean> {
  let cut = false;
  const grace = setTimeout(() => {
    cut = true;
    app.log.warn({ graceMs }, 'shutdown: grace over, cutting the connections still open');
    for (const client of app.websocketServer.clients) client.terminate();
    app.server.closeAllConnections();
  }, graceMs);
  grace.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(grace);
  }
  return !cut;
}

/**
 * SIGTERM and SIGINT close the app (`closeGracefully`) and exit 0; a close that fails, or still hangs
 * SHUTDOWN_BACKSTOP_MS after the grace, exits 1.
 */
export function exitOnSignals(
  app: FastifyInstance,
  graceMs: number,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs }, 'shutting down: finishing requests, closing the database');
    const backstop = setTimeout(() => {
      app.log.error('shutdown timed out');
      exit(1);
    }, graceMs + SHUTDOWN_BACKSTOP_MS);
    backstop.unref();
    closeGracefully(app, graceMs).then(
      (clean) => {
        app.log.info({ clean }, 'shut down');
        exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}
