import type { Keyword, ListKeywordsQuery } from '@sniperads/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, expectStatus, testClient, useSession, useTestApp } from '../../../test/helpers/app';
import { keywords, type NewKeywordRow } from '../../db/schema';

const BANK: NewKeywordRow[] = [
  {
    keyword: 'dieta low carb',
    niche: 'Emagrecimento',
    searchVolume: 50000,
    difficulty: 'hard',
    tags: ['dieta', 'low carb'],
  },
  {
    keyword: 'dieta low carb cardápio',
    niche: 'Emagrecimento',
    searchVolume: 8000,
    difficulty: 'easy',
    tags: ['dieta', 'low carb'],
  },
  {
    keyword: 'cardápio cetogênico',
    niche: 'Emagrecimento',
    searchVolume: 3000,
    difficulty: 'medium',
    tags: ['dieta'],
  },
  {
    keyword: 'chá para emagrecer',
    niche: 'Emagrecimento',
    searchVolume: 20000,
    difficulty: 'medium',
    tags: ['chá'],
  },
  {
    keyword: 'seguro auto barato',
    niche: 'Automóveis',
    searchVolume: 12000,
    difficulty: 'hard',
    tags: ['seguro'],
    description: 'Intenção de compra',
  },
  { keyword: 'vitamina d', niche: 'Saúde', searchVolume: null, difficulty: null, tags: [] },
];
const UNKNOWN_ID = '00000000-0000-7000-8000-000000000000';

/** Id of each keyword of the bank, by keyword. */
const ids: Record<string, string> = {};

const t = useTestApp();
const user = useSession(t);
// The bank is shared by every user: each test starts from the same six keywords, untouched.
beforeEach(async () => {
  await t.database.db.delete(keywords);
  const rows = await t.database.db.insert(keywords).values(BANK).returning();
  for (const row of rows) ids[row.keyword] = row.id;
});

const keywordsOf = (list: Keyword[]) => list.map((k) => k.keyword);
const list = async (query: ListKeywordsQuery) =>
  expectStatus(await user.api.keywords.getKeywords({ query }), 200);

