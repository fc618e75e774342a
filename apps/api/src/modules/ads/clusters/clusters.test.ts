import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fromStoredHash, hamming64 } from '@sniperads/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, localMedia, useSession, useTestApp } from '../../../../test/helpers/app';
import { createAd, digitId } from '../../../../test/helpers/factories';
import { until } from '../../../../test/helpers/until';
import { advertisements } from '../../../db/schema';
import { newThumbnailKey } from '../../media/thumbnail-keys';
import { type Creative, type LabelledPair, labelledPairs } from './labelled-set';

let server: Server;
let base: string;
const images = new Map<string, Buffer>();
let pairs: LabelledPair[];

beforeAll(async () => {
  // One base creative's pairs: its near-duplicates and its look-alikes.
  pairs = await labelledPairs(1);
  server = createServer((req, res) => {
    const png = images.get(req.url ?? '');
    if (!png) return res.writeHead(404).end();
    res.writeHead(200).end(png);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const t = useTestApp(localMedia());
const admin = useSession(t, { role: 'admin' });

/** An Ad Library website item showing `creative` (served by the test's image host). */
const itemOf = (
  creative: Creative | { texts: string[]; png?: undefined },
  extra: Record<string, unknown> = {},
) => {
  const id = digitId('77');
  if (creative.png) images.set(`/${id}.png`, creative.png);
  return {
    ad_archive_id: id,
    page_id: digitId('1'),
    page_name: `Revenda ${id}`,
    is_active: true,
    start_date: 1_761_000_000,
    publisher_platform: ['FACEBOOK'],
    snapshot: {
      body: { text: creative.texts[0] },
      link_url: 'https://detoxverde.com.br/oferta',
      ...(creative.png ? { images: [{ original_image_url: `${base}/${id}.png` }] } : {}),
    },
    ...extra,
  };
};

const ingest = async (items: unknown[]) =>
  expectStatus(await admin.api.ads.ingestAdvertisements({ body: { ads: items } }), 200).data;

/** The cluster columns of these ads (hashes as text: a failed wait prints them). */
const rowsOf = (ids: string[]) =>
  t.database.db
    .select({
      id: advertisements.id,
      adArchiveId: advertisements.adArchiveId,
      clusterId: advertisements.clusterId,
      clusterPending: advertisements.clusterPending,
      imageHash: sql<string | null>`${advertisements.imageHash}::text`,
      textHash: sql<string | null>`${advertisements.textHash}::text`,
    })
    .from(advertisements)
    .where(inArray(advertisements.adArchiveId, ids));

/**
 * Thumbnails the archiver handed back for later (one host serves every image here, and a host gets
 * only a few downloads at once) are made due and archived now, as if their wait had elapsed.
 */
const archiveHandedBack = async (ids: string[]) => {
  await t.database.db
    .update(advertisements)
    .set({ thumbnailNextAttemptAt: new Date(0) })
    .where(and(inArray(advertisements.adArchiveId, ids), eq(advertisements.thumbnailStatus, 'pending')));
  await t.app.thumbnails.runDue();
};

/** The rows of these ads once every one has its cluster (thumbnails archived, assignment done). */
const clustered = async (ids: string[]) => {
  const rows = await until(
    `ads ${ids.join(', ')} are clustered`,
    async () => {
      await archiveHandedBack(ids);
      return rowsOf(ids);
    },
    (rows) => rows.length === ids.length && rows.every((r) => !r.clusterPending),
  );
  return new Map(rows.map((r) => [r.adArchiveId, r]));
};

const pairOf = (kind: string) => pairs.find((p) => p.kind === kind)!;

describe('creative clusters', () => {
  it('puts copies of a creative in the cluster of the original, and look-alikes apart', async () => {
    const original = itemOf(pairOf('re-encoded').a);
    await ingest([original]);
    const first = (await clustered([original.ad_archive_id])).get(original.ad_archive_id)!;
    expect(first.imageHash).not.toBeNull();
    expect(first.textHash).not.toBeNull();
    // The first of its creative founds the cluster.
    expect(first.clusterId).toBe(first.id);

    const copyKinds = [
      're-encoded',
      'resized + caption',
      'cropped',
      'recoloured + caption',
      'caption edited',
    ];
    const lookAlikeKinds = ['look-alike, other text', 'other niche, same template'];
    const copies = copyKinds.map((kind) => itemOf(pairOf(kind).b));
    const lookAlikes = lookAlikeKinds.map((kind) => itemOf(pairOf(kind).b));
    const summary = await ingest([...copies, ...lookAlikes]);
    expect(summary.created).toBe(copies.length + lookAlikes.length);

    const rows = await clustered([...copies, ...lookAlikes].map((i) => i.ad_archive_id));
    for (const copy of copies) expect(rows.get(copy.ad_archive_id)!.clusterId).toBe(first.id);
    const apart = lookAlikes.map((l) => rows.get(l.ad_archive_id)!);
    for (const row of apart) {
      expect(row.clusterId).toBe(row.id);
      expect(
        hamming64(fromStoredHash(BigInt(row.imageHash!)), fromStoredHash(BigInt(first.imageHash!))),
      ).toBeGreaterThan(0);
    }

    // Sent again unchanged: nothing is reassigned, no cluster appears.
    const again = await ingest([original, ...copies, ...lookAlikes]);
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 1 + copies.length + lookAlikes.length });
    const after = await rowsOf([original, ...copies, ...lookAlikes].map((i) => i.ad_archive_id));
    expect(after.every((r) => !r.clusterPending)).toBe(true);
    expect(new Set(after.map((r) => r.clusterId)).size).toBe(1 + lookAlikes.length);
  });

  it('joins ads Meta groups under one collation_id, whatever their creatives', async () => {
    const collation = digitId('44');
    const [x, y] = [
      itemOf(
        { texts: ['Aprenda inglês em 90 dias com aulas curtas no celular.'] },
        { collation_id: collation },
      ),
      itemOf({ texts: ['Ração premium para cães adultos, frete grátis.'] }, { collation_id: collation }),
    ];
    const loner = itemOf({ texts: ['Aprenda inglês em 90 dias com aulas curtas no celular.'] });
    await ingest([x, y, loner]);
    // No thumbnail to wait for: assigned right after the ingest.
    const rows = await clustered([x.ad_archive_id, y.ad_archive_id, loner.ad_archive_id]);
    expect(rows.get(y.ad_archive_id)!.clusterId).toBe(rows.get(x.ad_archive_id)!.clusterId);
    // Same words, but no creative to compare: only Meta's grouping joins ads without an image.
    expect(rows.get(loner.ad_archive_id)!.clusterId).toBe(rows.get(loner.ad_archive_id)!.id);
  });

  it('reassigns an ad whose text changed to another creative', async () => {
    const [copyA, copyB] = [itemOf(pairOf('cropped').a), itemOf(pairOf('cropped').b)];
    await ingest([copyA]);
    await clustered([copyA.ad_archive_id]);
    await ingest([copyB]);
    const before = await clustered([copyA.ad_archive_id, copyB.ad_archive_id]);
    const cluster = before.get(copyA.ad_archive_id)!.clusterId;
    expect(before.get(copyB.ad_archive_id)!.clusterId).toBe(cluster);

    const other = pairOf('look-alike, other text').b.texts[0];
    const changed = await ingest([{ ...copyB, snapshot: { ...copyB.snapshot, body: { text: other } } }]);
    expect(changed.updated).toBe(1);
    const after = await clustered([copyB.ad_archive_id]);
    expect(after.get(copyB.ad_archive_id)!.clusterId).not.toBe(cluster);
  });

  it('assigns rows from before clusters in the background pass, hashing their stored thumbnails', async () => {
    const png = pairOf('re-encoded').a.png;
    const key = newThumbnailKey();
    await t.app.media.storage.put(
      key,
      await sharp(png).resize({ width: 320 }).webp({ quality: 70 }).toBuffer(),
    );
    const texts = pairOf('re-encoded').a.texts;
    const archived = await createAd(t.database, {
      adCreativeBodies: texts,
      adCreativeLinkTitles: [],
      thumbnailStatus: 'archived',
      thumbnailKey: key,
    });
    const copy = await createAd(t.database, {
      adCreativeBodies: texts,
      adCreativeLinkTitles: [],
      thumbnailStatus: 'archived',
      thumbnailKey: key,
    });
    const waiting = await createAd(t.database, {
      thumbnailStatus: 'pending',
      thumbnailSourceUrl: `${base}/none`,
    });
    expect(archived.clusterPending).toBe(true);

    expect(await t.app.clusters.runPending()).toBeGreaterThanOrEqual(2);
    const rows = new Map(
      (
        await t.database.db
          .select()
          .from(advertisements)
          .where(inArray(advertisements.id, [archived.id, copy.id, waiting.id]))
      ).map((r) => [r.id, r]),
    );
    expect(rows.get(archived.id)!.imageHash).not.toBeNull();
    expect(rows.get(archived.id)!.textHash).not.toBeNull();
    expect(rows.get(copy.id)!.clusterId).toBe(rows.get(archived.id)!.clusterId);
    // Its thumbnail is still to come: it waits for it.
    expect(rows.get(waiting.id)!.clusterPending).toBe(true);
    expect(await t.app.clusters.runPending()).toBe(0);
  });
});
