import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localMedia, useTestApp } from '../../../test/helpers/app';
import { createAd, createUser } from '../../../test/helpers/factories';
import { until } from '../../../test/helpers/until';
import { adObservations, advertisements } from '../../db/schema';

/** An image host that accepts every request and never answers (until the file's end). */
let slow: Server;
let slowBase: string;
const held = new Set<ServerResponse>();
let slowHits = 0;
/** Once false, the slow host drops every request at once (each test's clean-up). */
let hang = true;
const release = () => {
  hang = false;
  for (const res of held) res.destroy();
  held.clear();
};
/** A healthy image host. */
let fast: Server;
let fastBase: string;
let JPEG: Buffer;

const listen = async (server: Server) => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  JPEG = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#27ae60' } })
    .jpeg()
    .toBuffer();
  slow = createServer((_req, res) => {
    if (!hang) return void res.destroy();
    slowHits += 1;
    held.add(res);
  });
  fast = createServer((_req, res) => res.writeHead(200).end(JPEG));
  slowBase = await listen(slow);
  fastBase = await listen(fast);
});
afterAll(async () => {
  release();
  await Promise.all([slow, fast].map((s) => new Promise<void>((r) => s.close(() => r()))));
});

// The downloader refuses loopback addresses unless MEDIA_FETCH_ALLOW_PRIVATE is on (as in tests).
const t = useTestApp(localMedia());
beforeEach(async () => {
  await t.database.db.delete(advertisements);
  hang = true;
  slowHits = 0;
});

/** An ad created by `userId`'s capture, whose thumbnail is still to be archived from `source`. */
const capturedAd = async (userId: string, source: string) => {
  const ad = await createAd(t.database, {
    creativeMediaUrl: source,
    mediaType: 'image',
    thumbnailSourceUrl: source,
    thumbnailStatus: 'pending',
  });
  await t.database.db
    .insert(adObservations)
    .values({ advertisementId: ad.id, userId, source: 'extension', shape: 'website', createdAd: true });
  return ad;
};
const statusOf = async (ids: string[]) =>
  t.database.db
    .select({
      id: advertisements.id,
      status: advertisements.thumbnailStatus,
      error: advertisements.thumbnailError,
    })
    .from(advertisements)
    .where(inArray(advertisements.id, ids));

describe('the thumbnail queue is fair between accounts', () => {
  it("archives another user's thumbnail while one account's 16 slow image hosts are still hanging", async () => {
    const heavy = await createUser(t.database);
    const other = await createUser(t.database);
    const slowAds = [];
    for (let i = 0; i < 16; i++) slowAds.push(await capturedAd(heavy.id, `${slowBase}/lenta-${i}.jpg`));
    const mine = await capturedAd(other.id, `${fastBase}/rapida.jpg`);

    // As the ingest route kicks them: the heavy account's 16 first, then the other user's one.
    t.app.thumbnails.kick(
      slowAds.map((a) => a.id),
      heavy.id,
    );
    await until(
      'the slow host is hit',
      async () => slowHits,
      (n) => n > 0,
    );
    t.app.thumbnails.kick([mine.id], other.id);

    const [row] = await until(
      "the other user's thumbnail is archived",
      () => statusOf([mine.id]),
      (rows) => rows[0]?.status !== 'pending',
      // Before the fix it waited behind the heavy account's batch: 38–47 s (issue 25).
      7_000,
    );
    expect(row?.status).toBe('archived');
    // Not one of the slow ads has finished: the other user never waited for them.
    const slowRows = await statusOf(slowAds.map((a) => a.id));
    expect(slowRows.every((r) => r.status === 'pending' && r.error === null)).toBe(true);
    // The slow host never held more than its share of the downloads.
    expect(slowHits).toBeLessThanOrEqual(2);
    release();
  });

  it('a sweep of due rows takes them in turns by account, not oldest first', async () => {
    const heavy = await createUser(t.database);
    const other = await createUser(t.database);
    const slowAds = [];
    for (let i = 0; i < 16; i++) slowAds.push(await capturedAd(heavy.id, `${slowBase}/varredura-${i}.jpg`));
    const mine = await capturedAd(other.id, `${fastBase}/varredura.jpg`);
    // The heavy account's rows were due first.
    await t.database.db
      .update(advertisements)
      .set({ thumbnailNextAttemptAt: new Date(Date.now() - 60_000) })
      .where(
        inArray(
          advertisements.id,
          slowAds.map((a) => a.id),
        ),
      );

    const sweep = t.app.thumbnails.runDue();
    const [row] = await until(
      "the other user's thumbnail is archived",
      () => statusOf([mine.id]),
      (rows) => rows[0]?.status !== 'pending',
      7_000,
    );
    expect(row?.status).toBe('archived');
    release();
    await sweep;
  });

  it('gives up on a source that connects and then says nothing within the short timeout', async () => {
    const user = await createUser(t.database);
    const ad = await capturedAd(user.id, `${slowBase}/muda.jpg`);
    await t.app.thumbnails.archive(ad.id);
    const [row] = await t.database.db.select().from(advertisements).where(eq(advertisements.id, ad.id));
    // Retried later (a slow host may recover), with the reason in pt-BR.
    expect(row).toMatchObject({
      thumbnailStatus: 'pending',
      thumbnailAttempts: 1,
      thumbnailError: 'o servidor da mídia não respondeu a tempo',
    });
    expect(t.config.media.connectTimeoutMs).toBeLessThanOrEqual(3_000);
    expect(t.config.media.thumbnailTimeoutMs).toBeLessThanOrEqual(8_000);
  });
});
