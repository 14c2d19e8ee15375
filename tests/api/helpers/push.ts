import { createECDH, createPublicKey, hkdfSync, randomBytes, createDecipheriv } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';
import type { PushPayload } from '../../../contract/notifications';

// Web Push without the internet: a fake push service on 127.0.0.1 that keeps what it is sent, and a
// browser-like subscription (its own P-256 key pair and auth secret) that decrypts it as a browser would.

export interface PushRequest {
  /** The subscription's path on the fake service (its endpoint without the origin). */
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface FakePushService {
  origin: string;
  received: PushRequest[];
  /** The status this path answers from now on (default 201, as push services accept a message). */
  answer: (path: string, status: number) => void;
  close: () => Promise<void>;
}

export async function startFakePushService(): Promise<FakePushService> {
  const received: PushRequest[] = [];
  const statuses = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statuses.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer: (path, status) => void statuses.set(path, status),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface BrowserSubscription {
  endpoint: string;
  path: string;
  keys: { p256dh: string; auth: string };
  /** Decrypts an aes128gcm body (RFC 8188, keys of RFC 8291) sent to this subscription. */
  decrypt: (body: Buffer) => string;
}

let sequence = 0;

/** A subscription at the fake service with fresh keys, as `PushSubscription.toJSON()` gives it. */
export function browserSubscription(service: FakePushService): BrowserSubscription {
  const ecdh = createECDH('prime256v1');
  const uaPublic = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const path = `/push/${Date.now().toString(36)}-${++sequence}`;
  return {
    endpoint: service.origin + path,
    path,
    keys: { p256dh: uaPublic.toString('base64url'), auth: authSecret.toString('base64url') },
    decrypt: (body) => {
      const salt = body.subarray(0, 16);
      const recordSize = body.readUInt32BE(16);
      const idLength = body[20]!;
      const asPublic = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      if (record.length > recordSize) throw new Error('more than one record');
      const secret = ecdh.computeSecret(asPublic);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
      const ikm = Buffer.from(hkdfSync('sha256', secret, authSecret, keyInfo, 32));
      const derive = (info: string, length: number) =>
        Buffer.from(
          hkdfSync('sha256', ikm, salt, Buffer.from(`Content-Encoding: ${info}\0`), length),
        );
      const decipher = createDecipheriv(
        'aes-128-gcm',
        derive('aes128gcm', 16),
        derive('nonce', 12),
      );
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
      const end = padded.lastIndexOf(2); // the last record's delimiter, then zero padding
      if (end < 0 || padded.subarray(end + 1).some((byte) => byte !== 0))
        throw new Error('bad padding');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/** The payload of a request, decrypted with the subscription's keys. */
export const payloadOf = (subscription: BrowserSubscription, request: PushRequest) =>
  JSON.parse(subscription.decrypt(request.body)) as PushPayload;

/**
 * Checks the VAPID `Authorization: vapid t=JWT, k=KEY` header: signed by the private half of `publicKey`,
 * for the push service's origin. Returns the JWT's claims.
 */
export async function verifyVapid(request: PushRequest, publicKey: string, origin: string) {
  const match = /^vapid t=([^,]+), k=(\S+)$/.exec(String(request.headers.authorization));
  if (!match) throw new Error(`no VAPID header: ${request.headers.authorization}`);
  if (match[2] !== publicKey) throw new Error('signed with another key');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const { payload } = await jwtVerify(match[1]!, key, { audience: origin });
  return payload;
}
