import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';
import { CONTENT_TYPE_BY_EXT } from './sniff';
import { isMediaKey, type MediaStorage } from './storage';

/**
 * S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, …) for the media archive, so
 * replicas share one archive. Objects are private; the API streams them from its own URL.
 */
export const createS3Storage = (s3: S3Config): MediaStorage => {
  // Loaded only when S3 is configured: the SDK adds ~30 MB to every process that imports it.
  const sdk = import('@aws-sdk/client-s3');
  const connect = async () => {
    const { S3Client } = await sdk;
    return new S3Client({
      region: s3.region,
      ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
      forcePathStyle: s3.forcePathStyle,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      // Plain PUTs with a Content-MD5-free body work on every S3-compatible server.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  };
  let client: Promise<S3Client> | undefined;
  const s3Client = () => {
    client ??= connect();
    return client;
  };
  const objectKey = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`invalid media key ${key}`);
    return `${s3.prefix}${key}`;
  };
  const isMissing = async (error: unknown) =>
    error instanceof (await sdk).S3ServiceException &&
    (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

  return {
    async put(key, data) {
      const ext = key.split('.').pop() ?? '';
      const { PutObjectCommand } = await sdk;
      await (await s3Client()).send(
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
        const { GetObjectCommand } = await sdk;
        const res = await (await s3Client()).send(
          new GetObjectCommand({ Bucket: s3.bucket, Key: objectKey(key) }),
        );
        if (!res.Body) return null;
        return { stream: res.Body as Readable, size: res.ContentLength ?? 0 };
      } catch (error) {
        if (await isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      const { DeleteObjectCommand } = await sdk;
      await (await s3Client()).send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: objectKey(key) }));
    },
  };
};
