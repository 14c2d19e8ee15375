import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A test-only S3 in node:http: objects in a Map, path-style addressing (`/bucket/key`), and the four calls
// the media storage makes answered as S3 answers them — PutObject (200, ETag), GetObject (200 with
// Content-Length, or 404 with an XML NoSuchKey body), HeadObject (the same headers, no body; 404 bodiless),
// DeleteObject (204, whether or not the key was there). Signatures are not checked, only recorded.

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
  etag: string;
}

export interface S3Request {
  method: string;
  /** The path, decoded: `/bucket/key`. */
  path: string;
  authorization: string | undefined;
  contentSha256: string | undefined;
}

export interface FakeS3 {
  /** `http://127.0.0.1:port` */
  url: string;
  bucket: string;
  /** The bucket's objects by key. */
  objects: Map<string, StoredObject>;
  requests: S3Request[];
  /** When set, every request is answered with this status and an XML InternalError (S3 having trouble). */
  failWith: number | null;
  /**
   * When set, a GetObject sends this many bytes of the object and holds the rest until `release` is called:
   * a reader that got bytes before then was streamed to, not handed a whole file.
   */
  holdGetsAfter: number | null;
  release: () => void;
  close: () => Promise<void>;
}

const xmlError = (code: string, message: string, resource: string) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  `<Error><Code>${code}</Code><Message>${message}</Message><Resource>${resource}</Resource>` +
  `<RequestId>${randomUUID()}</RequestId></Error>`;

export async function startFakeS3(bucket = 'podryad-media'): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>();
  const requests: S3Request[] = [];
  let releaseHeld: () => void = () => undefined;
  let held = new Promise<void>((resolve) => (releaseHeld = resolve));

  const fail = (
    res: ServerResponse,
    status: number,
    code: string,
    message: string,
    path: string,
  ) => {
    const body = Buffer.from(xmlError(code, message, path));
    res.writeHead(status, {
      'content-type': 'application/xml',
      'content-length': body.length,
      'x-amz-request-id': randomUUID(),
    });
    res.end(body);
  };

  const headersOf = (object: StoredObject) => ({
    'content-type': object.contentType,
    'content-length': object.bytes.length,
    etag: object.etag,
    'last-modified': new Date(0).toUTCString(),
    'accept-ranges': 'bytes',
    'x-amz-request-id': randomUUID(),
  });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://s3.test');
    const path = decodeURIComponent(url.pathname);
    requests.push({
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization,
      contentSha256: req.headers['x-amz-content-sha256'] as string | undefined,
    });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (fake.failWith !== null)
      return fail(res, fake.failWith, 'InternalError', 'We encountered an internal error.', path);
    const [, bucketName, ...rest] = path.split('/');
    const key = rest.join('/');
    if (bucketName !== bucket)
      return fail(res, 404, 'NoSuchBucket', 'The specified bucket does not exist', path);
    if (key === '') return fail(res, 501, 'NotImplemented', 'Only object calls here', path);
    const object = objects.get(key);

    switch (req.method) {
      case 'PUT': {
        const bytes = Buffer.concat(chunks);
        const etag = `"${createHash('md5').update(bytes).digest('hex')}"`;
        const contentType = req.headers['content-type'] ?? 'application/octet-stream';
        objects.set(key, { bytes, contentType, etag });
        res.writeHead(200, { etag, 'content-length': 0, 'x-amz-request-id': randomUUID() });
        return res.end();
      }
      case 'GET': {
        if (!object) return fail(res, 404, 'NoSuchKey', 'The specified key does not exist.', path);
        res.writeHead(200, headersOf(object));
        const hold = fake.holdGetsAfter;
        if (hold === null || hold >= object.bytes.length) return res.end(object.bytes);
        res.write(object.bytes.subarray(0, hold));
        await held;
        return res.end(object.bytes.subarray(hold));
      }
      case 'HEAD': {
        if (!object) {
          res.writeHead(404, { 'x-amz-request-id': randomUUID() });
          return res.end();
        }
        res.writeHead(200, headersOf(object));
        return res.end();
      }
      case 'DELETE': {
        objects.delete(key);
        res.writeHead(204, { 'x-amz-request-id': randomUUID() });
        return res.end();
      }
      default:
        return fail(res, 405, 'MethodNotAllowed', 'The method is not allowed.', path);
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.destroy(error as Error);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  const fake: FakeS3 = {
    url: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    requests,
    failWith: null,
    holdGetsAfter: null,
    release: () => {
      releaseHeld();
      held = new Promise<void>((resolve) => (releaseHeld = resolve));
    },
    close: async () => {
      releaseHeld();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
