import { PLAN_LIMIT_MESSAGES, RADAR_MESSAGES } from '@sniperads/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectStatus,
  type TestClient,
  userSession,
  useSession,
  useTestApp,
} from '../../../test/helpers/app';
import { adInput, digitId } from '../../../test/helpers/factories';
import type { NotifyItem } from './radar.alerts';

const t = useTestApp();
const admin = useSession(t, { role: 'admin' });
const buyer = useSession(t, { plan: 'pro' });

/** What delivery received, as the notifications module would. */
const delivered: NotifyItem[] = [];
beforeAll(() => {
  t.app.radar.setDeliver(async (items) => {
    delivered.push(...items);
  });
});

/** A landing domain no other test uses. */
const newDomain = () => `oferta${digitId()}.com.br`;
const offerAd = (domain: string, extra: Record<string, unknown> = {}) =>
  adInput({ landing_url: `https://${domain}/checkout`, ...extra });

/** Ingests as the admin (trusted), then waits for the radar to match the batch. */
const ingest = async (ads: unknown[]) => {
  expectStatus(await admin.api.ads.ingestAdvertisements({ body: { ads } }), 200);
  await t.app.radar.idle();
};

const radarOf = async (api: TestClient) => expectStatus(await api.radar.getRadar(), 200).data;
const followOf = async (api: TestClient, id: string) => {
  const found = (await radarOf(api)).follows.find((f) => f.id === id);
  if (!found) throw new Error(`follow ${id} not on the radar`);
  return found;
};
const follow = async (api: TestClient, body: Parameters<TestClient['radar']['createFollow']>[0]['body']) =>
  expectStatus(await api.radar.createFollow({ body }), 201).data;

describe('the radar: following an offer', () => {
  it('raises new ads and escalando once, none on a re-ingest, and parou when its ads stop', async () => {
    const domain = newDomain();
    const first = offerAd(domain);
    await ingest([first]);
    const followed = await follow(buyer.api, { kind: 'offer', target: domain });
    expect(followed).toMatchObject({ kind: 'offer', key: domain, label: domain, url: `/ofertas/${domain}` });

    // Following is the baseline: what exists raises nothing.
    expect((await followOf(buyer.api, followed.id)).alerts).toEqual([]);

    // Ten pages push the offer: ten new ads, ten new pages, and its level crosses to Bronze.
    const batch = Array.from({ length: 10 }, () => offerAd(domain));
    await ingest(batch);
    let item = await followOf(buyer.api, followed.id);
    expect(item.since_visit).toMatchObject({ new_ads: 10, new_pages: 10, stopped_ads: 0 });
    expect(item.velocity.level).toBe('bronze');
    expect(item.alerts.map((a) => [a.rule, a.title, a.unseen]).sort()).toEqual([
      ['new_ads', `${domain}: 10 anúncios novos`, true],
      ['scaling', `${domain} está escalando`, true],
    ]);
    const mine = delivered.filter((d) => d.url === `/ofertas/${domain}`);
    expect(mine).toHaveLength(2);
    expect(mine.every((d) => d.userId === buyer.user.id)).toBe(true);

    // The same ads again: nothing new, no alert twice.
    await ingest(batch);
    item = await followOf(buyer.api, followed.id);
    expect(item.since_visit.new_ads).toBe(10);
    expect(item.alerts).toHaveLength(2);
    expect(delivered.filter((d) => d.url === `/ofertas/${domain}`)).toHaveLength(2);

    // Opening it marks it seen.
    expectStatus(await buyer.api.radar.visitFollow({ params: { id: followed.id } }), 200);
    item = await followOf(buyer.api, followed.id);
    expect(item.since_visit).toEqual({ new_ads: 0, stopped_ads: 0, new_pages: 0, new_creatives: 0 });
    expect(item.alerts.every((a) => !a.unseen)).toBe(true);

    // Every ad stops: 'parou', once.
    const stop = new Date(Date.now() - 3_600_000).toISOString();
    await ingest([first, ...batch].map((a) => ({ ...a, ad_delivery_stop_time: stop })));
    item = await followOf(buyer.api, followed.id);
    expect(item.velocity.active_ads).toBe(0);
    expect(item.since_visit.stopped_ads).toBe(11);
    expect(item.alerts.filter((a) => a.rule === 'stopped').map((a) => [a.title, a.body])).toEqual([
      [`${domain} parou`, `A oferta ${domain} não tem mais anúncios ativos.`],
    ]);
  });
});

