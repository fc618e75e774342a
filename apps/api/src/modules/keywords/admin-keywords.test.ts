import { duplicateKeywordPayload, type Keyword } from '@sniperads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createUser,
  DEFAULT_PASSWORD,
  login,
  type TestContext,
} from '../../../test/helpers/app';

let t: TestContext;
let user: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  const u = await createUser(t.database);
  const a = await createUser(t.database, { isAdmin: true });
  user = bearer(await login(t.app, { email: u.email, password: DEFAULT_PASSWORD }));
  admin = bearer(await login(t.app, { email: a.email, password: DEFAULT_PASSWORD }));
});
afterAll(async () => t.close());

const create = (payload: object, headers = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/keywords', headers, payload });

describe('admin keyword writes', () => {
  it('are refused to regular users', async () => {
    const created = await create({ keyword: 'x', niche: 'y' });
    const id = (created.json().data as Keyword).id;
    expect((await create({ keyword: 'a', niche: 'b' }, user)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/keywords', headers: user })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/admin/keywords/${id}`,
          headers: user,
          payload: { keyword: 'z', niche: 'y' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/keywords/${id}`, headers: user })).statusCode,
    ).toBe(403);
  });

  it('creates with trimmed fields and explains missing ones in pt-BR', async () => {
    const bad = await create({ keyword: '   ', niche: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      keyword: ['A palavra-chave é obrigatória'],
      niche: ['O nicho é obrigatório'],
    });
    const res = await create({
      keyword: '  curso de inglês online ',
      niche: ' Educação ',
      search_volume: 9000,
      difficulty: 'medium',
      tags: ['inglês', 'curso'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Palavra-chave criada com sucesso!');
    expect(res.json().data).toMatchObject({
      keyword: 'curso de inglês online',
      niche: 'Educação',
      description: null,
      search_volume: 9000,
      difficulty: 'medium',
      tags: ['inglês', 'curso'],
      usage_count: 0,
    });
  });

  it('updates (clearing optional fields left out) and deletes', async () => {
    const id = (
      await create({ keyword: 'seguro auto', niche: 'Automóveis', description: 'antiga', difficulty: 'hard' })
    ).json().data.id;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/keywords/${id}`,
      headers: admin,
      payload: { keyword: 'seguro auto online', niche: 'Automóveis', search_volume: 100 },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({
      keyword: 'seguro auto online',
      description: null,
      difficulty: null,
      search_volume: 100,
    });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/keywords/${id}`, headers: admin });
    expect(del.json()).toEqual({ success: true, message: 'Palavra-chave excluída com sucesso!' });
    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/keywords/${id}`, headers: admin });
    expect(again.statusCode).toBe(404);
  });

  it('duplicates a keyword with (cópia) appended and every curated field copied', async () => {
    const source = (
      await create({
        keyword: 'ração premium',
        niche: 'Pets',
        description: 'Alta conversão',
        search_volume: 7000,
        difficulty: 'easy',
        tags: ['ração', 'cães'],
      })
    ).json().data as Keyword;
    const copy = (await create(duplicateKeywordPayload(source))).json().data as Keyword;
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({
      keyword: 'ração premium (cópia)',
      niche: 'Pets',
      description: 'Alta conversão',
      search_volume: 7000,
      difficulty: 'easy',
      tags: ['ração', 'cães'],
      usage_count: 0,
    });
  });
});

describe('GET /admin/keywords', () => {
  it('searches keyword, niche or description, filters tags and orders by a whitelisted column', async () => {
    const list = async (qs: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/keywords?${qs}`, headers: admin })).json();
    const found = (await list('search=convers')).data.map((k: Keyword) => k.keyword);
    expect(found.sort()).toEqual(['ração premium', 'ração premium (cópia)']);
    const tagged = await list('tags=ra%C3%A7%C3%A3o,c%C3%A3es');
    expect(tagged.meta.total).toBe(2);
    const byVolume = await list('order_by=search_volume&order_direction=asc');
    const volumes = byVolume.data.map((k: Keyword) => k.search_volume);
    expect(volumes.filter((v: number | null) => v !== null)).toEqual([7000, 7000, 9000]);
    expect(byVolume.meta.per_page).toBe(15);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/keywords?order_by=password_hash',
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Ordenação inválida');
  });
});
