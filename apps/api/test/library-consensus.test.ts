import { INGEST_REASONS } from '@sniperads/contract';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adClaims, advertisements } from '../src/db/schema';
import { expectStatus, sendAds, tokenSession, useSession, useTestApp } from './helpers/app';
import { digitId } from './helpers/factories';

/**
 * Attacks on the shared library by one free account (or a few), as they were carried out against
 * the trust rules before claims: each must leave what other users see as the honest accounts said.
 */
const t = useTestApp({ ingest: { bodyLimit: 16 * 1024 * 1024, adsPerMinute: 1_000_000 } });
const admin = useSession(t, { role: 'admin' });
/** A free self-registered account with its extension token. */
const account = () => tokenSession(t, ['read:ads', 'write:ads']);

const image = (name: string) => `https://scontent-gru2-1.xx.fbcdn.net/v/t39.35426-6/${name}.jpg?oe=6A1B2C3D`;
/** A website result item, as the extension captures it. */
const item = (
  domain: string,
  extra: Record<string, unknown> = {},
  snapshot: Record<string, unknown> = {},
) => ({
  ad_archive_id: digitId('81'),
  page_id: '4401',
  page_name: `Loja ${domain}`,
  is_active: true,
  start_date: Math.floor(Date.now() / 1000) - 20 * 86_400,
  publisher_platform: ['FACEBOOK'],
  snapshot: {
    body: { text: 'Emagreça com saúde: cápsulas naturais com frete grátis.' },
    title: 'Oferta de lançamento',
    caption: domain,
    link_url: `https://${domain}/oferta`,
    images: [{ original_image_url: image(`honest-${domain}`) }],
    ...snapshot,
  },
  ...extra,
});
const newDomain = () => `oferta${digitId()}.com.br`;

const rowsOf = (archiveIds: string[]) =>
  t.database.db.select().from(advertisements).where(inArray(advertisements.adArchiveId, archiveIds));
const offerOf = async (domain: string) => {
  const res = await admin.api.ads.getEscalatedAdvertisements({ query: { domain, per_page: 5 } });
  return expectStatus(res, 200).data.find((o) => o.landing_domain === domain) ?? null;
};
const purge = async (id: string) =>
  expectStatus(await admin.api.contributions.purgeUserContributions({ params: { id } }), 200);

/** `n` ads on one domain that two honest accounts captured running. */
const honestOffer = async (n: number) => {
  const domain = newDomain();
  const ads = Array.from({ length: n }, () => item(domain));
  for (const who of [await account(), await account()]) await sendAds(who.api, ads);
  return { domain, ads, ids: ads.map((a) => a.ad_archive_id) };
};

