import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adsArchivePages } from './ads-archive';
import { startFakeGraph } from './fake-graph-server';
import { createGraphClient, GraphApiError, META_TOKEN_MESSAGE, MetaTokenError } from './graph-client';

const ads = Array.from({ length: 5 }, (_, i) => ({ id: String(1000 + i), page_name: `Página ${i}` }));
let fake: Awaited<ReturnType<typeof startFakeGraph>>;
beforeAll(async () => {
  fake = await startFakeGraph(ads, 2);
});
afterAll(async () => fake.close());

const client = (delays: number[] = [], token = 'token-ok') =>
  createGraphClient({
    accessToken: token,
    version: 'v23.0',
    baseUrl: fake.url,
    maxRetries: 3,
    backoffMs: 10,
    sleep: async (ms) => {
      delays.push(ms);
    },
  });
const collect = async (c: ReturnType<typeof client>, maxPages = 10) => {
  const pages: unknown[][] = [];
  for await (const page of adsArchivePages(
    c,
    { search_terms: 'saúde', ad_reached_countries: ['DE'] },
    maxPages,
  ))
    pages.push(page);
  return pages;
};

describe('Meta ads_archive client against a fake Graph server', () => {
  it('follows paging.next until there is no next page, sending the query parameters', async () => {
    fake.requests.length = 0;
    const pages = await collect(client());
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    const first = fake.requests[0]!;
    expect(first.pathname).toBe('/v23.0/ads_archive');
    expect(first.searchParams.get('search_terms')).toBe('saúde');
    expect(first.searchParams.get('ad_reached_countries')).toBe('["DE"]');
    expect(first.searchParams.get('fields')).toContain('ad_creative_bodies');
    expect(fake.requests[1]!.searchParams.get('after')).toBe('2');
  });

  it('stops at maxPages', async () => {
    expect(await collect(client(), 2)).toHaveLength(2);
  });

  it('backs off and retries on rate limits and temporary errors, longer for rate limits', async () => {
    const delays: number[] = [];
    fake.fail({ status: 400, code: 17 }, { status: 500, code: 2 }, { status: 400, code: 80004 });
    const pages = await collect(client(delays));
    expect(pages.flat()).toHaveLength(5);
    expect(delays).toEqual([40, 20, 160]);
  });

  it('gives up after the retries with a pt-BR message', async () => {
    fake.fail(...Array.from({ length: 4 }, () => ({ status: 400, code: 613 })));
    await expect(collect(client())).rejects.toThrow('A Meta limitou as consultas');
  });

  it('does not retry other client errors', async () => {
    const delays: number[] = [];
    fake.fail({ status: 400, code: 100, message: 'Invalid parameter' });
    const error = await collect(client(delays)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphApiError);
    expect((error as Error).message).toContain('Invalid parameter');
    expect(delays).toEqual([]);
  });

  it('reports an expired or invalid token (190) clearly, without retrying', async () => {
    const delays: number[] = [];
    const error = await collect(client(delays, 'token-expirado')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MetaTokenError);
    expect((error as Error).message).toBe(META_TOKEN_MESSAGE);
    expect(delays).toEqual([]);
  });
});
