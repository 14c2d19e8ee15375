import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The site as the deployment serves it (docs/nginx.conf.example: `listen 443 ssl http2`): HTTP/2 over TLS
// in front of the server's plain HTTP/1.1. Browsers speak HTTP/2 only over TLS; over HTTP/1.1 a page's
// first visit waits for its files six at a time (one connection each), which no user of the site does.
// Loopback only; the certificate is self-signed for 127.0.0.1 and made per run (openssl).

/** A certificate and key for 127.0.0.1, made by `openssl` in a folder removed at once. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'podryad-bench-tls-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      // prettier-ignore
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1',
        '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** HTTP/2 (and HTTP/1.1 for WebSockets) on its own loopback port, forwarding everything to `target`. */
export async function startHttp2Proxy(
  target: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true });
  const sockets = new Set<net.Socket>();

  server.on('request', (request: http2.Http2ServerRequest, response: http2.Http2ServerResponse) => {
    // HTTP/2's pseudo-headers and the connection's own headers stay on this side.
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !name.startsWith(':')),
    );
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...headers, host: upstream.host, 'x-forwarded-proto': 'https' },
        agent,
      },
      (answer) => {
        // HTTP/1.1's connection headers have no place in HTTP/2 (Node refuses them in a response).
        const headers = { ...answer.headers };
        for (const name of ['connection', 'keep-alive', 'transfer-encoding']) delete headers[name];
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });

  // The notification socket: browsers open WebSockets over HTTP/1.1, so the upgrade goes through as bytes.
  server.on('upgrade', (request: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const back = net.connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (let i = 0; i < request.rawHeaders.length; i += 2)
        lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
      back.write(lines.join('\r\n') + '\r\n\r\n');
      back.write(head);
      back.pipe(socket).pipe(back);
    });
    const both = [socket, back];
    both.forEach((s) => {
      sockets.add(s);
      s.on('error', () => both.forEach((x) => x.destroy()));
      s.on('close', () => {
        sockets.delete(s);
        both.forEach((x) => x.destroy());
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((s) => s.destroy());
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