describe('one account against the shared signals', () => {
  it('cannot stop or take down an offer’s ads that others see running', async () => {
    const { domain, ads, ids } = await honestOffer(12);
    const before = await offerOf(domain);
    expect(before?.stats.active_ads).toBe(12);
    const attacker = await account();
    await sendAds(
      attacker.api,
      ads.map((a) => ({ ...a, is_active: false, aaa_info: { is_ad_taken_down: true } })),
    );
    const rows = await rowsOf(ids);
    expect(rows.filter((r) => r.adDeliveryStopTime !== null || r.isTakenDown)).toHaveLength(0);
    expect((await offerOf(domain))?.stats.active_ads).toBe(12);
  });

  it('needs more independent accounts than the honest ones to stop an ad, and a purge undoes it', async () => {
    const { domain, ads, ids } = await honestOffer(4);
    const [sybil1, sybil2, sybil3] = [await account(), await account(), await account()];
    const stopped = ads.map((a) => ({ ...a, is_active: false, aaa_info: { is_ad_taken_down: true } }));
    for (const s of [sybil1, sybil2, sybil3]) await sendAds(s.api, stopped);
    expect((await rowsOf(ids)).every((r) => r.adDeliveryStopTime !== null && r.isTakenDown)).toBe(true);
    expect((await offerOf(domain))?.stats.active_ads ?? 0).toBe(0);

    // Without one of the three, they no longer outnumber the two honest accounts.
    const result = await purge(sybil1.user.id);
    expect(result.data).toMatchObject({ restarted: 4, takedowns_undone: 4, ads_removed: 0 });
    expect(result.message).toMatch(
      /4 anúncios corrigidos.*4 voltaram a constar em veiculação.*4 remoções pela Meta desfeitas/,
    );
    expect((await rowsOf(ids)).every((r) => r.adDeliveryStopTime === null && !r.isTakenDown)).toBe(true);
    expect((await offerOf(domain))?.stats.active_ads).toBe(4);
    expect((await purge(sybil2.user.id)).data).toMatchObject({ ads_changed: 0, claims_purged: 4 });
  });

  it('keeps the first image of an ad whose thumbnail is not archived yet', async () => {
    const domain = newDomain();
    const ad = item(domain);
    await sendAds((await account()).api, [ad]);
    const attacker = await account();
    await sendAds(attacker.api, [
      item(
        domain,
        { ad_archive_id: ad.ad_archive_id },
        { images: [{ original_image_url: image('attacker') }] },
      ),
    ]);
    const [row] = await rowsOf([ad.ad_archive_id]);
    expect(row?.thumbnailSourceUrl).toBe(image(`honest-${domain}`));
  });

  it('never takes an image from a host an ordinary account named', async () => {
    const domain = newDomain();
    const ad = item(domain, {}, { images: [{ original_image_url: 'https://tracker.example/pixel.jpg' }] });
    await sendAds((await account()).api, [ad]);
    const [row] = await rowsOf([ad.ad_archive_id]);
    expect(row).toMatchObject({ creativeMediaUrl: null, thumbnailSourceUrl: null, thumbnailStatus: 'none' });
  });

  it('refuses, per item and in pt-BR, dates and counts the Ad Library cannot show', async () => {
    const domain = newDomain();
    const future = item(domain, { start_date: Math.floor(Date.now() / 1000) + 4 * 365 * 86_400 });
    const ancient = item(domain, { start_date: Math.floor(Date.UTC(2004, 1, 4) / 1000) });
    const huge = item(domain, { collation_count: 999_999_999 });
    const fine = item(domain);
    const data = await sendAds((await account()).api, [future, ancient, huge, fine]);
    expect(data.results.map((r) => [r.status, r.reason ?? null])).toEqual([
      ['rejected', INGEST_REASONS.futureDate],
      ['rejected', INGEST_REASONS.tooOld],
      ['rejected', INGEST_REASONS.implausibleCount],
      ['created', null],
    ]);
    expect(await rowsOf([future.ad_archive_id, ancient.ad_archive_id, huge.ad_archive_id])).toHaveLength(0);
  });

  it('shows a variation count only once a second account vouches for it', async () => {
    const domain = newDomain();
    const ad = item(domain, { collation_count: 9_000 });
    await sendAds((await account()).api, [ad]);
    expect((await rowsOf([ad.ad_archive_id]))[0]?.collationCount).toBeNull();
    await sendAds((await account()).api, [{ ...ad, collation_count: 87 }]);
    expect((await rowsOf([ad.ad_archive_id]))[0]?.collationCount).toBe(87);
  });

  it('does not rank an offer that only one account ever sent', async () => {
    const domain = newDomain();
    const pages = Array.from({ length: 10 }, (_, i) => ({
      page_id: `55${i}`,
      page_name: `Página inventada ${i}`,
    }));
    const ads = Array.from({ length: 150 }, (_, i) => item(domain, pages[i % 10]));
    await sendAds((await account()).api, ads);
    expect(await offerOf(domain)).toBeNull();
  });

  it('lets an honest majority correct a first writer’s phishing landing, and a purge of that account', async () => {
    const domain = newDomain();
    const honest = item(domain);
    const attacker = await account();
    await sendAds(attacker.api, [
      item(
        domain,
        { ad_archive_id: honest.ad_archive_id, page_name: 'Suporte Oficial' },
        { link_url: 'https://golpe.example/pix' },
      ),
    ]);
    await sendAds((await account()).api, [honest]);
    expect((await rowsOf([honest.ad_archive_id]))[0]?.landingDomain).toBe('golpe.example');
    await sendAds((await account()).api, [honest]);
    expect((await rowsOf([honest.ad_archive_id]))[0]).toMatchObject({
      landingDomain: domain,
      pageName: `Loja ${domain}`,
    });
    // The purge keeps the honest view, and the attacker's captures stay on record, marked purged.
    await purge(attacker.user.id);
    expect((await rowsOf([honest.ad_archive_id]))[0]?.landingDomain).toBe(domain);
    const claims = await t.database.db
      .select()
      .from(adClaims)
      .where(eq(adClaims.contributorId, attacker.user.id));
    expect(claims).toHaveLength(1);
    expect(claims[0]?.purgedAt).not.toBeNull();
  });

  it('purges an account deleted first: its lone ads go and what it bent comes back', async () => {
    const { ads, ids } = await honestOffer(2);
    const [attacker, accomplice] = [await account(), await account()];
    const own = item(newDomain());
    for (const s of [attacker, accomplice])
      await sendAds(
        s.api,
        ads.map((a) => ({ ...a, is_active: false })),
      );
    await sendAds(attacker.api, [own]);
    expect((await rowsOf(ids)).every((r) => r.adDeliveryStopTime === null)).toBe(true);
    await sendAds(
      (await account()).api,
      ads.map((a) => ({ ...a, is_active: false })),
    );
    expect((await rowsOf(ids)).every((r) => r.adDeliveryStopTime !== null)).toBe(true);

    expectStatus(await admin.api.admin.deleteUser({ params: { id: attacker.user.id } }), 200);
    const result = await purge(attacker.user.id);
    expect(result.data).toMatchObject({ ads_removed: 1, restarted: 2 });
    expect(await rowsOf([own.ad_archive_id])).toHaveLength(0);
    expect((await rowsOf(ids)).every((r) => r.adDeliveryStopTime === null)).toBe(true);
  });

  it('treats an admin’s extension token as one user’s observation', async () => {
    const domain = newDomain();
    const ad = item(domain);
    await sendAds((await account()).api, [ad]);
    const adminToken = await tokenSession(t, ['read:ads', 'write:ads']);
    await t.database.db.execute(
      // The token's owner is made an admin: the capture must still count as a user's.
      (await import('drizzle-orm')).sql`update users set is_admin = true where id = ${adminToken.user.id}`,
    );
    await sendAds(adminToken.api, [{ ...ad, page_name: 'Página trocada' }]);
    expect((await rowsOf([ad.ad_archive_id]))[0]?.pageName).toBe(`Loja ${domain}`);
  });

  it('takes a collated node of 4,000 ads in one request (over 65,535 bind parameters at once)', async () => {
    const domain = newDomain();
    const node = { collated_results: Array.from({ length: 4_000 }, () => item(domain, {}, { images: [] })) };
    const data = await sendAds((await account()).api, [node]);
    expect(data).toMatchObject({ created: 4_000, rejected: 0 });
  });

  it('keeps a row written before claims (demo data) as a trusted first word', async () => {
    const domain = newDomain();
    const ad = item(domain);
    await t.database.db.insert(advertisements).values({
      adArchiveId: ad.ad_archive_id,
      pageName: `Loja ${domain}`,
      adCreativeBodies: ['Emagreça com saúde: cápsulas naturais com frete grátis.'],
      landingUrl: `https://${domain}/oferta`,
      landingDomain: domain,
    });
    await sendAds((await account()).api, [{ ...ad, page_name: 'Página trocada', is_active: false }]);
    const [row] = await rowsOf([ad.ad_archive_id]);
    expect(row).toMatchObject({ pageName: `Loja ${domain}`, adDeliveryStopTime: null });
    const claims = await t.database.db.select().from(adClaims).where(eq(adClaims.advertisementId, row!.id));
    expect(claims.map((c) => [c.shape, c.trusted]).sort()).toEqual([
      ['baseline', true],
      ['website', false],
    ]);
  });
});
