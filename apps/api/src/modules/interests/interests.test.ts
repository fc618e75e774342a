import {
  type CreateTrackedInterestInput,
  HIDDEN_MAX_AUDIENCE,
  type InterestSearchQuery,
  type TrackedListQuery,
} from '@sniperads/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  expectStatus,
  testClient,
  type UserSession,
  userSession,
  useSession,
  useTestApp,
} from '../../../test/helpers/app';
import {
  DEMO_INTEREST_CATALOGUE,
  demoInterestRows,
  interestsDemoSeeder,
} from '../../bootstrap/demo/interests';
import { interests } from '../../db/schema';
import { countCatalogue } from './catalogue.repo';
import { favoriteInterestCountsByUser } from './favorites.repo';

/** Searches the catalogue only; never keeps lists. */

const ctx = useTestApp();
const searcher = useSession(ctx, { plan: 'pro' });
beforeAll(async () => {
  const seed = () => interestsDemoSeeder.seed({ db: ctx.database.db, config: ctx.config, log: ctx.app.log });
  await seed();
  await seed(); // idempotent
});

const search = async (query: InterestSearchQuery) =>
  expectStatus(await searcher.api.interests.searchInterests({ query }), 200).data;
const names = async (query: InterestSearchQuery) => (await search(query)).items.map((i) => i.name);

describe('catalogue search without a Meta token', () => {
  it('loads the demo catalogue once', async () => {
    expect(await countCatalogue(ctx.database.db, 'demo')).toBe(DEMO_INTEREST_CATALOGUE.length);
  });

  it('asks for at least 2 characters and a supported language', async () => {
    for (const term of ['a', '  a ']) {
      const res = await searcher.api.interests.searchInterests({ query: { search: term } });
      expect(expectStatus(res, 400).message).toBe('Digite pelo menos 2 caracteres para buscar');
    }
    // No term at all, and a language outside the contract: sent raw, past the typed client.
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/interests/',
      headers: bearer(searcher.token),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Digite pelo menos 2 caracteres para buscar');
    const language = await ctx.app.inject({
      method: 'GET',
      url: '/api/interests/?search=yoga&language=xx_XX',
      headers: bearer(searcher.token),
    });
    expect(language.statusCode).toBe(400);
    const anonymous = await testClient(ctx.app).interests.searchInterests({ query: { search: 'yoga' } });
    expect(anonymous.status).toBe(401);
  });

  it('ignores accents and case', async () => {
    const data = await search({ search: 'ALIMENTACAO saudavel' });
    expect(data).toMatchObject({ source: 'catalogo', language: 'pt_BR', notice: null });
    expect(data.items[0]?.name).toBe('Alimentação saudável');
    expect((await names({ search: 'cha verde' }))[0]).toBe('Chá verde');
  });

  it('matches two characters against the start of a word', async () => {
    const found = await names({ search: 'yo' });
    expect(found).toContain('Yoga');
    expect(found).not.toContain('Doces gourmet');
    const tea = await names({ search: 'Chá' });
    expect(tea).toEqual(expect.arrayContaining(['Chá verde', 'Chá de bebê']));
    expect(tea).not.toContain('Cães');
  });

  it('forgives typos', async () => {
    expect((await names({ search: 'emagrecimeto' }))[0]).toBe('Emagrecimento');
    expect((await names({ search: 'musculacao' }))[0]).toBe('Musculação');
    expect(await names({ search: 'pilatis' })).toContain('Pilates');
  });

  it('maps to the spec Interest and marks topic-only matches as oculto', async () => {
    const { items } = await search({ search: 'dieta', limit: 50 });
    expect(items[0]).toMatchObject({
      id: 'demo:dieta',
      name: 'Dieta',
      category: 'Fitness e bem-estar',
      segment: 'Fitness e bem-estar',
      path: ['Interesses', 'Fitness e bem-estar', 'Dieta'],
      rank: 1,
      hidden: false,
      audience_scope: 'mundial',
      origin: 'demo',
    });
    expect(items[0]!.audience_size).toBe(items[0]!.audience_size_lower);
    expect(items[0]!.audience_size_upper).toBeGreaterThan(items[0]!.audience_size_lower!);
    // 'Jejum intermitente' sits under Dieta in the path but its name does not match: oculto.
    expect(items.find((i) => i.name === 'Jejum intermitente')).toMatchObject({ hidden: true });
    const limited = await search({ search: 'dieta', limit: 2, only_hidden: 'true' });
    expect(limited.items.map((i) => i.hidden)).toEqual([true, true]);
  });

  it('answers an empty list for an unknown term or another language', async () => {
    expect(await search({ search: 'xyzqwv' })).toMatchObject({ total: 0, items: [] });
    expect((await search({ search: 'yoga', language: 'en_US' })).total).toBe(0);
  });
});

