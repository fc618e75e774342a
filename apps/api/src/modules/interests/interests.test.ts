import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createUser, login, type TestContext } from '../../../test/helpers/app';
import { interestsDemoSeeder } from '../../bootstrap/demo/interests';
import { DEMO_INTEREST_CATALOGUE } from '../../bootstrap/demo/interests-catalogue';
import { countCatalogue } from './catalogue.repo';
import { countFavoriteInterests } from './favorites.repo';

let ctx: TestContext;
let ana: { token: string; id: string };
let bruno: { token: string; id: string };

beforeAll(async () => {
  ctx = await buildTestApp();
  const seed = () => interestsDemoSeeder.seed({ db: ctx.database.db, config: ctx.config, log: ctx.app.log });
  await seed();
  await seed(); // idempotent
  for (const who of ['ana', 'bruno'] as const) {
    const user = await createUser(ctx.database);
    const token = await login(ctx.app, user);
    if (who === 'ana') ana = { token, id: user.id };
    else bruno = { token, id: user.id };
  }
});
afterAll(() => ctx.close());

const call = (
  who: { token: string },
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });
const names = (res: { json(): { data: { items: { name: string }[] } } }) =>
  res.json().data.items.map((i) => i.name);

describe('catalogue search without a Meta token', () => {
  it('loads the demo catalogue once', async () => {
    expect(await countCatalogue(ctx.database.db, 'demo')).toBe(DEMO_INTEREST_CATALOGUE.length);
  });

  it('asks for at least 2 characters and a supported language', async () => {
    for (const url of ['/api/interests/?search=a', '/api/interests/?search=%20%20a%20', '/api/interests/']) {
      const res = await call(ana, 'GET', url);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Digite pelo menos 2 caracteres para buscar');
    }
    expect((await call(ana, 'GET', '/api/interests/?search=yoga&language=xx_XX')).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/interests/?search=yoga' })).statusCode).toBe(
      401,
    );
  });

  it('ignores accents and case', async () => {
    const res = await call(ana, 'GET', '/api/interests/?search=ALIMENTACAO%20saudavel');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ source: 'catalogo', language: 'pt_BR', notice: null });
    expect(names(res)[0]).toBe('Alimentação saudável');
    expect(names(await call(ana, 'GET', '/api/interests/?search=cha%20verde'))[0]).toBe('Chá verde');
  });

  it('matches two characters against the start of a word', async () => {
    const found = names(await call(ana, 'GET', '/api/interests/?search=yo'));
    expect(found).toContain('Yoga');
    expect(found).not.toContain('Doces gourmet');
    expect(names(await call(ana, 'GET', '/api/interests/?search=Ch%C3%A1'))).toEqual(['Chá verde']);
  });

  it('forgives typos', async () => {
    expect(names(await call(ana, 'GET', '/api/interests/?search=emagrecimeto'))[0]).toBe('Emagrecimento');
    expect(names(await call(ana, 'GET', '/api/interests/?search=musculacao'))[0]).toBe('Musculação');
    expect(names(await call(ana, 'GET', '/api/interests/?search=pilatis'))).toContain('Pilates');
  });

  it('maps to the spec Interest and marks topic-only matches as oculto', async () => {
    const res = await call(ana, 'GET', '/api/interests/?search=dieta&limit=50');
    const items = res.json().data.items;
    expect(items[0]).toMatchObject({
      id: 'demo:dieta',
      name: 'Dieta',
      category: 'Fitness e bem-estar',
      segment: 'Fitness e bem-estar',
      path: ['Interesses', 'Fitness e bem-estar', 'Dieta'],
      rank: 1,
      hidden: false,
    });
    expect(items[0].audience_size).toBe(items[0].audience_size_lower);
    expect(items[0].audience_size_upper).toBeGreaterThan(items[0].audience_size_lower);
    // 'Jejum intermitente' sits under Dieta in the path but its name does not match: oculto.
    const jejum = items.find((i: { name: string }) => i.name === 'Jejum intermitente');
    expect(jejum).toMatchObject({ hidden: true });
    const limited = await call(ana, 'GET', '/api/interests/?search=dieta&limit=2&only_hidden=true');
    expect(limited.json().data.items).toHaveLength(2);
    expect(limited.json().data.items.every((i: { hidden: boolean }) => i.hidden)).toBe(true);
  });

  it('answers an empty list for an unknown term or another language', async () => {
    const none = await call(ana, 'GET', '/api/interests/?search=xyzqwv');
    expect(none.json().data).toMatchObject({ total: 0, items: [] });
    expect((await call(ana, 'GET', '/api/interests/?search=yoga&language=en_US')).json().data.total).toBe(0);
  });
});

