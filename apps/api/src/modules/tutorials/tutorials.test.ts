import type { TutorialCategory, TutorialContent } from '@sniperads/contract';
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

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const video = (over: object = {}) => ({
  title: 'Estrutura de campanha',
  external_url: 'https://www.youtube.com/watch?v=abc123XYZ_-&t=10',
  duration: 754,
  difficulty_level: 'intermediate',
  tags: ['facebook ads'],
  ...over,
});

describe('tutorial categories and contents', () => {
  it('lets only admins write; users read and count views', async () => {
    expect((await call('POST', '/api/tutorial-categories/', user, { name: 'X' })).statusCode).toBe(403);
    const cat = await call('POST', '/api/tutorial-categories/', admin, {
      name: ' Tráfego Pago ',
      color: '#8B5CF6',
    });
    expect(cat.statusCode).toBe(201);
    const category = cat.json().data as TutorialCategory;
    expect(category).toMatchObject({ name: 'Tráfego Pago', color: '#8B5CF6', contents_count: 0 });

    expect(
      (await call('POST', '/api/tutorial-contents/', user, video({ category_id: category.id }))).statusCode,
    ).toBe(403);
    const created = await call('POST', '/api/tutorial-contents/', admin, video({ category_id: category.id }));
    expect(created.statusCode).toBe(201);
    const content = created.json().data as TutorialContent;
    // Thumbnail derived from the v= parameter when none is given.
    expect(content.thumbnail).toBe('https://img.youtube.com/vi/abc123XYZ_-/hqdefault.jpg');
    expect(content).toMatchObject({ views_count: 0, duration: 754, type: 'video' });

    const list = await call('GET', `/api/tutorial-contents/?category_id=${category.id}`, user);
    expect(list.json().data.map((c: TutorialContent) => c.id)).toEqual([content.id]);
    expect((await call('GET', '/api/tutorial-categories/', user)).json().data[0].contents_count).toBe(1);

    const views = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', `/api/tutorial-contents/${content.id}/views`, user)),
    );
    expect(views.every((r) => r.statusCode === 200)).toBe(true);
    expect((await call('GET', '/api/tutorial-contents/', user)).json().data[0].views_count).toBe(10);

    expect(
      (await call('PUT', `/api/tutorial-contents/${content.id}`, user, video({ category_id: category.id })))
        .statusCode,
    ).toBe(403);
    const put = await call(
      'PUT',
      `/api/tutorial-contents/${content.id}`,
      admin,
      video({ category_id: category.id, title: 'Novo' }),
    );
    expect(put.json().data).toMatchObject({ title: 'Novo', views_count: 10 });

    // A category with tutorials cannot be deleted; an empty one can.
    const blocked = await call('DELETE', `/api/tutorial-categories/${category.id}`, admin);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toMatch(/possui tutoriais/);
    expect((await call('DELETE', `/api/tutorial-contents/${content.id}`, user)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/tutorial-contents/${content.id}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/tutorial-categories/${category.id}`, user)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/tutorial-categories/${category.id}`, admin)).statusCode).toBe(200);
  });

  it('explains invalid input in pt-BR and answers 404 for unknown ids', async () => {
    const bad = await call('POST', '/api/tutorial-contents/', admin, {
      category_id: '00000000-0000-7000-8000-000000000000',
      title: ' ',
      external_url: 'https://vimeo.com/123',
      duration: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      title: ['O título é obrigatório'],
      external_url: [expect.stringContaining('parâmetro v=')],
      duration: ['A duração deve ser um número inteiro de segundos (0 ou mais)'],
    });
    const missingCat = await call(
      'POST',
      '/api/tutorial-contents/',
      admin,
      video({ category_id: '00000000-0000-7000-8000-000000000000' }),
    );
    expect(missingCat.statusCode).toBe(404);
    expect(missingCat.json().message).toBe('Categoria não encontrada');
    const badColor = await call('POST', '/api/tutorial-categories/', admin, { name: 'A', color: 'azul' });
    expect(badColor.json().errors.color).toEqual(['Cor deve estar no formato #RRGGBB']);
    expect(
      (await call('POST', '/api/tutorial-contents/00000000-0000-7000-8000-000000000000/views', user))
        .statusCode,
    ).toBe(404);
  });
});
