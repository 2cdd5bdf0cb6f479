import { describe, expect, it } from 'vitest';
import { resolveServerConfig } from '../config.js';

const media = (env: Record<string, string>) => resolveServerConfig(env).media;

describe('SPOTTER_MEDIA_URL and the S3 settings', () => {
  it('given no SPOTTER_MEDIA_URL, when resolved, then media stay in the data folder', () => {
    expect(media({})).toEqual({ kind: 'local' });
  });

  it('given s3://bucket/prefix and the SDK variables, when resolved, then the bucket, a prefix ending in /, the endpoint, region and path style are taken', () => {
    expect(
      media({
        SPOTTER_MEDIA_URL: 's3://gym-media/spotter/prod/',
        AWS_ENDPOINT_URL_S3: 'http://minio:9000',
        AWS_REGION: 'eu-west-1',
        SPOTTER_S3_PATH_STYLE: '1',
      }),
    ).toEqual({
      kind: 's3',
      bucket: 'gym-media',
      prefix: 'spotter/prod/',
      endpoint: 'http://minio:9000',
      region: 'eu-west-1',
      pathStyle: true,
    });
    expect(media({ SPOTTER_MEDIA_URL: 's3://gym-media' })).toEqual({
      kind: 's3',
      bucket: 'gym-media',
      prefix: '',
      endpoint: null,
      region: 'us-east-1',
      pathStyle: false,
    });
  });

  it('given a wrong URL, bucket name, endpoint or path style, when resolved, then it says which and how', () => {
    expect(() => media({ SPOTTER_MEDIA_URL: 'https://gym-media' })).toThrow(/SPOTTER_MEDIA_URL must be s3:\/\/bucket/);
    expect(() => media({ SPOTTER_MEDIA_URL: 's3://Gym_Media' })).toThrow(/S3 bucket name/);
    expect(() => media({ SPOTTER_MEDIA_URL: 's3://gym-media', AWS_ENDPOINT_URL_S3: 'minio:9000' })).toThrow(
      /AWS_ENDPOINT_URL_S3 must be an http/,
    );
    expect(() => media({ SPOTTER_MEDIA_URL: 's3://gym-media', SPOTTER_S3_PATH_STYLE: 'yes' })).toThrow(
      /SPOTTER_S3_PATH_STYLE must be 1 or 0/,
    );
  });
});
