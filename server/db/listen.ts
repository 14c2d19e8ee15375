import pg from 'pg';

// LISTEN on PostgreSQL needs a connection of its own: a pooled one goes back to the pool, and its LISTEN with it.

export interface ListenHandlers {
  onMessage: (payload: string) => void;
  /** After a lost connection is back: messages sent meanwhile were lost, the caller catches up. */
  onReconnect?: () => void;
  onError?: (error: Error) => void;
}

export type Unlisten = () => Promise<void>;

const BACKOFF_MIN_MS = 250;
const BACKOFF_MAX_MS = 10_000;

/**
 * A dedicated `pg.Client` that LISTENs on `channel` and, when the connection drops (server restart, failover),
 * connects again with a growing delay (250 ms doubling to 10 s) until it is stopped.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<Unlisten> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = BACKOFF_MIN_MS;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    next.on('error', (error) => {
      handlers.onError?.(error);
      drop(next);
    });
    next.on('end', () => drop(next));
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (stopped) return void (await next.end());
    client = next;
    delay = BACKOFF_MIN_MS;
  };

  const reconnect = () => {
    retry = undefined;
    connect().then(
      () => handlers.onReconnect?.(),
      (error: Error) => {
        handlers.onError?.(error);
        schedule();
      },
    );
  };

  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(reconnect, delay);
    delay = Math.min(delay * 2, BACKOFF_MAX_MS);
  };

  function drop(lost: pg.Client) {
    if (client !== lost) return;
    client = undefined;
    lost.removeAllListeners('notification');
    void lost.end().catch(() => undefined);
    schedule();
  }

  await connect(); // the first connection must work: the server does not start without its database
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end();
  };
}
