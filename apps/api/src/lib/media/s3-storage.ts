import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';
import { CONTENT_TYPE_BY_EXT } from './sniff';
import { isMediaKey, type MediaStorage } from './storage';

/**
 * S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, …) for the media archive, so
 * replicas share one archive. Objects are private; the API streams them from its own URL.
 */
export const createS3Storage = (s3: S3Config): MediaStorage => {
  const client = new S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    // Plain PUTs with a Content-MD5-free body work on every S3-compatible server.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`invalid media key ${key}`);
    return `${s3.prefix}${key}`;
  };
  const isMissing = (error: unknown) =>
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

  return {
    async put(key, data) {
      const ext = key.split('.').pop() ?? '';
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: objectKey(key),
          Body: data,
          ContentLength: data.byteLength,
          ContentType: CONTENT_TYPE_BY_EXT[ext] ?? 'application/octet-stream',
        }),
      );
    },
    async open(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: objectKey(key) }));
        if (!res.Body) return null;
        return { stream: res.Body as Readable, size: res.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: objectKey(key) }));
    },
  };
};
