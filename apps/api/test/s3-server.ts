import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { s3Client } from '../src/platform/storage/s3-client.ts';
import type { S3Config } from '../src/platform/storage/s3-config.ts';

/**
 * A real S3-protocol server (s3rver, files in a temporary folder) on a free port with one bucket, and the settings
 * that reach it: what the S3 storage is tested against (no mock of the SDK).
 */
export async function startS3Server() {
  const directory = await mkdtemp(join(tmpdir(), 'hirebase-s3-'));
  const bucket = 'hirebase-files';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = (await server.run()) as AddressInfo;
  const config: S3Config = {
    bucket,
    endpoint: `http://127.0.0.1:${address.port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    region: 'eu-west-1',
  };
  const client = s3Client(config);
  return {
    config,
    env: {
      S3_BUCKET: config.bucket,
      S3_ENDPOINT: config.endpoint,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
      S3_REGION: config.region,
    },
    /** Every key in the bucket. */
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((o) => o.Key ?? '').sort();
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
