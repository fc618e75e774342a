import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { eq, inArray, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectStatus, localMedia, useSession, useTestApp } from '../../../test/helpers/app';
import { createAd } from '../../../test/helpers/factories';
import { until } from '../../../test/helpers/until';
import { seedDemoAds } from '../../bootstrap/demo/ads/seed-ads';
import { advertisements } from '../../db/schema';

let server: Server;
let base: string;
let JPEG: Buffer;
let PNG: Buffer;
const hits = new Map<string, number>();
const MP4 = Buffer.concat([Buffer.from('\0\0\0\x18ftypisom', 'latin1'), Buffer.alloc(100, 1)]);

beforeAll(async () => {
  JPEG = await sharp({ create: { width: 1080, height: 1350, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();
  PNG = await sharp({ create: { width: 200, height: 100, channels: 4, background: '#2980b9' } })
    .png()
    .toBuffer();
  server = createServer((req, res) => {
    const path = req.url ?? '';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path.startsWith('/big.jpg')) return res.writeHead(200).end(JPEG);
    if (path.startsWith('/small.png')) return res.writeHead(200).end(PNG);
    if (path === '/frame') return res.writeHead(200).end(MP4);
    if (path === '/page.html')
      return res.writeHead(200, { 'content-type': 'image/png' }).end('<html>oi</html>');
    if (path === '/down.jpg') return res.writeHead(500).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
const t = useTestApp(localMedia());
const user = useSession(t);
// The archiver works on whatever is due: each test starts from an empty library.
beforeEach(async () => {
  await t.database.db.delete(advertisements);
});

/** An ad whose thumbnail is still to be archived from `source`. */
const insertAd = (source: string | null) =>
  createAd(t.database, {
    creativeMediaUrl: source,
    mediaType: 'image',
    thumbnailSourceUrl: source,
    thumbnailStatus: 'pending',
  });
const rowOf = async (id: string) => {
  const [row] = await t.database.db.select().from(advertisements).where(eq(advertisements.id, id));
  return row!;
};
/** Makes a scheduled retry due now, as if its back-off had elapsed. */
const makeDue = (id: string) =>
  t.database.db
    .update(advertisements)
    .set({ thumbnailNextAttemptAt: new Date(0) })
    .where(eq(advertisements.id, id));

describe('ad thumbnails', () => {
  it('archives a small WebP, serves it and lists it as thumbnail_url', async () => {
    const ad = await insertAd(`${base}/big.jpg`);
    expect(ad.thumbnailStatus).toBe('pending');
    t.app.thumbnails.kick([ad.id]);
    const row = await until(
      `ad ${ad.id} is archived`,
      () => rowOf(ad.id),
      (r) => r.thumbnailStatus !== 'pending',
    );
    expect(row).toMatchObject({ thumbnailStatus: 'archived', thumbnailAttempts: 1, thumbnailError: null });
    expect(row.thumbnailKey).toMatch(/^thumbs\/[0-9a-f-]{36}\.webp$/);

    const url = `/api/media/${row.thumbnailKey}`;
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 400 });

    const list = await user.api.ads.searchAdvertisements({ query: { search: ad.pageName, per_page: 50 } });
    const found = expectStatus(list, 200).data.find((x) => x.id === ad.id);
    expect(found).toMatchObject({ thumbnail_url: url, is_taken_down: false, texts_truncated: false });
  });

  it('never enlarges a small image', async () => {
    const ad = await insertAd(`${base}/small.png`);
    await t.app.thumbnails.archive(ad.id);
    const row = await rowOf(ad.id);
    expect(row.thumbnailStatus).toBe('archived');
    const served = await t.app.inject({ method: 'GET', url: `/api/media/${row.thumbnailKey}` });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 200, height: 100 });
  });

  it('fails at once on a 404 or a file that is not an image', async () => {
    for (const path of ['/gone.jpg', '/page.html']) {
      const ad = await insertAd(`${base}${path}`);
      await t.app.thumbnails.archive(ad.id);
      expect(await rowOf(ad.id)).toMatchObject({
        thumbnailStatus: 'failed',
        thumbnailAttempts: 1,
        thumbnailKey: null,
        thumbnailNextAttemptAt: null,
      });
    }
  });

  it('retries a 500 with back-off, then gives up after five attempts', async () => {
    const ad = await insertAd(`${base}/down.jpg`);
    await t.app.thumbnails.archive(ad.id);
    const first = await rowOf(ad.id);
    expect(first).toMatchObject({ thumbnailStatus: 'pending', thumbnailAttempts: 1 });
    expect(first.thumbnailNextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 30_000);
    // Not due yet: a second call leaves it alone.
    await t.app.thumbnails.archive(ad.id);
    expect((await rowOf(ad.id)).thumbnailAttempts).toBe(1);
    for (let attempt = 2; attempt <= 5; attempt++) {
      await makeDue(ad.id);
      await t.app.thumbnails.archive(ad.id);
      expect((await rowOf(ad.id)).thumbnailAttempts).toBe(attempt);
    }
    expect(await rowOf(ad.id)).toMatchObject({ thumbnailStatus: 'failed', thumbnailError: 'HTTP 500' });
  });

  it('marks a video source, or no source, as nothing to archive', async () => {
    const byUrl = await insertAd(`${base}/clip.mp4?oh=abc`);
    const byBytes = await insertAd(`${base}/frame`);
    const none = await insertAd(null);
    for (const ad of [byUrl, byBytes, none]) await t.app.thumbnails.archive(ad.id);
    for (const ad of [byUrl, byBytes, none]) expect((await rowOf(ad.id)).thumbnailStatus).toBe('none');
    expect(hits.get('/clip.mp4?oh=abc')).toBeUndefined();
  });

  it('two concurrent runs never archive the same ad twice', async () => {
    const ads = [];
    for (let i = 0; i < 14; i++) ads.push(await insertAd(`${base}/big.jpg?n=${i}`));
    const ids = ads.map((a) => a.id);
    // Only these ads are due: the library was emptied before the test.
    let tried = 0;
    for (;;) {
      const [x, y] = await Promise.all([t.app.thumbnails.runDue(), t.app.thumbnails.runDue()]);
      if (x + y === 0) break;
      tried += x + y;
    }
    expect(tried).toBe(ids.length);
    for (let i = 0; i < 14; i++) expect(hits.get(`/big.jpg?n=${i}`)).toBe(1);
    const rows = await t.database.db.select().from(advertisements).where(inArray(advertisements.id, ids));
    expect(rows.every((r) => r.thumbnailStatus === 'archived' && r.thumbnailAttempts === 1)).toBe(true);
    expect(new Set(rows.map((r) => r.thumbnailKey)).size).toBe(ids.length);
  });

  it('remove() deletes the stored file', async () => {
    const ad = await insertAd(`${base}/small.png?rm`);
    await t.app.thumbnails.archive(ad.id);
    const { thumbnailKey } = await rowOf(ad.id);
    const file = join(
      t.config.dataDir,
      'media',
      'thumbs',
      thumbnailKey!.slice(41, 43),
      thumbnailKey!.slice(7),
    );
    expect(existsSync(file)).toBe(true);
    await t.app.thumbnails.remove([thumbnailKey!, '../../etc/passwd']);
    expect(existsSync(file)).toBe(false);
    const gone = await t.app.inject({ method: 'GET', url: `/api/media/${thumbnailKey}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ success: false });
  });
});

describe('demo ads', () => {
  it('are seeded with nothing to archive, so the worker never picks them up', async () => {
    await seedDemoAds(t.database.db, { count: 30 });
    const rows = await t.database.db
      .select({ status: advertisements.thumbnailStatus })
      .from(advertisements)
      .where(like(advertisements.adArchiveId, '7%'));
    expect(rows).toHaveLength(30);
    expect(rows.every((r) => r.status === 'none')).toBe(true);
    expect(await t.app.thumbnails.runDue()).toBe(0);
  });
});