describe('the demo catalogue a buyer searches first', () => {
  // The niches Brazilian media buyers search first (issue 28): each answers several interests.
  const NICHES = [
    'emagrecimento',
    'maquiagem',
    'investimentos',
    'pet',
    'fitness',
    'moda',
    'beleza',
    'saúde',
    'renda extra',
    'marketing digital',
    'culinária',
    'maternidade',
    'religião',
    'futebol',
    'apostas',
    'concursos',
    'idiomas',
  ];

  it('answers every common niche with several interests, some of them oculto', async () => {
    for (const niche of NICHES) {
      const data = await search({ search: niche, limit: 50 });
      expect(data.source, niche).toBe('catalogo');
      expect(data.total, niche).toBeGreaterThanOrEqual(6);
      expect(data.hidden_total, niche).toBeGreaterThanOrEqual(2);
      expect(data.hidden_total, niche).toBeLessThan(data.total);
      // Every size says where it counts people and that it is the demo's estimate.
      for (const item of data.items)
        expect(item, niche).toMatchObject({ audience_scope: 'mundial', origin: 'demo' });
    }
  });

  it('never tags an interest of 100 million people or more, nor the term itself, as oculto', async () => {
    for (const niche of NICHES) {
      const { items } = await search({ search: niche, limit: 50 });
      const broad = items.filter((i) => i.hidden && (i.audience_size_upper ?? 0) >= HIDDEN_MAX_AUDIENCE);
      expect(
        broad.map((i) => i.name),
        niche,
      ).toEqual([]);
    }
    // The two the issue saw tagged: found under 'fitness', broad, so not hidden.
    const fitness = (await search({ search: 'fitness', limit: 50 })).items;
    expect(fitness.find((i) => i.name === 'Yoga')).toMatchObject({ hidden: false });
    expect(fitness.find((i) => i.name === 'Dieta')).toMatchObject({ hidden: false });
    expect(fitness.find((i) => i.name === 'Calistenia')).toMatchObject({ hidden: true });
    const term = (await search({ search: 'Emagrecimento', limit: 50 })).items[0];
    expect(term).toMatchObject({ name: 'Emagrecimento', hidden: false });
  });

  it('pages through every match, ten at a time, with the page count', async () => {
    const all = await search({ search: 'fitness', limit: 50 });
    expect(all.total).toBeGreaterThan(20);
    const pages: string[] = [];
    const last = Math.ceil(all.total / 10);
    for (let page = 1; page <= last; page++) {
      const data = await search({ search: 'fitness', limit: 10, page });
      expect(data.meta).toMatchObject({
        total: all.total,
        current_page: page,
        last_page: last,
        per_page: 10,
      });
      expect(data.items.length).toBe(page < last ? 10 : all.total - 10 * (last - 1));
      pages.push(...data.items.map((i) => i.name));
    }
    expect(pages).toEqual(all.items.map((i) => i.name).slice(0, all.total));
    expect((await search({ search: 'fitness', limit: 10, page: last + 1 })).items).toEqual([]);
    // Only the hidden ones, paged on their own count.
    const hidden = await search({ search: 'fitness', limit: 5, page: 2, only_hidden: 'true' });
    expect(hidden.meta).toMatchObject({ total: all.hidden_total, current_page: 2, per_page: 5 });
    expect(hidden.items.every((i) => i.hidden)).toBe(true);
    const bad = await searcher.api.interests.searchInterests({ query: { search: 'fitness', page: 0 } });
    expect(expectStatus(bad, 400).message).toBe('Página inválida');
  });

  it('keeps sizes to two significant figures, and brings an older demo catalogue up to date', async () => {
    for (const row of demoInterestRows()) {
      const digits = String(row.audienceLower).replace(/0+$/, '');
      expect(digits.length, row.name).toBeLessThanOrEqual(2);
    }
    const { db } = ctx.database;
    await db
      .insert(interests)
      .values({ metaId: 'demo:retirado', locale: 'pt_BR', name: 'Retirado', source: 'demo' });
    await db.update(interests).set({ audienceLower: 123_456_789 }).where(eq(interests.metaId, 'demo:yoga'));
    await interestsDemoSeeder.seed({ db, config: ctx.config, log: ctx.app.log });
    expect(await countCatalogue(db, 'demo')).toBe(DEMO_INTEREST_CATALOGUE.length);
    const [yoga] = await db.select().from(interests).where(eq(interests.metaId, 'demo:yoga'));
    expect(yoga?.audienceLower).toBe(190_000_000);
  });
});