describe('the radar: advertisers and searches', () => {
  it('counts an advertiser’s new ads and alerts at its own threshold', async () => {
    const first = adInput();
    await ingest([first]);
    const followed = await follow(buyer.api, { kind: 'advertiser', target: first.page_id, min_new_ads: 2 });
    expect(followed.label).toBe(first.page_name);

    await ingest([adInput({ page_id: first.page_id, page_name: first.page_name })]);
    let item = await followOf(buyer.api, followed.id);
    expect(item.since_visit.new_ads).toBe(1);
    expect(item.alerts).toEqual([]);

    await ingest([adInput({ page_id: first.page_id, page_name: first.page_name })]);
    item = await followOf(buyer.api, followed.id);
    expect(item.since_visit.new_ads).toBe(2);
    expect(item.alerts.map((a) => [a.rule, a.url])).toEqual([['new_ads', `/anunciantes/${first.page_id}`]]);
  });

  it('matches a followed search against new ads only', async () => {
    const word = `colageno${digitId()}`;
    const followed = await follow(buyer.api, {
      kind: 'search',
      search: { q: `Colágeno ${word}`, country: 'BR' },
      min_new_ads: 1,
    });
    expect(followed.label).toBe(`“Colágeno ${word}” + 1 filtro`);

    await ingest([
      adInput({ ad_creative_bodies: [`O melhor COLAGENO hidrolisado ${word}`] }),
      adInput({ ad_creative_bodies: [`Colágeno ${word}`], ad_reached_countries: ['PT'] }),
      adInput({ ad_creative_bodies: ['Outro produto qualquer'] }),
    ]);
    const item = await followOf(buyer.api, followed.id);
    expect(item.since_visit.new_ads).toBe(1);
    expect(item.alerts.map((a) => a.url)).toEqual([followed.url]);
    expect(followed.url).toContain('/mineracao?');
  });
});

describe('the radar: rules of following', () => {
  it('refuses the Free plan’s fourth follow with the plan’s message', async () => {
    const free = await userSession(t);
    const domains = [newDomain(), newDomain(), newDomain(), newDomain()];
    await ingest(domains.map((d) => offerAd(d)));
    for (const d of domains.slice(0, 3)) await follow(free.api, { kind: 'offer', target: d });
    const refused = await free.api.radar.createFollow({ body: { kind: 'offer', target: domains[3]! } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'PLAN_LIMIT',
      message: PLAN_LIMIT_MESSAGES.follows(3, 'free'),
    });
    const radar = await radarOf(free.api);
    expect([radar.used, radar.limit]).toEqual([3, 3]);
  });

  it('answers 409 for a second follow of the same thing, 404 for an unknown one, 400 for a bad domain', async () => {
    const domain = newDomain();
    await ingest([offerAd(domain)]);
    await follow(buyer.api, { kind: 'offer', target: domain });
    const twice = await buyer.api.radar.createFollow({
      body: { kind: 'offer', target: domain.toUpperCase() },
    });
    expect(twice).toMatchObject({ status: 409, body: { message: RADAR_MESSAGES.duplicate } });
    const unknown = await buyer.api.radar.createFollow({ body: { kind: 'offer', target: newDomain() } });
    expect(unknown).toMatchObject({ status: 404, body: { message: RADAR_MESSAGES.offerNotFound } });
    const bad = await buyer.api.radar.createFollow({ body: { kind: 'offer', target: 'não é domínio' } });
    expect(bad.status).toBe(400);
    const empty = await buyer.api.radar.createFollow({ body: { kind: 'search', search: {} } });
    expect(empty).toMatchObject({
      status: 400,
      body: { errors: { search: [RADAR_MESSAGES.searchRequired] } },
    });
  });

  it('keeps each account’s follows its own (404 for another’s)', async () => {
    const domain = newDomain();
    await ingest([offerAd(domain)]);
    const followed = await follow(buyer.api, { kind: 'offer', target: domain });
    const other = await userSession(t);
    expect((await radarOf(other.api)).follows).toEqual([]);
    const params = { id: followed.id };
    expect((await other.api.radar.visitFollow({ params })).status).toBe(404);
    expect((await other.api.radar.deleteFollow({ params })).status).toBe(404);
    expectStatus(await buyer.api.radar.deleteFollow({ params }), 200);
    expect((await radarOf(buyer.api)).follows.some((f) => f.id === followed.id)).toBe(false);
  });
});
