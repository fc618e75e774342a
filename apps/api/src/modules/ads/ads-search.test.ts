import type { AdSearchQuery } from '@sniperads/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectStatus, useSession, useTestApp } from '../../../test/helpers/app';
import { ingestAds } from './ads.service';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

const ad = (id: string, o: Record<string, unknown>) => ({
  id,
  page_id: '1',
  page_name: 'Página Genérica',
  publisher_platforms: ['facebook'],
  languages: ['pt'],
  ad_reached_countries: ['BR'],
  ad_delivery_start_time: daysAgo(5),
  ...o,
});

const t = useTestApp();
const user = useSession(t);
beforeAll(async () => {
  const summary = await ingestAds(t.database.db, [
    ad('1', {
      page_name: 'Clínica Saúde Total',
      ad_creative_link_titles: ['Saúde em dia'],
      ad_creative_bodies: ['Exames de saúde com desconto'],
      niche: 'saude',
      ad_delivery_start_time: daysAgo(40),
      landing_url: 'https://saudetotal.com.br/a',
      page_id: '10',
    }),
    ad('2', {
      ad_creative_bodies: ['Dica rápida: saúde também é dormir bem.'],
      niche: 'saude',
      ad_delivery_start_time: daysAgo(1),
      landing_url: 'https://saudetotal.com.br/b',
      page_id: '10',
      publisher_platforms: ['instagram'],
      creative_media_url: 'https://video.xx.fbcdn.net/v/t42/video.mp4',
    }),
    ad('3', {
      ad_creative_link_titles: ['Emagreça rápido'],
      ad_creative_bodies: ['Perca peso com o método seca barriga'],
      niche: 'emagrecimento',
      ad_delivery_start_time: daysAgo(90),
      ad_delivery_stop_time: daysAgo(10),
      languages: ['es'],
      ad_reached_countries: ['PT'],
    }),
    ad('4', {
      ad_creative_link_titles: ['Carros seminovos'],
      ad_creative_bodies: ['Financiamento de veículos'],
      niche: 'automoveis',
      ad_delivery_start_time: daysAgo(200),
      ad_delivery_stop_time: daysAgo(100),
      landing_url: 'https://saudetotal.com.br/c',
      page_id: '10',
    }),
  ]);
  expect(summary.created).toBe(4);
});

const search = async (query: AdSearchQuery) =>
  expectStatus(await user.api.ads.searchAdvertisements({ query }), 200);
const ids = async (query: AdSearchQuery) => (await search(query)).data.map((a) => a.ad_archive_id);

describe('GET /advertisements search', () => {
  it('finds Portuguese words with or without accents and by stem', async () => {
    expect((await ids({ search: 'saude' })).sort()).toEqual(['1', '2']);
    expect((await ids({ search: 'SAÚDE' })).sort()).toEqual(['1', '2']);
    expect(await ids({ search: 'emagreca' })).toEqual(['3']);
    expect(await ids({ search: 'veiculo' })).toEqual(['4']);
  });

  it('ranks title and page name matches above body mentions', async () => {
    // Ad 2 is newer but only mentions the word in its body.
    expect(await ids({ search: 'saude', sort: 'relevance' })).toEqual(['1', '2']);
    expect(await ids({ search: 'saude', sort: 'newest' })).toEqual(['2', '1']);
  });

  it('ignores an empty or blank search and trims the term', async () => {
    expect((await search({ search: '  ' })).meta).toMatchObject({
      total: 4,
      search: null,
      sort: 'newest',
    });
    expect((await search({ search: ' saude ' })).meta).toMatchObject({ total: 2, search: 'saude' });
    // Only stop words: treated as no term at all.
    expect((await search({ search: 'de' })).meta.total).toBe(4);
  });

  it('applies each filter', async () => {
    expect(await ids({ niche: 'emagrecimento' })).toEqual(['3']);
    expect(await ids({ platform: 'instagram' })).toEqual(['2']);
    expect(await ids({ media_type: 'video' })).toEqual(['2']);
    expect((await ids({ status: 'active' })).sort()).toEqual(['1', '2']);
    expect((await ids({ status: 'inactive' })).sort()).toEqual(['3', '4']);
    expect(await ids({ country: 'pt' })).toEqual(['3']);
    expect(await ids({ language: 'es' })).toEqual(['3']);
    expect((await ids({ language: 'pt_BR' })).sort()).toEqual(['1', '2', '4']);
    expect(await ids({ page_name: 'saúde total' })).toEqual(['1']);
    expect(
      await ids({ started_from: daysAgo(100).slice(0, 10), started_to: daysAgo(20).slice(0, 10) }),
    ).toEqual(['1', '3']);
    // 1 runs 40 days; 3 ran 80; 4 ran 100 (stopped); 2 runs 1.
    expect(await ids({ min_days_running: 60, sort: 'longest_running' })).toEqual(['4', '3']);
    expect(await ids({ niche: '', platform: '' })).toHaveLength(4);
  });

  it('sorts by longest running, running ads counted up to today', async () => {
    expect(await ids({ sort: 'longest_running' })).toEqual(['4', '3', '1', '2']);
  });

  it('answers pagination meta and derived signals', async () => {
    const page2 = await search({ per_page: 3, page: 2 });
    expect(page2.meta).toMatchObject({
      total: 4,
      total_capped: false,
      current_page: 2,
      last_page: 2,
      per_page: 3,
      from: 4,
      to: 4,
    });
    const [first] = (await search({ search: 'exames' })).data;
    expect(first?.signals).toEqual({ days_running: 40, is_active: true, variations: 3 });
    const [stopped] = (await search({ search: 'seca barriga' })).data;
    expect(stopped?.signals).toEqual({ days_running: 80, is_active: false, variations: 1 });
  });

  it('rejects bad filters with pt-BR messages instead of failing', async () => {
    // Values outside the contract's enums: sent raw, past the typed client.
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/advertisements/?sort=popular&platform=orkut',
      headers: bearer(user.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().errors)).toContain('Ordenação inválida');
    expect(JSON.stringify(bad.json().errors)).toContain('Plataforma inválida');
    expect((await user.api.ads.searchAdvertisements({ query: { per_page: 500 } })).status).toBe(400);
  });
});