describe('favorite interests', () => {
  const pilates = {
    interest_id: 'demo:pilates',
    name: 'Pilates',
    audience_size_lower: 40_000_000,
    audience_size_upper: 47_040_000,
    category: 'Fitness e bem-estar',
    path: ['Interesses', 'Fitness e bem-estar', 'Pilates'],
  };

  it('adds, counts, lists and removes per user', async () => {
    const ana = await userSession(ctx, { plan: 'pro' });
    const bruno = await userSession(ctx, { plan: 'pro' });
    const created = await ana.api.interests.createFavoriteInterest({ body: pilates });
    expect(expectStatus(created, 201)).toMatchObject({
      message: 'Interesse adicionado aos favoritos',
      data: { name: 'Pilates', locale: 'pt_BR' },
    });
    const again = expectStatus(await ana.api.interests.createFavoriteInterest({ body: pilates }), 409);
    expect(again.message).toBe('Este interesse já está nos seus favoritos');
    expect((await bruno.api.interests.createFavoriteInterest({ body: pilates })).status).toBe(201);

    expect(expectStatus(await ana.api.interests.countFavoriteInterests(), 200).data).toEqual({ count: 1 });
    expect((await favoriteInterestCountsByUser(ctx.database.db, [ana.user.id])).get(ana.user.id)).toBe(1);
    const params = { id: expectStatus(created, 201).data.id };
    // Another user's favorite does not exist for Bruno.
    expect((await bruno.api.interests.deleteFavoriteInterest({ params })).status).toBe(404);
    const removed = expectStatus(await ana.api.interests.deleteFavoriteInterest({ params }), 200);
    expect(removed.message).toBe('Interesse removido dos favoritos');
    expect(expectStatus(await ana.api.interests.getFavoriteInterests(), 200).data).toEqual([]);
    expect(expectStatus(await bruno.api.interests.getFavoriteInterests(), 200).data).toHaveLength(1);
  });

  it('refuses a favorite without a name', async () => {
    const { api } = await userSession(ctx, { plan: 'pro' });
    const res = await api.interests.createFavoriteInterest({ body: { interest_id: 'x', name: ' ' } });
    expect(expectStatus(res, 400).errors?.name).toEqual(['Nome é obrigatório']);
  });
});

