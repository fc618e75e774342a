import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectStatus, localMedia, userSession } from '../../../test/helpers/app';
import { until } from '../../../test/helpers/until';
import { loadConfig, type S3Config } from '../../config';
import { createS3Storage } from './s3-storage';

/** A minimal S3-compatible server (path-style PUT/GET/DELETE) keeping objects in memory. */
const objects = new Map<string, { body: Buffer; type: string }>();
const requests: string[] = [];
let server: Server;
let s3: S3Config;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '').split('?')[0]!);
    requests.push(
      `${req.method} ${path} ${req.headers.authorization?.startsWith('AWS4-HMAC-SHA256') ? 'signed' : 'unsigned'}`,
    );
    if (req.method === 'PUT') {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        objects.set(path, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
        res.writeHead(200, { etag: '"x"' }).end();
      });
      return;
    }
    const found = objects.get(path);
    if (req.method === 'DELETE') {
      objects.delete(path);
      return res.writeHead(204).end();
    }
    if (!found) {
      return res
        .writeHead(404, { 'content-type': 'application/xml' })
        .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>gone</Message></Error>');
    }
    res
      .writeHead(200, { 'content-type': found.type, 'content-length': String(found.body.length) })
      .end(found.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  s3 = loadConfig(
    {
      S3_BUCKET: 'criativos',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_FORCE_PATH_STYLE: 'true',
    },
    { jwtSecret: 'x'.repeat(40) },
  ).s3!;
});
afterAll(async () => new Promise<void>((r) => server.close(() => r())));

const KEY = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b.png';
const readAll = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
};

describe('S3-compatible media storage', () => {
  it('stores, reads back and removes objects under the bucket and prefix, with signed requests', async () => {
    const storage = createS3Storage(s3);
    const start = requests.length;
    const data = Buffer.from('\x89PNG fake image bytes', 'latin1');
    await storage.put(KEY, data);
    expect(objects.get(`/criativos/media/${KEY}`)?.type).toBe('image/png');
    const opened = await storage.open(KEY);
    expect(opened?.size).toBe(data.length);
    expect(await readAll(opened!.stream)).toEqual(data);
    await storage.remove(KEY);
    expect(await storage.open(KEY)).toBeNull();
    const made = requests.slice(start);
    expect(made.map((r) => r.split(' ')[0])).toEqual(['PUT', 'GET', 'DELETE', 'GET']);
    expect(made.every((r) => r.endsWith(' signed'))).toBe(true);
  });

  it('refuses keys that are not media keys', async () => {
    await expect(createS3Storage(s3).put('../etc/passwd', Buffer.alloc(1))).rejects.toThrow(
      /invalid media key/,
    );
  });

  it('makes the app archive favorites into the bucket and serve them from its own URL', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 3),
    ]);
    const source = createServer((_req, res) => res.end(png));
    await new Promise<void>((r) => source.listen(0, '127.0.0.1', r));
    const sourceUrl = `http://127.0.0.1:${(source.address() as AddressInfo).port}/ad.png`;
    const t = await buildTestApp({ s3, ...localMedia() });
    try {
      const { api } = await userSession(t);
      const saved = await api.favorites.createFavorite({
        body: { url: 'https://example.com/oferta', image: sourceUrl },
      });
      const { id } = expectStatus(saved, 201).data;
      // The download runs after the answer.
      const favorite = await until(
        'the creative is archived',
        async () => expectStatus(await api.favorites.getFavorites(), 200).data.find((f) => f.id === id),
        (f) => f !== undefined && f.media.status !== 'pending',
      );
      const mediaUrl = favorite?.media.url ?? '';
      expect(mediaUrl).toMatch(/^\/api\/media\/[0-9a-f-]{36}\.png$/);
      expect(objects.has(`/criativos/media/${mediaUrl.split('/').pop()}`)).toBe(true);
      await new Promise<void>((r) => source.close(() => r()));
      const served = await t.app.inject({ method: 'GET', url: mediaUrl });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload).toEqual(png);
    } finally {
      await t.close();
    }
  });
});
