import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, type S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { s3Client } from './s3-client.ts';
import type { S3Config } from './s3-config.ts';
import { checked, type Storage } from './storage.ts';

/** Parts of a multipart upload: the most of a file held in memory while it goes to the bucket. */
const PART_BYTES = 5 * 1024 * 1024;

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || (error as S3ServiceException)?.$metadata?.httpStatusCode === 404;

/**
 * Files in an S3-compatible bucket, with the local storage's behaviour: a stream goes up part by part (at most one
 * part in memory), a refused or failed upload leaves nothing (a multipart upload is aborted; a small file is only sent
 * once read whole), a missing key reads as undefined.
 */
export function s3Storage(config: S3Config, client = s3Client(config)): Storage {
  return {
    async put(key, data, contentType, options = {}) {
      const counted = { bytes: 0 };
      const source = Buffer.isBuffer(data) ? Readable.from([data]) : data;
      const body = source.pipe(checked(options, counted));
      // what stopped the bytes (a refused file, a client gone mid-upload) is the error answered, not the abort's
      let stopped: Error | undefined;
      body.on('error', (error) => {
        stopped ??= error;
      });
      source.on('error', (error) => body.destroy(error));
      const upload = new Upload({
        client,
        params: { Bucket: config.bucket, Key: key, Body: body, ContentType: contentType },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        throw stopped ?? error;
      }
      return { size: counted.bytes };
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
    },
  };
}
