/** Where an S3-compatible bucket is and how to sign for it (S3_URL, S3_REGION). */
export interface S3Location {
  /** The server's origin, e.g. `https://storage.example:9000` (requests go to `{endpoint}/{bucket}/{key}`). */
  endpoint: string;
  bucket: string;
  region: string;
  /** From the URL's user and password; absent → the SDK's own chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, …). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export const DEFAULT_S3_REGION = 'us-east-1';

/** S3's rule for a bucket name usable in a path (3–63 of a-z 0-9 . -, starting and ending with a letter or digit). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};

/**
 * S3_URL is `http(s)://[ACCESS_KEY:SECRET@]host[:port]/bucket`: the endpoint and the bucket, addressed
 * path-style (`host/bucket/key`, as MinIO and every S3-compatible server answer), with the keys percent-encoded
 * in the URL (a `/` in a secret is `%2F`) or, when absent, taken from AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY.
 * Returns an error message for anything else; the message never repeats the URL (it may hold a secret).
 */
export function parseS3Url(
  raw: string,
  region = DEFAULT_S3_REGION,
): S3Location | { error: string } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { error: 'must be a URL like https://ACCESS_KEY:SECRET@host:port/bucket' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { error: 'must start with http:// or https://' };
  if (url.hostname === '') return { error: 'must name the host' };
  if (url.search !== '' || url.hash !== '') return { error: 'must have no ?query or #fragment' };
  const path = url.pathname.replace(/\/$/, '').slice(1);
  if (path === '' || path.includes('/'))
    return { error: 'must name exactly one bucket as its path: https://host/bucket' };
  const bucket = decoded(path);
  if (bucket === null || !BUCKET.test(bucket))
    return { error: 'the bucket must be 3–63 of a-z, 0-9, dots and hyphens' };
  if ((url.username === '') !== (url.password === ''))
    return { error: 'give both the access key and the secret (ACCESS_KEY:SECRET@), or neither' };
  const accessKeyId = decoded(url.username);
  const secretAccessKey = decoded(url.password);
  if (accessKeyId === null || secretAccessKey === null)
    return { error: 'the access key and the secret must be percent-encoded' };
  return {
    endpoint: url.origin,
    bucket,
    region,
    credentials: accessKeyId === '' ? undefined : { accessKeyId, secretAccessKey },
  };
}