describe('GET /keywords', () => {
  it('filters by text (accent-insensitive), niche, difficulty and volume range, with paging meta', async () => {
    expect(keywordsOf((await list({ q: 'CARDAPIO' })).data).sort()).toEqual([
      'cardápio cetogênico',
      'dieta low carb cardápio',
    ]);
    expect(keywordsOf((await list({ niche: 'automóveis' })).data)).toEqual(['seguro auto barato']);
    expect(keywordsOf((await list({ difficulty: 'hard' })).data)).toEqual([
      'dieta low carb',
      'seguro auto barato',
    ]);
    expect(keywordsOf((await list({ min_volume: 5000, max_volume: 20000 })).data)).toEqual([
      'chá para emagrecer',
      'seguro auto barato',
      'dieta low carb cardápio',
    ]);
    expect((await list({ limit: 2, page: 2 })).meta).toMatchObject({
      total: 6,
      current_page: 2,
      last_page: 3,
      per_page: 2,
      from: 3,
      to: 4,
    });
    // Biggest volume first; keywords without a volume come last.
    const all = keywordsOf((await list({})).data);
    expect(all[0]).toBe('dieta low carb');
    expect(all.at(-1)).toBe('vitamina d');
  });

  it('treats % and _ literally and rejects bad filters in pt-BR', async () => {
    expect((await list({ q: '%' })).data).toEqual([]);
    expect((await list({ q: '_' })).data).toEqual([]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/keywords?difficulty=impossivel&limit=500',
      headers: bearer(user.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.difficulty).toEqual(['Dificuldade inválida (use easy, medium ou hard)']);
    expect(bad.json().errors.limit).toEqual(['O limite máximo é 100']);
  });

  it('answers 401 without a session', async () => {
    expect((await testClient(t.app).keywords.getKeywords()).status).toBe(401);
  });
});

describe('search, niches, popular, by niche, one, related', () => {
  it('searches with the closest match first', async () => {
    const res = expectStatus(await user.api.keywords.searchKeywords({ query: { q: 'dieta low carb' } }), 200);
    expect(keywordsOf(res.data).slice(0, 2)).toEqual(['dieta low carb', 'dieta low carb cardápio']);
    const empty = expectStatus(await user.api.keywords.searchKeywords({ query: { q: ' ' } }), 400);
    expect(empty.message).toBe('Digite um termo para buscar');
  });

  it('lists niches with counts and a niche page', async () => {
    expect(expectStatus(await user.api.keywords.getKeywordNiches(), 200).data).toEqual([
      { niche: 'Automóveis', count: 1 },
      { niche: 'Emagrecimento', count: 4 },
      { niche: 'Saúde', count: 1 },
    ]);
    const niche = await user.api.keywords.getKeywordsByNiche({ params: { niche: 'Saúde' } });
    expect(keywordsOf(expectStatus(niche, 200).data)).toEqual(['vitamina d']);
  });

  it('reads one keyword and answers 404 for an unknown id', async () => {
    const one = await user.api.keywords.getKeyword({ params: { id: ids['seguro auto barato']! } });
    expect(expectStatus(one, 200).data).toMatchObject({
      niche: 'Automóveis',
      description: 'Intenção de compra',
      usage_count: 0,
    });
    const missing = expectStatus(await user.api.keywords.getKeyword({ params: { id: UNKNOWN_ID } }), 404);
    expect(missing.message).toBe('Palavra-chave não encontrada');
    expect((await user.api.keywords.getKeyword({ params: { id: 'nao-e-uuid' } })).status).toBe(400);
  });

  it('orders related keywords by text similarity plus shared tags, never the keyword itself', async () => {
    const params = { id: ids['dieta low carb']! };
    const res = expectStatus(await user.api.keywords.getRelatedKeywords({ params }), 200);
    // Same words and both tags > only the 'dieta' tag > unrelated (excluded).
    expect(keywordsOf(res.data)).toEqual(['dieta low carb cardápio', 'cardápio cetogênico']);
    const one = expectStatus(
      await user.api.keywords.getRelatedKeywords({ params, query: { limit: 1 } }),
      200,
    );
    expect(keywordsOf(one.data)).toEqual(['dieta low carb cardápio']);
  });
});

describe('usage and stats', () => {
  it('counts every concurrent copy exactly once', async () => {
    const params = { id: ids['chá para emagrecer']! };
    const results = await Promise.all(
      Array.from({ length: 25 }, () => user.api.keywords.recordKeywordUsage({ params })),
    );
    const counts = results.map((r) => expectStatus(r, 200).data.usage_count);
    expect(new Set(counts).size).toBe(25);
    expect(expectStatus(await user.api.keywords.getKeyword({ params }), 200).data.usage_count).toBe(25);
    const missing = await user.api.keywords.recordKeywordUsage({ params: { id: UNKNOWN_ID } });
    expect(missing.status).toBe(404);
  });

  it('reports totals, average volume over keywords that have one, and the most used', async () => {
    for (const [keyword, uses] of [
      ['chá para emagrecer', 3],
      ['vitamina d', 1],
    ] as const) {
      for (let i = 0; i < uses; i++) {
        expect((await user.api.keywords.recordKeywordUsage({ params: { id: ids[keyword]! } })).status).toBe(
          200,
        );
      }
    }
    expect(expectStatus(await user.api.keywords.getKeywordStats(), 200).data).toEqual({
      total_keywords: 6,
      total_niches: 3,
      avg_search_volume: Math.round((50000 + 8000 + 3000 + 20000 + 12000) / 5),
      most_used_keyword: { keyword: 'chá para emagrecer', usage_count: 3 },
    });
    const popular = expectStatus(await user.api.keywords.getPopularKeywords({ query: { limit: 1 } }), 200);
    expect(keywordsOf(popular.data)).toEqual(['chá para emagrecer']);
  });
});
