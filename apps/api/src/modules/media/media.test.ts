import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createUser, login, type TestContext } from '../../../test/helpers/app';
import { loadConfig } from '../../config';
import { favorites } from '../../db/schema';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);
const MP4 = Buffer.concat([Buffer.from('\0\0\0\x18ftypisom', 'latin1'), Buffer.alloc(100, 1)]);

let t: TestContext;
let token: string;
let server: Server;
let base: string;
let flakyCalls = 0;

const startServer = async () => {
  server = createServer((req, res) => {
    if (req.url === '/ad.png') return res.writeHead(200, { 'content-type': 'text/plain' }).end(PNG);
    if (req.url === '/ad.mp4') return res.end(MP4);
    if (req.url === '/big.png') return res.end(Buffer.concat([PNG, Buffer.alloc(5000)]));
    if (req.url === '/page.html')
      return res.writeHead(200, { 'content-type': 'image/png' }).end('<html>oi</html>');
    if (req.url === '/flaky.png') return ++flakyCalls === 1 ? res.writeHead(503).end() : res.end(PNG);
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  await startServer();
  const media = loadConfig(
    { MEDIA_FETCH_ALLOW_PRIVATE: 'true', MEDIA_MAX_BYTES: '4096' },
    { jwtSecret: 'x'.repeat(40) },
  ).media;
  t = await buildTestApp({ media: { ...media, retryIntervalSeconds: 0 } });
  token = await login(t.app, await createUser(t.database));
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => server.close(() => r()));
});

const save = async (url: string, image: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/favorites/',
    payload: { url, image },
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; media: { status: string } };
};
/** The download runs after the answer; wait for it to settle. */
const settled = async (id: string) => {
  for (let i = 0; i < 100; i++) {
    const [row] = await t.database.db.select().from(favorites).where(eq(favorites.id, id));
    if (row && (row.mediaStatus !== 'pending' || row.mediaAttempts > 0)) {
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/favorites/?per_page=20',
        headers: bearer(token),
      });
      return { row, view: list.json().data.find((f: { id: string }) => f.id === id) };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('media never settled');
};

describe('media archive', () => {
  it('archives the creative and keeps serving it after the source goes away', async () => {
    const fav = await save('https://example.com/m1', `${base}/ad.png`);
    expect(fav.media.status).toBe('pending');
    const { view } = await settled(fav.id);
    expect(view.media).toMatchObject({ status: 'archived', kind: 'image', size_bytes: PNG.length });
    expect(view.media.url).toMatch(/^\/api\/media\/[0-9a-f-]{36}\.png$/);

    await new Promise<void>((r) => server.close(() => r()));
    const served = await t.app.inject({ method: 'GET', url: view.media.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    await startServer();
  });

  it('recognises a video by its bytes', async () => {
    const fav = await save('https://example.com/m2', `${base}/ad.mp4`);
    const { view } = await settled(fav.id);
    expect(view.media).toMatchObject({ status: 'archived', kind: 'video' });
  });

  it('rejects oversize and wrong-type files without blocking the save', async () => {
    const big = await settled((await save('https://example.com/m3', `${base}/big.png`)).id);
    expect(big.row).toMatchObject({ mediaStatus: 'failed', mediaKey: null });
    expect(big.row.mediaError).toMatch(/maior que 4096/);
    const html = await settled((await save('https://example.com/m4', `${base}/page.html`)).id);
    expect(html.row).toMatchObject({ mediaStatus: 'failed', mediaKey: null });
    expect(html.row.mediaError).toMatch(/tipo/);
  });

  it('retries a failed download later', async () => {
    const fav = await save('https://example.com/m5', `${base}/flaky.png`);
    const first = await settled(fav.id);
    expect(first.row).toMatchObject({ mediaStatus: 'pending', mediaAttempts: 1 });
    expect(first.row.mediaNextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    // Time passes: the retry is due now.
    await t.database.db
      .update(favorites)
      .set({ mediaNextAttemptAt: new Date(0) })
      .where(eq(favorites.id, fav.id));
    expect(await t.app.media.archiver.runDue()).toBe(1);
    const [row] = await t.database.db.select().from(favorites).where(eq(favorites.id, fav.id));
    expect(row).toMatchObject({ mediaStatus: 'archived', mediaAttempts: 2 });
  });

  it('deletes the archived file with the favorite, and answers 404 for unknown media', async () => {
    const fav = await save('https://example.com/m6', `${base}/ad.png`);
    const { view } = await settled(fav.id);
    await t.app.inject({ method: 'DELETE', url: `/api/favorites/${fav.id}`, headers: bearer(token) });
    expect((await t.app.inject({ method: 'GET', url: view.media.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/media/../../etc/passwd' })).statusCode).toBe(404);
  });
});

describe('media archive without MEDIA_FETCH_ALLOW_PRIVATE', () => {
  it('refuses to fetch from a loopback address', async () => {
    const strict = await buildTestApp();
    try {
      const tk = await login(strict.app, await createUser(strict.database));
      const res = await strict.app.inject({
        method: 'POST',
        url: '/api/favorites/',
        payload: { url: 'https://example.com/ssrf', image: `${base}/ad.png` },
        headers: bearer(tk),
      });
      const id = res.json().data.id;
      await strict.app.media.archiver.stop();
      const [row] = await strict.database.db.select().from(favorites).where(eq(favorites.id, id));
      expect(row).toMatchObject({ mediaStatus: 'failed', mediaKey: null });
      expect(row!.mediaError).toMatch(/endereço interno recusado/);
    } finally {
      await strict.close();
    }
  });
});
