import { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from './s3-config.ts';

export function s3Client(config: S3Config) {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // bucket in the path: MinIO, s3rver and most S3-compatible services are reached this way
    forcePathStyle: true,
    // without these the SDK frames streamed bodies with checksum chunks that S3-compatible servers store as they are
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
