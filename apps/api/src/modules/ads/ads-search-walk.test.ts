import { AdSearchQuerySchema, type AdSort } from '@sniperads/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers/app';
import { createAd, daysAgo } from '../../../test/helpers/factories';
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

const run = async (query: Record<string, string>, how: Strategy, overCap = false) => {
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
