import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { parseS3Url } from '../../server/storage/s3-url';

describe('S3_URL', () => {
  it('endpoint, bucket and the keys from the URL (percent-decoded); region us-east-1 unless S3_REGION', () => {
    expect(parseS3Url('https://AKIA123:se%2Fcr%2Bet@storage.example:9000/podryad-media/')).toEqual({
      endpoint: 'https://storage.example:9000',
      bucket: 'podryad-media',
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIA123', secretAccessKey: 'se/cr+et' },
    });
    expect(
      loadConfig({ S3_URL: 'http://minio:9000/media.files', S3_REGION: 'ru-central1' }).s3,
    ).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'media.files',
      region: 'ru-central1',
      credentials: undefined, // the SDK's chain: AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY
    });
  });

  it('absent or empty: no bucket', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_URL: '' }).s3).toBeUndefined();
  });

  it.each([
    ['storage.example/bucket', /must be a URL/],
    ['ftp://storage.example/bucket', /http:\/\/ or https:\/\//],
    ['https://storage.example', /exactly one bucket/],
    ['https://storage.example/', /exactly one bucket/],
    ['https://storage.example/bucket/folder', /exactly one bucket/],
    ['https://storage.example/Bucket_Name', /3–63 of a-z/],
    ['https://storage.example/ab', /3–63 of a-z/],
    ['https://storage.example/bucket?region=x', /no \?query/],
    ['https://AKIA123@storage.example/bucket', /both the access key and the secret/],
    ['https://:sEkReT42@storage.example/bucket', /both the access key and the secret/],
    ['https://AKIA123:sEkReT42%E0@storage.example/bucket', /percent-encoded/],
  ])('%s → a ConfigError naming S3_URL, never echoing the URL', (raw, message) => {
    expect(() => loadConfig({ S3_URL: raw })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_URL: raw })).toThrow(message);
    try {
      loadConfig({ S3_URL: raw });
    } catch (error) {
      expect((error as Error).message).toMatch(/^Invalid configuration:\n {2}S3_URL: /);
      expect((error as Error).message).not.toMatch(/sEkReT42|storage\.example/);
    }
  });

  it('a bad S3_REGION is named', () => {
    expect(() => loadConfig({ S3_URL: 'https://s3.example/bucket', S3_REGION: 'US East' })).toThrow(
      /S3_REGION: must be a region name/,
    );
  });
});
