import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Location } from './s3-url';
import { isMediaKey, mediaTypeOfKey, type MediaStorage } from './storage';

/** The media storage in a bucket, plus what `npm run ops -- media migrate` needs of it. */
export interface S3MediaStorage extends MediaStorage {
  /** Stores the bytes of `source` (exactly `size` of them) under `key`, streamed, whole or not at all. */
  putStream(
    key: string,
    source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
    size: number,
  ): Promise<void>;
  /** Whether `key` is stored. */
  has(key: string): Promise<boolean>;
  /** Closes the client's connections. */
  close(): void;
}

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

/** The bucket has no such object (GetObject's NoSuchKey; HeadObject's bodiless 404). */
const isMissingKey = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || (error.name === 'NotFound' && statusOf(error) === 404));

/** An SDK error said with the operation and key, the SDK's own error kept as the cause (logged with it). */
const failed = (operation: string, key: string, error: unknown) =>
  new Error(
    `S3 ${operation} ${key}: ${error instanceof Error ? error.name + ': ' + error.message : String(error)}` +
      (statusOf(error) ? ` (HTTP ${statusOf(error)})` : ''),
    { cause: error },
  );

/**
 * Files in an S3-compatible bucket (S3_URL), one object per key, addressed path-style so MinIO, Ceph and
 * the others answer as S3 does. A PutObject is atomic (a reader sees the old object, none, or the whole new
 * one); a read streams the object's body straight into the answer, never whole in memory; a missing key is
 * null, and a delete of one is no error (S3 answers 204 either way). The SDK retries a failed request
 * (three attempts); what still fails is thrown, so an upload answers 500 and writes no row.
 */
export function s3Storage(location: S3Location): S3MediaStorage {
  const client = new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: true,
    ...(location.credentials && { credentials: location.credentials }),
    // Checksums only where S3 requires them: many S3-compatible servers refuse the SDK's default CRC32
    // headers and aws-chunked bodies; SigV4 still signs each request, and TLS guards the bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 60_000 },
  });
  const { bucket } = location;
  const checked = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`bad key ${key}`);
    return key;
  };
  const put = async (key: string, body: Uint8Array | Readable, size: number) => {
    try {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: checked(key),
          Body: body,
          // For whoever looks into the bucket: the app serves the type of the key's extension either way.
          ContentType: mediaTypeOfKey(key),
          ContentLength: size,
        }),
      );
    } catch (error) {
      if (body instanceof Readable) body.destroy(); // a file's descriptor, when the request stopped early
      throw failed('PutObject', key, error);
    }
  };

  return {
    put: (key, bytes) => put(key, bytes, bytes.byteLength),

    putStream: (key, source, size) =>
      put(
        key,
        source instanceof Readable ? source : Readable.from(source, { objectMode: false }),
        size,
      ),

    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checked(key) }));
      } catch (error) {
        if (!isMissingKey(error)) throw failed('DeleteObject', key, error);
      }
    },

    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: checked(key) }));
        return true;
      } catch (error) {
        if (isMissingKey(error)) return false;
        throw failed('HeadObject', key, error);
      }
    },

    async open(key) {
      if (!isMediaKey(key)) return null;
      let answer;
      try {
        answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if (isMissingKey(error)) return null;
        throw failed('GetObject', key, error);
      }
      const body = answer.Body;
      if (!(body instanceof Readable) || answer.ContentLength === undefined) {
        if (body instanceof Readable) body.destroy();
        throw new Error(`S3 GetObject ${key}: no body stream or no Content-Length`);
      }
      return { stream: body, size: answer.ContentLength };
    },

    close: () => client.destroy(),
  };
}
