import type { InterestSearchQuery } from '@sniperads/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, useSession, useTestApp } from '../../../test/helpers/app';
import { fakeMeta, graphError, useFakeGraph } from '../../../test/helpers/fake-graph';
import { interestsDemoSeeder } from '../../bootstrap/demo/interests';
import { createGraphClient } from '../../lib/meta-graph';
import { createInterestSearch, INTEREST_CACHE_TTL_MS } from './search.service';

/** What the fake Graph server answers next, keyed by search type. */
let mode: 'ok' | 'expired' | 'busy' = 'ok';

const searchPage = (url: URL) => {
  const after = url.searchParams.get('after');
  if (!after) {
    return {
      data: [
        // Current shape: lower/upper bounds.
        {
          id: '6003107902433',
          name: 'Emagrecimento',
          audience_size_lower_bound: 41_000_000,
          audience_size_upper_bound: 48_200_000,
          path: ['Interesses', 'Fitness e bem-estar', 'Emagrecimento'],
          topic: 'Fitness e bem-estar',
        },
        // Older shape: one audience_size, no topic.
        {
          id: '6003200000001',
          name: 'Perda de peso',
          audience_size: 12_345_678,
          path: ['Interesses', 'Perda de peso'],
        },
      ],
      paging: { next: `${fake.url}/v23.0/search?type=adinterest&after=p2` },
    };
  }
  return {
    data: Array.from({ length: 30 }, (_, i) => ({
      id: `70000000000${i}`,
      name: `Emagrecimento nicho ${i + 1}`,
      audience_size_lower_bound: 10_000 * (30 - i),
      audience_size_upper_bound: 11_760 * (30 - i),
      path: ['Interesses', 'Fitness e bem-estar'],
      topic: 'Fitness e bem-estar',
    })),
  };
};

const fake = useFakeGraph((url) => {
  if (mode === 'expired') return graphError(190, 'Error validating access token: Session has expired', 401);
  if (mode === 'busy') return graphError(80004, 'There have been too many calls');
  if (url.searchParams.get('type') === 'adinterestsuggestion') {
    return {
      body: {
        data: [
          {
            id: '6003107902433',
            name: 'Emagrecimento',
            audience_size_lower_bound: 1,
            audience_size_upper_bound: 2,
          },
          {
            id: '6009999999999',
            name: 'Chá detox',
            audience_size_lower_bound: 850_000,
            audience_size_upper_bound: 999_600,
            topic: 'Comidas e bebidas',
            description: 'Bebidas para desintoxicação',
          },
          // A broad interest reached by expansion: too large to be 'oculto'.
          {
            id: '6003382102565',
            name: 'Alimentação saudável',
            audience_size_lower_bound: 92_000_000,
            audience_size_upper_bound: 108_200_000,
            topic: 'Comidas e bebidas',
          },
        ],
      },
    };
  }
  return { body: searchPage(url) };
});
const ctx = useTestApp(() => fakeMeta(fake, 'test-token'));
const user = useSession(ctx, { plan: 'pro' });

const search = (query: InterestSearchQuery) => user.api.interests.searchInterests({ query });
/** Meta's requests made since `start` (an index into fake.requests). */
const requestsSince = (start: number) => fake.requests.slice(start);