describe('tracked interests', () => {
  const track = async (who: UserSession, body: CreateTrackedInterestInput) =>
    expectStatus(await who.api.interests.createTrackedInterest({ body }), 201).data;

  it('creates with defaults and moves the CPM into history on edit', async () => {
    const ana = await userSession(ctx, { plan: 'pro' });
    const row = await track(ana, { nome: 'Pilates', cpmAtual: 18.5, alcance: 41_000_000 });
    expect(row).toMatchObject({
      nome: 'Pilates',
      categoria: 'Outros',
      pais: 'Brasil',
      status: 'testando',
      cpmAtual: 18.5,
      cpmAnterior: null,
      observacoes: '',
    });
    const params = { id: row.id };
    const edited = await ana.api.interests.updateTrackedInterest({
      params,
      body: { cpmAtual: 15.2, status: 'ativo', observacoes: 'Melhor conjunto' },
    });
    expect(expectStatus(edited, 200)).toMatchObject({
      message: 'Interesse atualizado',
      data: { cpmAtual: 15.2, cpmAnterior: 18.5, status: 'ativo', observacoes: 'Melhor conjunto' },
    });
    // An edit that does not touch the CPM keeps the history.
    const renamed = await ana.api.interests.updateTrackedInterest({
      params,
      body: { categoria: 'Fitness e bem-estar' },
    });
    expect(expectStatus(renamed, 200).data).toMatchObject({
      cpmAtual: 15.2,
      cpmAnterior: 18.5,
      categoria: 'Fitness e bem-estar',
    });
  });

  it('refuses duplicates (case-insensitive) and bad input in pt-BR', async () => {
    const ana = await userSession(ctx, { plan: 'pro' });
    await track(ana, { nome: 'Pilates' });
    const dup = expectStatus(
      await ana.api.interests.createTrackedInterest({ body: { nome: 'PILATES' } }),
      409,
    );
    expect(dup.message).toBe('Este interesse já está na sua lista');
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/interests/tracked',
      headers: bearer(ana.token),
      payload: { nome: '', cpmAtual: -1, status: 'feito' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      nome: ['Nome é obrigatório'],
      cpmAtual: ['CPM não pode ser negativo'],
      status: ['Status deve ser ativo, testando ou pausado'],
    });
  });

  it('filters by status and sorts', async () => {
    const ana = await userSession(ctx, { plan: 'pro' });
    await track(ana, {
      nome: 'Pilates',
      cpmAtual: 15.2,
      cpmAnterior: 18.5,
      status: 'ativo',
      alcance: 41_000_000,
    });
    await track(ana, { nome: 'Yoga', cpmAtual: 9, cpmAnterior: 12, status: 'ativo', alcance: 200_000_000 });
    await track(ana, {
      nome: 'Crossfit',
      cpmAtual: 30,
      cpmAnterior: 25,
      status: 'pausado',
      alcance: 33_000_000,
    });
    await track(ana, { nome: 'Bordado', status: 'testando' });
    const list = async (query: TrackedListQuery) =>
      expectStatus(await ana.api.interests.getTrackedInterests({ query }), 200).data.map((i) => i.nome);
    expect(await list({ status: 'ativo', sort: 'nome', order: 'asc' })).toEqual(['Pilates', 'Yoga']);
    expect(await list({ sort: 'cpmAtual', order: 'asc' })).toEqual([
      'Yoga',
      'Pilates',
      'Crossfit',
      'Bordado',
    ]);
    // Biggest CPM drop first when ascending; no history last.
    expect(await list({ sort: 'variacao', order: 'asc' })).toEqual([
      'Yoga',
      'Pilates',
      'Crossfit',
      'Bordado',
    ]);
    expect(await list({ sort: 'alcance', order: 'desc' })).toEqual([
      'Yoga',
      'Pilates',
      'Crossfit',
      'Bordado',
    ]);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/interests/tracked?status=feito',
      headers: bearer(ana.token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps each user to their own list', async () => {
    const ana = await userSession(ctx, { plan: 'pro' });
    const bruno = await userSession(ctx, { plan: 'pro' });
    const params = { id: (await track(ana, { nome: 'Pilates' })).id };
    expect(expectStatus(await bruno.api.interests.getTrackedInterests(), 200).data).toEqual([]);
    const rename = await bruno.api.interests.updateTrackedInterest({ params, body: { nome: 'X' } });
    expect(rename.status).toBe(404);
    expect((await bruno.api.interests.deleteTrackedInterest({ params })).status).toBe(404);
    // Bruno may track an interest Ana tracks.
    await track(bruno, { nome: 'Pilates' });
    const del = expectStatus(await ana.api.interests.deleteTrackedInterest({ params }), 200);
    expect(del.message).toBe('Interesse removido da sua lista');
    expect((await ana.api.interests.deleteTrackedInterest({ params })).status).toBe(404);
    expect(expectStatus(await bruno.api.interests.getTrackedInterests(), 200).data).toHaveLength(1);
    const notAnId = await ctx.app.inject({
      method: 'GET',
      url: '/api/interests/tracked/not-a-uuid',
      headers: bearer(ana.token),
    });
    expect(notAnId.statusCode).toBe(404);
  });
});
