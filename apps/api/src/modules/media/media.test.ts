import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  expectStatus,
  localMedia,
  type TestClient,
  userSession,
  useTestApp,
} from '../../../test/helpers/app';
import { until } from '../../../test/helpers/until';
import { favorites } from '../../db/schema';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);
const MP4 = Buffer.concat([Buffer.from('\0\0\0\x18ftypisom', 'latin1'), Buffer.alloc(100, 1)]);

let server: Server;
let base: string;
let flakyCalls = 0;
/** Downloads of /held.png wait until the test opens this gate. */
let gate: Promise<void> = Promise.resolve();

const startServer = async () => {
  server = createServer((req, res) => {
    if (req.url === '/ad.png') return res.writeHead(200, { 'content-type': 'text/plain' }).end(PNG);
    if (req.url === '/held.png') return void gate.then(() => res.end(PNG));
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

beforeAll(startServer);
afterAll(() => new Promise<void>((r) => server.close(() => r())));
const t = useTestApp(localMedia({ MEDIA_MAX_BYTES: '4096' }));

const save = async (api: TestClient, image: string) => {
  const res = await api.favorites.createFavorite({
    body: { url: `https://example.com/${randomUUID()}`, image },
  });
  return expectStatus(res, 201).data;
};
/** The download runs after the answer: waits for its first outcome, then reads the favorite back. */
const settled = async (api: TestClient, id: string) => {
  const row = await until(
    `the media of favorite ${id} settles`,
    async () => (await t.database.db.select().from(favorites).where(eq(favorites.id, id)))[0],
    (r) => r !== undefined && (r.mediaStatus !== 'pending' || r.mediaAttempts > 0),
  );
  const list = expectStatus(await api.favorites.getFavorites({ query: { per_page: 20 } }), 200);
  const view = list.data.find((f) => f.id === id);
  if (!row || !view) throw new Error(`favorite ${id} is gone`);
  return { row, view };
};

describe('media archive', () => {
  it('archives the creative and keeps serving it after the source goes away', async () => {
    const { api } = await userSession(t);
    let open = () => {};
    gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    // The save answers while the download is still held: it never waits for it.
    const fav = await save(api, `${base}/held.png`);
    expect(fav.media.status).toBe('pending');
    open();
    const { view } = await settled(api, fav.id);
    expect(view.media).toMatchObject({ status: 'archived', kind: 'image', size_bytes: PNG.length });
    expect(view.media.url).toMatch(/^\/api\/media\/[0-9a-f-]{36}\.png$/);

    await new Promise<void>((r) => server.close(() => r()));
    const served = await t.app.inject({ method: 'GET', url: view.media.url! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    await startServer();
  });

  it('recognises a video by its bytes', async () => {
    const { api } = await userSession(t);
    const { view } = await settled(api, (await save(api, `${base}/ad.mp4`)).id);
    expect(view.media).toMatchObject({ status: 'archived', kind: 'video' });
  });

  it('rejects oversize and wrong-type files without blocking the save', async () => {
    const { api } = await userSession(t);
    const big = await settled(api, (await save(api, `${base}/big.png`)).id);
    expect(big.row).toMatchObject({ mediaStatus: 'failed', mediaKey: null });
    expect(big.row.mediaError).toMatch(/maior que 4096/);
    const html = await settled(api, (await save(api, `${base}/page.html`)).id);
    expect(html.row).toMatchObject({ mediaStatus: 'failed', mediaKey: null });
    expect(html.row.mediaError).toMatch(/tipo/);
  });

  it('retries a failed download later', async () => {
    const { api } = await userSession(t);
    const fav = await save(api, `${base}/flaky.png`);
    const first = await settled(api, fav.id);
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
    const { api } = await userSession(t);
    const fav = await save(api, `${base}/ad.png`);
    const { view } = await settled(api, fav.id);
    expect((await t.app.inject({ method: 'GET', url: view.media.url! })).statusCode).toBe(200);
    expect((await api.favorites.deleteFavorite({ params: { id: fav.id } })).status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: view.media.url! })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/media/../../etc/passwd' })).statusCode).toBe(404);
  });
});

describe('media archive without MEDIA_FETCH_ALLOW_PRIVATE', () => {
  it('refuses to fetch from a loopback address', async () => {
    const strict = await buildTestApp();
    try {
      const { api } = await userSession(strict);
      const fav = await save(api, `${base}/ad.png`);
      // Stopping the archiver waits for the download it started.
      await strict.app.media.archiver.stop();
      const [row] = await strict.database.db.select().from(favorites).where(eq(favorites.id, fav.id));
      expect(row).toMatchObject({ mediaStatus: 'failed', mediaKey: null });
      expect(row!.mediaError).toMatch(/endereço interno recusado/);
    } finally {
      await strict.close();
    }
  });
});
