import { describe, expect, it } from 'vitest';
import { expectStatus, useSession, useTestApp } from '../../../test/helpers/app';
import { type FakeGraphAnswer, fakeMeta, graphError, useFakeGraph } from '../../../test/helpers/fake-graph';
import { importFromMeta } from './meta-import.service';

/** Each search term gets ads of its own (ids and page), so no test sees another's imports. */
const bases = new Map<string, number>();
const metaAd = (term: string, n: number) => {
  if (!bases.has(term)) bases.set(term, 777_000 + bases.size * 1000);
  return {
    id: String(bases.get(term)! + n),
    page_id: '77',
    page_name: `Clínica Sorriso ${term}`,
    ad_creative_bodies: [`Implante dentário ${n}`],
    ad_delivery_start_time: '2026-09-01',
    publisher_platforms: ['facebook'],
    languages: ['pt'],
  };
};

/** What the fake answers for the first page and for every later one; tests set them. */
let firstPage: FakeGraphAnswer | null = null;
let laterPages: FakeGraphAnswer | null = null;

const fake = useFakeGraph((url) => {
  const after = Number(url.searchParams.get('after') ?? 0);
  const scripted = after === 0 ? firstPage : laterPages;
  if (scripted) return scripted;
  const term = url.searchParams.get('search_terms') ?? '';
  const next = new URL(`${url.pathname}${url.search}`, fake.url);
  next.searchParams.set('after', String(after + 2));
  return {
    body: { data: [metaAd(term, after), metaAd(term, after + 1)], paging: { next: next.toString() } },
  };
});
const t = useTestApp(() => fakeMeta(fake));
const admin = useSession(t, { role: 'admin' });

const run = (body: { search_terms?: string }) =>
  admin.api.ads.importFromMeta({ body: { ad_reached_countries: ['PT'], max_pages: 5, ...body } });

describe('a Meta import that fails part-way', () => {
  it('answers 200 with what page 1 saved when page 2 fails, and says why in pt-BR', async () => {
    firstPage = null;
    laterPages = graphError(100, '(#100) Param after is not a valid cursor');
    const res = await run({ search_terms: 'implante' });
    const error =
      '2 anúncio(s) gravado(s) de 1 página(s); a página 2 falhou: A Meta recusou a consulta: parâmetro ' +
      'inválido (resposta da Meta: Param after is not a valid cursor)';
    expect(expectStatus(res, 200)).toEqual({
      success: true,
      message: error,
      data: { pages: 1, received: 2, created: 2, updated: 0, rejected: 0, complete: false, error },
    });
    const saved = await admin.api.ads.searchAdvertisements({
      query: { page_name: 'Clínica Sorriso implante', country: 'PT' },
    });
    expect(expectStatus(saved, 200).meta.total).toBe(2);
  });

  it('reports the saved pages when the token dies on a later page', async () => {
    firstPage = null;
    laterPages = graphError(190, 'Error validating access token', 401);
    const res = await run({ search_terms: 'token' });
    const { data } = expectStatus(res, 200);
    expect(data).toMatchObject({ pages: 1, created: 2, updated: 0, complete: false });
    expect(data.error).toMatch(
      /^2 anúncio\(s\) gravado\(s\) de 1 página\(s\); a página 2 falhou: O token de acesso da Meta expirou/,
    );
  });

  it('keeps the error status when the first page fails: nothing was saved', async () => {
    firstPage = graphError(100, '(#100) Invalid parameter ad_reached_countries');
    laterPages = null;
    const res = expectStatus(await run({ search_terms: 'nada' }), 400);
    expect(res).toMatchObject({ success: false, code: 'META_INVALID_PARAMETER' });
    expect(res.message).toContain('A Meta recusou a consulta');
    const saved = await admin.api.ads.searchAdvertisements({ query: { page_name: 'Clínica Sorriso nada' } });
    expect(expectStatus(saved, 200).meta.total).toBe(0);
  });

  it('stops after the retries when Meta rate-limits a later page, keeping page 1', async () => {
    firstPage = null;
    laterPages = graphError(17, 'User request limit reached');
    const pauses: number[] = [];
    const result = await importFromMeta(
      t.database.db,
      t.config,
      { search_terms: 'limite', ad_reached_countries: ['PT'], ad_active_status: 'ALL', max_pages: 5 },
      { sleep: async (ms) => void pauses.push(ms), baseDelayMs: 1 },
    );
    expect(pauses).toHaveLength(3);
    expect(result).toMatchObject({ pages: 1, received: 2, created: 2, complete: false });
    expect(result.error).toContain('a página 2 falhou: A Meta limitou as consultas');
  });
});
