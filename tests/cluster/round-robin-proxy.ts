import { once } from 'node:events';
import { Agent, createServer, request, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';

// A test's load balancer: each HTTP request and each WebSocket handshake goes to the next backend in turn,
// no stickiness, as nginx's default upstream does. Like the sample nginx.conf it appends the client's address
// to X-Forwarded-For (the servers trust it through TRUST_PROXY), and it tells which backend answered.

export interface Backend {
  name: string;
  port: number;
}

/** One request as the proxy passed it on. */
export interface Served {
  method: string;
  url: string;
  backend: string;
}

export const BACKEND_HEADER = 'x-cluster-backend';

export async function startRoundRobinProxy(backends: Backend[]) {
  let turn = 0;
  const served: Served[] = [];
  const agent = new Agent({ keepAlive: true });
  // Upgraded sockets: the server no longer manages them, but its close() waits for them.
  const tunnels = new Set<Socket>();
  const next = (req: IncomingMessage) => {
    const backend = backends[turn++ % backends.length]!;
    served.push({ method: req.method ?? 'GET', url: req.url ?? '/', backend: backend.name });
    return backend;
  };
  const forwardedFor = (req: IncomingMessage) =>
    [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');

  const server = createServer((req, res) => {
    const backend = next(req);
    const upstream = request(
      {
        host: '127.0.0.1',
        port: backend.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwardedFor(req) },
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          [BACKEND_HEADER]: backend.name,
        });
        answer.pipe(res);
      },
    );
    upstream.once('error', () => res.destroy());
    req.pipe(upstream);
  });

  // A handshake is passed on as raw bytes, then both sockets are piped: the proxy never parses frames.
  server.on('upgrade', (req: IncomingMessage, client: Socket, head: Buffer) => {
    const backend = next(req);
    const upstream = connect(backend.port, '127.0.0.1', () => {
      const headers: string[] = [];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        if (req.rawHeaders[i]!.toLowerCase() !== 'x-forwarded-for')
          headers.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      headers.push(`X-Forwarded-For: ${forwardedFor(req)}`);
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    tunnels.add(client).add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      tunnels.delete(client);
      tunnels.delete(upstream);
    };
    upstream.once('error', end);
    client.once('error', end);
    upstream.once('close', end);
    client.once('close', end);
  });

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    /** Every request passed on so far, in order. */
    served,
    /** The backend the next request goes to. */
    nextBackend: () => backends[turn % backends.length]!.name,
    close: async () => {
      server.closeAllConnections();
      for (const socket of tunnels) socket.destroy();
      agent.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}

export type RoundRobinProxy = Awaited<ReturnType<typeof startRoundRobinProxy>>;
