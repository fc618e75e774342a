import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { findAdNodes } from './find-nodes';
import { mapAd } from './map-ad';
import { AD_TEXT_MAX, INGEST_REASONS, type MappedAd } from './normalized';

/**
 * Real payloads recorded by third parties from Meta (../shared/fixtures/meta-real, beside the
 * checkout; never copied into the repository). Skipped where that folder is absent.
 */
const ROOT =
  process.env.META_REAL_FIXTURES ?? resolve(import.meta.dirname, '../../../../../shared/fixtures/meta-real');
const present = existsSync(join(ROOT, 'SOURCES.md'));

const readJson = (path: string): unknown => {
  const raw = readFileSync(join(ROOT, path));
  return JSON.parse((path.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8'));
};
const dataOf = (path: string) => (readJson(path) as { data: unknown[] }).data;
const okAd = (m: MappedAd) => {
  if (!m.ok) throw new Error(`rejected: ${m.reason}`);
  return m.ad;
};

describe.skipIf(!present)('mapper on real Meta recordings', () => {
  it('maps the current website item completely (adidas DPA carousel)', () => {
    const ad = okAd(mapAd(readJson('website/azzouzana-adidas-item.json')));
    expect(ad.ad_archive_id).toBe('1247196049838563');
    expect(ad.page_name).toBe('adidas');
    expect(ad.page_id).toBe('182162001806727');
    expect(ad.bodies[0]).toBe('En yeni ürünleri stoklar tükenmeden keşfet!');
    expect(ad.titles).not.toContain('{{product.name}}');
    expect(ad.titles.length).toBeGreaterThan(0);
    expect(ad.captions).toEqual(['trendyol.com']);
    expect(ad.landing_url).toBe('https://www.trendyol.com/magaza/adidas-m-61?sst=0');
    expect(ad.landing_domain).toBe('trendyol.com');
    expect(ad.cta).toBe('Shop now');
    expect(ad.media_type).toBe('image');
    expect(ad.creative_media_url).toMatch(/^https:\/\/scontent[^ ]+fbcdn\.net\//);
    expect(ad.thumbnail_source_url).toMatch(/fbcdn\.net/);
    expect(ad.start_time).toBe(new Date(1_730_880_000_000).toISOString());
    expect(ad.is_active).toBe(true);
    expect(ad.stop_time).toBeNull();
    expect(ad.publisher_platforms).toEqual(['facebook', 'instagram', 'audience_network', 'messenger']);
    expect(ad.is_taken_down).toBe(false);
  });

  it('maps the older camelCase item (a video ad)', () => {
    const ad = okAd(mapAd(readJson('website/epctex-rollic-item.json')));
    expect(ad).toMatchObject({
      ad_archive_id: '782129142700742',
      page_name: 'Rollic.',
      media_type: 'video',
      landing_domain: 'apps.apple.com',
      cta: 'Game spelen',
      collation_count: 1,
      publisher_platforms: ['facebook', 'instagram', 'audience_network', 'messenger'],
    });
    expect(ad.thumbnail_source_url).toMatch(/\.jpg/);
  });

  it('finds the collated result in a GraphQL envelope and refuses it whole when it lacks its page', () => {
    const nodes = findAdNodes(readJson('website/senatorash-mocksGraphQlAds.json'));
    expect(nodes).toHaveLength(1);
    expect(mapAd(nodes[0])).toMatchObject({ ok: false, reason: INGEST_REASONS.missingPage });
  });

  it('maps every Graph v18 ad, keeping long bodies and finding the domain in captions', () => {
    const ads = ['page-03', 'page-06', 'page-11'].flatMap((p) =>
      dataOf(`graph-ads-archive/addownloader-nl-pizza-v18/${p}.json.gz`),
    );
    const mapped = ads.map(mapAd);
    const rejected = mapped.filter((m) => !m.ok);
    const kept = mapped.flatMap((m) => (m.ok ? [m.ad] : []));
    const truncated = kept.filter((a) => a.texts_truncated).length;
    const withCaption = kept.filter((a) => a.captions.some((c) => /^[\w-]+(\.[\w-]+)+$/.test(c)));
    const withDomain = withCaption.filter((a) => a.landing_domain);
    console.log(
      `graph v18: ${kept.length}/${ads.length} mapped, ${truncated} truncated, ` +
        `landing domain on ${withDomain.length}/${withCaption.length} ads whose caption is a domain`,
    );
    expect(rejected).toEqual([]);
    expect(truncated).toBeGreaterThan(0);
    expect(kept.every((a) => a.bodies.every((b) => b.length <= AD_TEXT_MAX))).toBe(true);
    expect(withDomain.length).toBe(withCaption.length);
    expect(kept.every((a) => !a.ad_snapshot_url?.includes('REDACTEDREALTOKEN'))).toBe(true);
    expect(kept.every((a) => a.start_time !== null)).toBe(true);
  });

  it('refuses 2019 v5 items, which carry no ad id, one by one with the reason', () => {
    const ads = [
      ...dataOf('graph-ads-archive/ukelection-v5/full_day_run_1.json.gz'),
      ...dataOf('graph-ads-archive/ukelection-v5/woking.json'),
    ];
    const reasons = new Set(ads.map((a) => (mapAd(a) as { reason?: string }).reason));
    expect([...reasons]).toEqual([INGEST_REASONS.missingId]);
  });

  it('shows the older website bodies as the ad did, and files no Vietnamese ad under a pt-BR niche', () => {
    const nodes = findAdNodes(
      readJson('website-recordings/vn-laptop-2024-async-search_ads.md-block.json.gz'),
    );
    const ads = nodes.map((n) => okAd(mapAd(n)));
    const bodies = ads.flatMap((a) => a.bodies);
    expect(ads).toHaveLength(30);
    expect(bodies.filter((b) => /&(?:[a-z]+|#\d+|#x[\da-f]+);/i.test(b))).toEqual([]);
    expect(bodies.some((b) => b.includes('RAM 4G - SSD 128 => 2.9tr'))).toBe(true);
    expect(bodies.some((b) => b.includes("màn 12'5 2k Touch"))).toBe(true);
    // Laptops, PCs and phones sold in Vietnamese: 'cao' (high) is no 'cão'.
    expect(
      ads.filter((a) => a.niche !== null).map((a) => `${a.niche}: ${a.bodies[0]?.slice(0, 60)}`),
    ).toEqual([]);
  });
});
