import { duplicateKeywordPayload, type KeywordInput } from '@sniperads/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, expectStatus, useSession, useTestApp } from '../../../test/helpers/app';
import { keywords } from '../../db/schema';

const t = useTestApp();
const user = useSession(t);
const admin = useSession(t, { role: 'admin' });
// The bank is shared by every user: each test starts from an empty one.
beforeEach(async () => {
  await t.database.db.delete(keywords);
});

const create = async (body: KeywordInput) =>
  expectStatus(await admin.api.adminKeywords.createKeyword({ body }), 201).data;

describe('admin keyword writes', () => {
  it('are refused to regular users', async () => {
    const { id } = await create({ keyword: 'x', niche: 'y' });
    const api = user.api.adminKeywords;
    expect((await api.createKeyword({ body: { keyword: 'a', niche: 'b' } })).status).toBe(403);
    expect((await api.listAdminKeywords()).status).toBe(403);
    expect((await api.updateKeyword({ params: { id }, body: { keyword: 'z', niche: 'y' } })).status).toBe(
      403,
    );
    expect((await api.deleteKeyword({ params: { id } })).status).toBe(403);
    const kept = expectStatus(await admin.api.adminKeywords.listAdminKeywords(), 200);
    expect(kept.data.map((k) => k.keyword)).toEqual(['x']);
  });

  it('keeps a keyword once per niche: a repeat (any case, spaces) is a 409 in pt-BR, on create and on edit', async () => {
    await create({ keyword: 'Ração para gato castrado', niche: 'Pets' });
    const message = 'A palavra-chave "ração para gato castrado" já existe no nicho Pets.';
    const again = await admin.api.adminKeywords.createKeyword({
      body: { keyword: '  ração para gato castrado ', niche: 'pets' },
    });
    expect(expectStatus(again, 409)).toMatchObject({ success: false, code: 'CONFLICT', message });
    expect(expectStatus(again, 409).errors?.keyword).toEqual([message]);
    // The same words in another niche are another keyword.
    const other = await create({ keyword: 'ração para gato castrado', niche: 'Saúde' });
    const edit = await admin.api.adminKeywords.updateKeyword({
      params: { id: other.id },
      body: { keyword: 'RAÇÃO PARA GATO CASTRADO', niche: 'Pets' },
    });
    expect(expectStatus(edit, 409).message).toBe(
      'A palavra-chave "RAÇÃO PARA GATO CASTRADO" já existe no nicho Pets.',
    );
    const list = expectStatus(await admin.api.adminKeywords.listAdminKeywords(), 200);
    expect(list.data.map((k) => `${k.keyword}|${k.niche}`).sort()).toEqual([
      'Ração para gato castrado|Pets',
      'ração para gato castrado|Saúde',
    ]);
  });

  it('creates with trimmed fields and explains missing ones in pt-BR', async () => {
    const bad = await admin.api.adminKeywords.createKeyword({ body: { keyword: '   ', niche: '' } });
    expect(expectStatus(bad, 400).errors).toMatchObject({
      keyword: ['A palavra-chave é obrigatória'],
      niche: ['O nicho é obrigatório'],
    });
    const res = await admin.api.adminKeywords.createKeyword({
      body: {
        keyword: '  curso de inglês online ',
        niche: ' Educação ',
        search_volume: 9000,
        difficulty: 'medium',
        tags: ['inglês', 'curso'],
      },
    });
    const created = expectStatus(res, 201);
    expect(created.message).toBe('Palavra-chave criada com sucesso!');
    expect(created.data).toMatchObject({
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
    const { id } = await create({
      keyword: 'seguro auto',
      niche: 'Automóveis',
      description: 'antiga',
      difficulty: 'hard',
    });
    const api = admin.api.adminKeywords;
    const put = await api.updateKeyword({
      params: { id },
      body: { keyword: 'seguro auto online', niche: 'Automóveis', search_volume: 100 },
    });
    expect(expectStatus(put, 200).data).toMatchObject({
      keyword: 'seguro auto online',
      description: null,
      difficulty: null,
      search_volume: 100,
    });
    const del = await api.deleteKeyword({ params: { id } });
    expect(del.body).toEqual({ success: true, message: 'Palavra-chave excluída com sucesso!' });
    expect((await api.deleteKeyword({ params: { id } })).status).toBe(404);
  });

  it('duplicates a keyword with (cópia) appended and every curated field copied', async () => {
    const source = await create({
      keyword: 'ração premium',
      niche: 'Pets',
      description: 'Alta conversão',
      search_volume: 7000,
      difficulty: 'easy',
      tags: ['ração', 'cães'],
    });
    const copy = await create(duplicateKeywordPayload(source));
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
    const premium = {
      niche: 'Pets',
      description: 'Alta conversão',
      search_volume: 7000,
      tags: ['ração', 'cães'],
    };
    await create({ keyword: 'ração premium', ...premium });
    await create({ keyword: 'ração premium (cópia)', ...premium });
    await create({
      keyword: 'curso de inglês online',
      niche: 'Educação',
      search_volume: 9000,
      tags: ['ração'],
    });
    await create({ keyword: 'sem volume', niche: 'Outros' });
    const api = admin.api.adminKeywords;
    const found = expectStatus(await api.listAdminKeywords({ query: { search: 'convers' } }), 200);
    expect(found.data.map((k) => k.keyword).sort()).toEqual(['ração premium', 'ração premium (cópia)']);
    const tagged = expectStatus(await api.listAdminKeywords({ query: { tags: 'ração,cães' } }), 200);
    expect(tagged.meta.total).toBe(2);
    const byVolume = expectStatus(
      await api.listAdminKeywords({ query: { order_by: 'search_volume', order_direction: 'asc' } }),
      200,
    );
    expect(byVolume.data.map((k) => k.search_volume).filter((v) => v !== null)).toEqual([7000, 7000, 9000]);
    expect(byVolume.meta).toMatchObject({ total: 4, per_page: 15 });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/keywords?order_by=password_hash',
      headers: bearer(admin.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Ordenação inválida');
  });
});