describe('interest search with a Meta token', () => {
  it('pages through adinterest, expands with suggestions and maps both audience shapes', async () => {
    mode = 'ok';
    const start = fake.requests.length;
    const data = expectStatus(await search({ search: 'emagrecimento', limit: 50 }), 200).data;
    expect(data.source).toBe('meta');
    expect(data.total).toBe(34);
    expect(data.meta).toMatchObject({ total: 34, current_page: 1, last_page: 1, per_page: 50 });
    const [first, second] = data.items;
    expect(first).toMatchObject({
      id: '6003107902433',
      audience_size: 41_000_000,
      audience_size_lower: 41_000_000,
      audience_size_upper: 48_200_000,
      category: 'Fitness e bem-estar',
      rank: 1,
      hidden: false,
      locale: 'pt_BR',
      // Meta's targeting search takes no country: its sizes are worldwide.
      audience_scope: 'mundial',
      origin: 'meta',
    });
    expect(second).toMatchObject({ name: 'Perda de peso', audience_size: 12_345_678, category: 'Outros' });
    // Ranks 26+ of the direct search and everything only found by expansion are 'oculto'.
    const hidden = data.items.filter((i) => i.hidden).map((i) => i.name);
    expect(hidden).toContain('Chá detox');
    expect(hidden).toContain('Emagrecimento nicho 24');
    expect(hidden).not.toContain('Emagrecimento nicho 23');
    // Its range reaches 100 M: broad, never 'oculto' even though only expansion found it.
    expect(data.items.find((i) => i.name === 'Alimentação saudável')).toMatchObject({ hidden: false });
    expect(data.hidden_total).toBe(8);
    // The second page of ten continues where the first stopped.
    const second10 = expectStatus(await search({ search: 'emagrecimento', limit: 10, page: 2 }), 200).data;
    expect(second10.items.map((i) => i.id)).toEqual(data.items.slice(10, 20).map((i) => i.id));
    expect(second10.meta).toMatchObject({ total: 34, current_page: 2, last_page: 4 });
    const requests = requestsSince(start);
    expect(requests.map((u) => u.searchParams.get('type'))).toEqual([
      'adinterest',
      'adinterest',
      'adinterestsuggestion',
    ]);
    expect(JSON.parse(requests[2]!.searchParams.get('interest_list')!)).toHaveLength(5);
    expect(requests[0]!.searchParams.get('locale')).toBe('pt_BR');
  });

  it('serves the same term from cache and filters hidden ones', async () => {
    mode = 'ok';
    expect((await search({ search: 'perda de peso', limit: 50 })).status).toBe(200);
    const before = fake.requests.length;
    const res = await search({ search: ' Perda de peso ', only_hidden: 'true', limit: 3 });
    expect(fake.requests.length).toBe(before);
    const { items } = expectStatus(res, 200).data;
    expect(items.map((i) => i.hidden)).toEqual([true, true, true]);
  });

  it('keeps what Meta answered in the catalogue for searches without a token', async () => {
    mode = 'ok';
    const graph = createGraphClient({ accessToken: 't', version: 'v23.0', baseUrl: fake.url });
    await createInterestSearch({ db: ctx.database.db, graph }).search({
      search: 'bebidas',
      language: 'pt_BR',
      limit: 10,
    });
    const local = createInterestSearch({ db: ctx.database.db, graph: null });
    const data = await local.search({ search: 'detox', language: 'pt_BR', limit: 10 });
    expect(data.source).toBe('catalogo');
    expect(data.items[0]).toMatchObject({
      id: '6009999999999',
      name: 'Chá detox',
      description: 'Bebidas para desintoxicação',
    });
  });

  it('answers a clear pt-BR error when the token expired', async () => {
    mode = 'expired';
    const res = await search({ search: 'yoga' });
    expect(expectStatus(res, 503)).toMatchObject({
      success: false,
      code: 'META_TOKEN_INVALID',
      message:
        'O token de acesso da Meta expirou ou é inválido. Peça ao administrador para renovar o META_ACCESS_TOKEN.',
    });
  });

  it('falls back to the catalogue when Meta keeps rate-limiting, and retries Meta next time', async () => {
    await interestsDemoSeeder.seed({ db: ctx.database.db, config: ctx.config, log: ctx.app.log });
    mode = 'busy';
    const pauses: number[] = [];
    const graph = createGraphClient({
      accessToken: 't',
      version: 'v23.0',
      baseUrl: fake.url,
      maxRetries: 2,
      sleep: async (ms) => void pauses.push(ms),
    });
    const search = createInterestSearch({ db: ctx.database.db, graph });
    const data = await search.search({ search: 'pilates', language: 'pt_BR', limit: 10 });
    expect(pauses).toHaveLength(2);
    expect(data.source).toBe('catalogo');
    expect(data.notice).toBe('A Meta não respondeu agora; mostrando resultados do catálogo local.');
    expect(data.items[0]!.name).toBe('Pilates');
    expect(search.cache.size).toBe(0);
    await expect(search.search({ search: 'zzqxw', language: 'pt_BR', limit: 10 })).rejects.toMatchObject({
      status: 429,
      message: 'A Meta limitou as consultas por alguns minutos. Tente novamente em instantes.',
    });
  });

  it('shares one Meta round trip between identical searches in flight', async () => {
    mode = 'ok';
    const graph = createGraphClient({ accessToken: 't', version: 'v23.0', baseUrl: fake.url });
    const search = createInterestSearch({ db: ctx.database.db, graph });
    const start = fake.requests.length;
    const [a, b] = await Promise.all([
      search.search({ search: 'Emagrecimento', language: 'pt_BR', limit: 5 }),
      search.search({ search: 'emagrecimento ', language: 'pt_BR', limit: 5 }),
    ]);
    expect(a.items).toEqual(b.items);
    expect(fake.requests.length - start).toBe(3);
  });

  it('caches answers for 5 minutes per (term, language) with a fake clock', async () => {
    mode = 'ok';
    let now = Date.parse('2026-01-10T12:00:00Z');
    const graph = createGraphClient({ accessToken: 't', version: 'v23.0', baseUrl: fake.url });
    const search = createInterestSearch({ db: ctx.database.db, graph, now: () => now });
    const calls = () => fake.requests.length;
    const start = calls();
    await search.search({ search: 'Emagrecimento', language: 'pt_BR', limit: 5 });
    expect(calls() - start).toBe(3);
    now += INTEREST_CACHE_TTL_MS - 1;
    await search.search({ search: 'emagrecimento', language: 'pt_BR', limit: 5 });
    expect(calls() - start).toBe(3);
    // Another language is another entry.
    await search.search({ search: 'emagrecimento', language: 'es_ES', limit: 5 });
    expect(calls() - start).toBe(6);
    expect(fake.requests.at(-1)!.searchParams.get('locale')).toBe('es_ES');
    now += 1;
    expect(search.sweep()).toBe(1);
    await search.search({ search: 'emagrecimento', language: 'pt_BR', limit: 5 });
    expect(calls() - start).toBe(9);
  });
});