describe('favorite interests', () => {
  it('adds, counts, lists and removes per user', async () => {
    const body = {
      interest_id: 'demo:pilates',
      name: 'Pilates',
      audience_size_lower: 40_000_000,
      audience_size_upper: 47_040_000,
      category: 'Fitness e bem-estar',
      path: ['Interesses', 'Fitness e bem-estar', 'Pilates'],
    };
    const created = await call(ana, 'POST', '/api/interests/favorites', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Interesse adicionado aos favoritos',
      data: { name: 'Pilates', locale: 'pt_BR' },
    });
    const again = await call(ana, 'POST', '/api/interests/favorites', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Este interesse já está nos seus favoritos');
    expect((await call(bruno, 'POST', '/api/interests/favorites', body)).statusCode).toBe(201);

    expect((await call(ana, 'GET', '/api/interests/favorites/count')).json().data).toEqual({ count: 1 });
    expect(await countFavoriteInterests(ctx.database.db, ana.id)).toBe(1);
    const id = created.json().data.id;
    // Another user's favorite does not exist for Bruno.
    expect((await call(bruno, 'DELETE', `/api/interests/favorites/${id}`)).statusCode).toBe(404);
    expect((await call(ana, 'DELETE', `/api/interests/favorites/${id}`)).json().message).toBe(
      'Interesse removido dos favoritos',
    );
    expect((await call(ana, 'GET', '/api/interests/favorites')).json().data).toEqual([]);
    expect((await call(bruno, 'GET', '/api/interests/favorites')).json().data).toHaveLength(1);
  });

  it('refuses a favorite without a name', async () => {
    const res = await call(ana, 'POST', '/api/interests/favorites', { interest_id: 'x', name: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.name).toEqual(['Nome é obrigatório']);
  });
});

describe('tracked interests', () => {
  it('creates with defaults and moves the CPM into history on edit', async () => {
    const res = await call(ana, 'POST', '/api/interests/tracked', {
      nome: 'Pilates',
      cpmAtual: 18.5,
      alcance: 41_000_000,
    });
    expect(res.statusCode).toBe(201);
    const row = res.json().data;
    expect(row).toMatchObject({
      nome: 'Pilates',
      categoria: 'Outros',
      pais: 'Brasil',
      status: 'testando',
      cpmAtual: 18.5,
      cpmAnterior: null,
      observacoes: '',
    });
    const edited = await call(ana, 'PATCH', `/api/interests/tracked/${row.id}`, {
      cpmAtual: 15.2,
      status: 'ativo',
      observacoes: 'Melhor conjunto',
    });
    expect(edited.json()).toMatchObject({
      message: 'Interesse atualizado',
      data: { cpmAtual: 15.2, cpmAnterior: 18.5, status: 'ativo', observacoes: 'Melhor conjunto' },
    });
    // An edit that does not touch the CPM keeps the history.
    const renamed = await call(ana, 'PATCH', `/api/interests/tracked/${row.id}`, {
      categoria: 'Fitness e bem-estar',
    });
    expect(renamed.json().data).toMatchObject({
      cpmAtual: 15.2,
      cpmAnterior: 18.5,
      categoria: 'Fitness e bem-estar',
    });
  });

  it('refuses duplicates (case-insensitive) and bad input in pt-BR', async () => {
    const dup = await call(ana, 'POST', '/api/interests/tracked', { nome: 'PILATES' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Este interesse já está na sua lista');
    const bad = await call(ana, 'POST', '/api/interests/tracked', {
      nome: '',
      cpmAtual: -1,
      status: 'feito',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      nome: ['Nome é obrigatório'],
      cpmAtual: ['CPM não pode ser negativo'],
      status: ['Status deve ser ativo, testando ou pausado'],
    });
  });

  it('filters by status and sorts', async () => {
    await call(ana, 'POST', '/api/interests/tracked', {
      nome: 'Yoga',
      cpmAtual: 9,
      cpmAnterior: 12,
      status: 'ativo',
      alcance: 200_000_000,
    });
    await call(ana, 'POST', '/api/interests/tracked', {
      nome: 'Crossfit',
      cpmAtual: 30,
      cpmAnterior: 25,
      status: 'pausado',
      alcance: 33_000_000,
    });
    await call(ana, 'POST', '/api/interests/tracked', { nome: 'Bordado', status: 'testando' });
    const list = (q: string) =>
      call(ana, 'GET', `/api/interests/tracked${q}`).then((r) =>
        r.json().data.map((t: { nome: string }) => t.nome),
      );
    expect(await list('?status=ativo&sort=nome&order=asc')).toEqual(['Pilates', 'Yoga']);
    expect(await list('?sort=cpmAtual&order=asc')).toEqual(['Yoga', 'Pilates', 'Crossfit', 'Bordado']);
    // Biggest CPM drop first when ascending; no history last.
    expect(await list('?sort=variacao&order=asc')).toEqual(['Yoga', 'Pilates', 'Crossfit', 'Bordado']);
    expect(await list('?sort=alcance&order=desc')).toEqual(['Yoga', 'Pilates', 'Crossfit', 'Bordado']);
    expect((await call(ana, 'GET', '/api/interests/tracked?status=feito')).statusCode).toBe(400);
  });

  it('keeps each user to their own list', async () => {
    const mine = (await call(ana, 'GET', '/api/interests/tracked')).json().data;
    expect((await call(bruno, 'GET', '/api/interests/tracked')).json().data).toEqual([]);
    const id = mine[0].id;
    expect((await call(bruno, 'PATCH', `/api/interests/tracked/${id}`, { nome: 'X' })).statusCode).toBe(404);
    expect((await call(bruno, 'DELETE', `/api/interests/tracked/${id}`)).statusCode).toBe(404);
    // Bruno may track an interest Ana tracks.
    expect((await call(bruno, 'POST', '/api/interests/tracked', { nome: 'Pilates' })).statusCode).toBe(201);
    const del = await call(ana, 'DELETE', `/api/interests/tracked/${id}`);
    expect(del.json().message).toBe('Interesse removido da sua lista');
    expect((await call(ana, 'DELETE', `/api/interests/tracked/${id}`)).statusCode).toBe(404);
    expect((await call(ana, 'GET', '/api/interests/tracked/not-a-uuid')).statusCode).toBe(404);
  });
});
