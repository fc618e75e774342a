import { AdSearchQuerySchema, type AdSort } from '@sniperads/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers/app';
import { createAd, daysAgo } from '../../../test/helpers/factories';
import { advertisements } from '../../db/schema';
import { filterConditions, parseSearchTerm, type Strategy, searchPage } from './ads-search.repo';

const t = useTestApp();

beforeAll(async () => {
  // Terms spread unevenly over niches, as real copy is: 'saúde' mostly in saude, 'raro' in two ads.
  for (let i = 0; i < 48; i++) {
    const niche = ['saude', 'emagrecimento', 'financas'][i % 3]!;
    const words =
      niche === 'saude'
        ? 'saúde em dia'
        : i % 5 === 0
          ? 'saúde e barriga'
          : niche === 'financas'
            ? 'crédito'
            : 'barriga';
    await createAd(t.database, {
      pageId: `30${i % 4}`,
      pageName: `Página ${i % 4}`,
      adCreativeBodies: [`${words}${i === 7 || i === 30 ? ' raro' : ''}`],
      niche,
      landingDomain: `oferta${i % 2}.com.br`,
      publisherPlatforms: i % 4 === 0 ? ['instagram'] : ['facebook', 'instagram'],
      adDeliveryStartTime: i % 11 === 0 ? null : daysAgo((i * 7) % 45),
      adDeliveryStopTime: i % 3 === 1 ? daysAgo(i % 5) : null,
    });
  }
});

const run = async (query: Record<string, string>, how: Strategy, overCap = false, filtersLast = false) => {
  const f = AdSearchQuerySchema.parse({ per_page: '4', ...query });
  const tsquery = f.search ? await parseSearchTerm(t.database.db, f.search) : null;
  const sort: AdSort = f.sort ?? (tsquery ? 'relevance' : 'newest');
  const r = await searchPage(t.database.db, filterConditions(f), {
    sort,
    tsquery,
    offset: (f.page - 1) * f.per_page,
    limit: f.per_page,
    how,
    overCap,
    filtersLast,
    status: f.status,
  });
  return { ...r, ids: r.rows.map((row) => row.id) };
};

const FILTERS: Record<string, string>[] = [
  { niche: 'saude' },
  { status: 'active' },
  { niche: 'emagrecimento', platform: 'instagram' },
];

describe('each way a search finds its matches', () => {
  it('answers what the planner would, or says a walk stopped short', async () => {
    const queries: Record<string, string>[] = [];
    for (const search of ['saude', 'barriga', 'raro', 'credito'])
      for (const filters of FILTERS)
        for (const sort of ['relevance', 'newest', 'longest_running'])
          for (const page of ['1', '3']) queries.push({ search, ...filters, sort, page });
    let shortened = 0;
    for (const query of queries) {
      const plain = await run(query, 'planner');
      expect(plain.complete).toBe(true);
      const gathered = await run(query, 'gather');
      expect({ ids: gathered.ids, total: gathered.total, complete: gathered.complete }).toEqual({
        ids: plain.ids,
        total: plain.total,
        complete: true,
      });
      // The filters tested on the matches read instead of through their indexes: the same answer.
      const last = await run(query, 'gather', false, true);
      expect({ ids: last.ids, total: last.total, complete: last.complete }).toEqual({
        ids: plain.ids,
        total: plain.total,
        complete: true,
      });
      for (const bound of [1, 2, 5, 8, 30]) {
        const walked = await run(query, { walk: bound });
        if (!walked.complete) {
          shortened++;
          continue;
        }
        expect({ ids: walked.ids, total: walked.total }, `${JSON.stringify(query)} bound ${bound}`).toEqual({
          ids: plain.ids,
          total: plain.total,
        });
      }
      // Told the matches are far past the cap, a search shows the same page and says "more than"
      // (a relevance ranking still reads, and so counts, its window), whichever way it finds them
      // (uncounted, the longest-running order walks only its own kinds).
      for (const how of ['planner', 'gather', { walk: 8 }] as const) {
        const uncounted = await run(query, how, true);
        if (!uncounted.complete) continue;
        expect(uncounted.ids, `${JSON.stringify(query)} ${JSON.stringify(how)}`).toEqual(plain.ids);
        expect({ total: uncounted.total, capped: uncounted.capped }).toEqual(
          query.sort === 'relevance' ? { total: plain.total, capped: false } : { total: 1000, capped: true },
        );
      }
      // A bound past every ad of the filters always answers.
      expect((await run(query, { walk: 1000 })).complete).toBe(true);
    }
    // Both ways were exercised.
    expect(shortened).toBeGreaterThan(0);
    expect(shortened).toBeLessThan(queries.length * 5);
  });
});

describe('a window of the newest ads', () => {
  it('answers what the planner would when it holds the matches the page needs, and says so when not', async () => {
    // 1,300 ads of a term, an hour apart (~54 days): past the 1,001 a total counts.
    const rows = Array.from({ length: 1300 }, (_, i) => ({
      adArchiveId: `77${String(i).padStart(13, '0')}`,
      pageName: `Janela ${i % 7}`,
      adCreativeBodies: [`janela de vidro ${i % 3 === 0 ? 'temperado' : 'comum'}`],
      niche: i % 2 === 0 ? 'casa' : 'moda',
      publisherPlatforms: i % 5 === 0 ? ['instagram'] : ['facebook'],
      adDeliveryStartTime: new Date(Date.now() - i * 3_600_000),
      adDeliveryStopTime: i % 4 === 0 ? daysAgo(0) : null,
      thumbnailStatus: 'none' as const,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await t.database.db.insert(advertisements).values(rows.slice(i, i + 500));
    let complete = 0;
    let short = 0;
    const queries: Record<string, string>[] = [
      { search: 'janela', sort: 'newest' },
      { search: 'janela', sort: 'relevance', page: '2' },
      { search: 'janela temperado', sort: 'relevance' },
      { search: 'janela', niche: 'casa', sort: 'newest' },
      { search: 'janela', status: 'active', platform: 'facebook', sort: 'relevance' },
      { search: 'janela', sort: 'longest_running' },
    ];
    for (const query of queries) {
      const plain = await run(query, 'planner');
      for (const hours of [200, 1100, 1250, 2000])
        for (const filtersLast of [false, true]) {
          const since = new Date(Date.now() - hours * 3_600_000);
          const windowed = await run(query, { since }, false, filtersLast);
          if (!windowed.complete) {
            short++;
            continue;
          }
          complete++;
          expect(
            { ids: windowed.ids, total: windowed.total, capped: windowed.capped },
            `${JSON.stringify(query)} ${hours} h`,
          ).toEqual({
            ids: plain.ids,
            total: plain.total,
            capped: plain.capped,
          });
        }
    }
    expect(complete).toBeGreaterThan(0);
    expect(short).toBeGreaterThan(0);
  });
});
