import type { Keyword } from '@sniperads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createUser,
  DEFAULT_PASSWORD,
  login,
  type TestContext,
} from '../../../test/helpers/app';
import { insertKeyword } from './keywords.repo';

let t: TestContext;
let user: Record<string, string>;
const ids: Record<string, string> = {};

const get = (url: string, headers = user) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await buildTestApp();
  const u = await createUser(t.database);
  user = bearer(await login(t.app, { email: u.email, password: DEFAULT_PASSWORD }));
  const rows = [
    {
      keyword: 'dieta low carb',
      niche: 'Emagrecimento',
      searchVolume: 50000,
      difficulty: 'hard' as const,
      tags: ['dieta', 'low carb'],
    },
    {
      keyword: 'dieta low carb cardápio',
      niche: 'Emagrecimento',
      searchVolume: 8000,
      difficulty: 'easy' as const,
      tags: ['dieta', 'low carb'],
    },
    {
      keyword: 'cardápio cetogênico',
      niche: 'Emagrecimento',
      searchVolume: 3000,
      difficulty: 'medium' as const,
      tags: ['dieta'],
    },
    {
      keyword: 'chá para emagrecer',
      niche: 'Emagrecimento',
      searchVolume: 20000,
      difficulty: 'medium' as const,
      tags: ['chá'],
    },
    {
      keyword: 'seguro auto barato',
      niche: 'Automóveis',
      searchVolume: 12000,
      difficulty: 'hard' as const,
      tags: ['seguro'],
      description: 'Intenção de compra',
    },
    { keyword: 'vitamina d', niche: 'Saúde', searchVolume: null, difficulty: null, tags: [] },
  ];
  for (const row of rows) ids[row.keyword] = (await insertKeyword(t.database.db, row)).id;
});
afterAll(async () => t.close());

const keywordsOf = (body: { data: Keyword[] }) => body.data.map((k) => k.keyword);

describe('GET /keywords', () => {
  it('filters by text (accent-insensitive), niche, difficulty and volume range, with paging meta', async () => {
    const text = await get('/api/keywords?q=CARDAPIO');
    expect(text.statusCode).toBe(200);
    expect(keywordsOf(text.json()).sort()).toEqual(['cardápio cetogênico', 'dieta low carb cardápio']);

    const niche = await get(`/api/keywords?niche=${encodeURIComponent('automóveis')}`);
    expect(keywordsOf(niche.json())).toEqual(['seguro auto barato']);

    const hard = await get('/api/keywords?difficulty=hard');
    expect(keywordsOf(hard.json())).toEqual(['dieta low carb', 'seguro auto barato']);

    const range = await get('/api/keywords?min_volume=5000&max_volume=20000');
    expect(keywordsOf(range.json())).toEqual([
      'chá para emagrecer',
      'seguro auto barato',
      'dieta low carb cardápio',
    ]);

    const paged = await get('/api/keywords?limit=2&page=2');
    expect(paged.json().meta).toMatchObject({
      total: 6,
      current_page: 2,
      last_page: 3,
      per_page: 2,
      from: 3,
      to: 4,
    });
    // Biggest volume first; keywords without a volume come last.
    const all = keywordsOf((await get('/api/keywords')).json());
    expect(all[0]).toBe('dieta low carb');
    expect(all.at(-1)).toBe('vitamina d');
  });

  it('treats % and _ literally and rejects bad filters in pt-BR', async () => {
    expect((await get('/api/keywords?q=%25')).json().data).toEqual([]);
    const bad = await get('/api/keywords?difficulty=impossivel&limit=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.difficulty).toEqual(['Dificuldade inválida (use easy, medium ou hard)']);
    expect(bad.json().errors.limit).toEqual(['O limite máximo é 100']);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/keywords' })).statusCode).toBe(401);
  });
});

describe('search, niches, popular, by niche, one, related', () => {
  it('searches with the closest match first', async () => {
    const res = await get('/api/keywords/search?q=dieta%20low%20carb');
    expect(keywordsOf(res.json()).slice(0, 2)).toEqual(['dieta low carb', 'dieta low carb cardápio']);
    const empty = await get('/api/keywords/search?q=%20');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Digite um termo para buscar');
  });

  it('lists niches with counts and a niche page', async () => {
    expect((await get('/api/keywords/niches')).json().data).toEqual([
      { niche: 'Automóveis', count: 1 },
      { niche: 'Emagrecimento', count: 4 },
      { niche: 'Saúde', count: 1 },
    ]);
    const niche = await get(`/api/keywords/niche/${encodeURIComponent('Saúde')}`);
    expect(keywordsOf(niche.json())).toEqual(['vitamina d']);
  });

  it('reads one keyword and answers 404 for an unknown id', async () => {
    const one = await get(`/api/keywords/${ids['seguro auto barato']}`);
    expect(one.json().data).toMatchObject({
      niche: 'Automóveis',
      description: 'Intenção de compra',
      usage_count: 0,
    });
    const missing = await get('/api/keywords/00000000-0000-7000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Palavra-chave não encontrada');
    expect((await get('/api/keywords/nao-e-uuid')).statusCode).toBe(400);
  });

  it('orders related keywords by text similarity plus shared tags, never the keyword itself', async () => {
    const res = await get(`/api/keywords/${ids['dieta low carb']}/related`);
    // Same words and both tags > only the 'dieta' tag > unrelated (excluded).
    expect(keywordsOf(res.json())).toEqual(['dieta low carb cardápio', 'cardápio cetogênico']);
    const one = await get(`/api/keywords/${ids['dieta low carb']}/related?limit=1`);
    expect(keywordsOf(one.json())).toEqual(['dieta low carb cardápio']);
  });
});

describe('usage and stats', () => {
  it('counts every concurrent copy exactly once', async () => {
    const id = ids['chá para emagrecer']!;
    const results = await Promise.all(
      Array.from({ length: 25 }, () =>
        t.app.inject({ method: 'POST', url: `/api/keywords/${id}/usage`, headers: user }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(results.map((r) => r.json().data.usage_count)).size).toBe(25);
    expect((await get(`/api/keywords/${id}`)).json().data.usage_count).toBe(25);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/keywords/00000000-0000-7000-8000-000000000000/usage',
      headers: user,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('reports totals, average volume over keywords that have one, and the most used', async () => {
    const stats = (await get('/api/keywords/stats')).json().data;
    expect(stats).toEqual({
      total_keywords: 6,
      total_niches: 3,
      avg_search_volume: Math.round((50000 + 8000 + 3000 + 20000 + 12000) / 5),
      most_used_keyword: { keyword: 'chá para emagrecer', usage_count: 25 },
    });
    const popular = (await get('/api/keywords/popular?limit=1')).json().data;
    expect(keywordsOf({ data: popular })).toEqual(['chá para emagrecer']);
  });
});
