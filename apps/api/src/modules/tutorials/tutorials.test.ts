import type { TutorialContentInput } from '@sniperads/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, useSession, useTestApp } from '../../../test/helpers/app';

const t = useTestApp();
const user = useSession(t);
const admin = useSession(t, { role: 'admin' });

const UNKNOWN_ID = '00000000-0000-7000-8000-000000000000';

const video = (over: Partial<TutorialContentInput> & { category_id: string }): TutorialContentInput => ({
  title: 'Estrutura de campanha',
  external_url: 'https://www.youtube.com/watch?v=abc123XYZ_-&t=10',
  duration: 754,
  difficulty_level: 'intermediate',
  tags: ['facebook ads'],
  ...over,
});

describe('tutorial categories and contents', () => {
  it('lets only admins write; users read and count views', async () => {
    expect((await user.api.tutorials.createTutorialCategory({ body: { name: 'X' } })).status).toBe(403);
    const cat = await admin.api.tutorials.createTutorialCategory({
      body: { name: ' Tráfego Pago ', color: '#8B5CF6' },
    });
    const category = expectStatus(cat, 201).data;
    expect(category).toMatchObject({ name: 'Tráfego Pago', color: '#8B5CF6', contents_count: 0 });
    const body = video({ category_id: category.id });

    expect((await user.api.tutorials.createTutorialContent({ body })).status).toBe(403);
    const content = expectStatus(await admin.api.tutorials.createTutorialContent({ body }), 201).data;
    // Thumbnail derived from the v= parameter when none is given.
    expect(content.thumbnail).toBe('https://img.youtube.com/vi/abc123XYZ_-/hqdefault.jpg');
    expect(content).toMatchObject({ views_count: 0, duration: 754, type: 'video' });

    const list = await user.api.tutorials.getTutorialContents({ query: { category_id: category.id } });
    expect(expectStatus(list, 200).data.map((c) => c.id)).toEqual([content.id]);
    const categories = expectStatus(await user.api.tutorials.getTutorialCategories(), 200).data;
    expect(categories.find((c) => c.id === category.id)?.contents_count).toBe(1);

    const params = { id: content.id };
    const views = await Promise.all(
      Array.from({ length: 10 }, () => user.api.tutorials.recordTutorialView({ params })),
    );
    expect(views.map((r) => r.status)).toEqual(Array(10).fill(200));
    const contents = expectStatus(await user.api.tutorials.getTutorialContents(), 200).data;
    expect(contents.find((c) => c.id === content.id)?.views_count).toBe(10);

    expect((await user.api.tutorials.updateTutorialContent({ params, body })).status).toBe(403);
    const put = await admin.api.tutorials.updateTutorialContent({ params, body: { ...body, title: 'Novo' } });
    expect(expectStatus(put, 200).data).toMatchObject({ title: 'Novo', views_count: 10 });

    // A category with tutorials cannot be deleted; an empty one can.
    const categoryParams = { id: category.id };
    const blocked = expectStatus(
      await admin.api.tutorials.deleteTutorialCategory({ params: categoryParams }),
      409,
    );
    expect(blocked.message).toMatch(/possui tutoriais/);
    expect((await user.api.tutorials.deleteTutorialContent({ params })).status).toBe(403);
    expect((await admin.api.tutorials.deleteTutorialContent({ params })).status).toBe(200);
    expect((await user.api.tutorials.deleteTutorialCategory({ params: categoryParams })).status).toBe(403);
    expect((await admin.api.tutorials.deleteTutorialCategory({ params: categoryParams })).status).toBe(200);
  });

  it('explains invalid input in pt-BR and answers 404 for unknown ids', async () => {
    const bad = await admin.api.tutorials.createTutorialContent({
      body: { category_id: UNKNOWN_ID, title: ' ', external_url: 'https://vimeo.com/123', duration: -1 },
    });
    expect(expectStatus(bad, 400).errors).toMatchObject({
      title: ['O título é obrigatório'],
      external_url: [expect.stringContaining('parâmetro v=')],
      duration: ['A duração deve ser um número inteiro de segundos (0 ou mais)'],
    });
    const missingCategory = await admin.api.tutorials.createTutorialContent({
      body: video({ category_id: UNKNOWN_ID }),
    });
    expect(expectStatus(missingCategory, 404).message).toBe('Categoria não encontrada');
    const badColor = await admin.api.tutorials.createTutorialCategory({ body: { name: 'A', color: 'azul' } });
    expect(expectStatus(badColor, 400).errors?.color).toEqual(['Cor deve estar no formato #RRGGBB']);
    const view = await user.api.tutorials.recordTutorialView({ params: { id: UNKNOWN_ID } });
    expect(view.status).toBe(404);
  });
});
