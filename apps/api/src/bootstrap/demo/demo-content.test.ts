import { guideSteps, isTutorialGuide } from '@sniperads/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, userSession, useTestApp } from '../../../test/helpers/app';
import { countKeywords } from '../../modules/keywords/keywords.repo';
import { countCategories, countContents } from '../../modules/tutorials/tutorials.repo';
import { buildDemoKeywords, keywordsSeeder } from './keywords';
import { TUTORIAL_GUIDES, tutorialsSeeder } from './tutorials';

const t = useTestApp();

describe('demo keyword bank and tutorials', () => {
  it('builds the same ≥ 500 keywords across the product niches every time', () => {
    const rows = buildDemoKeywords(0);
    expect(rows.length).toBeGreaterThanOrEqual(500);
    expect(buildDemoKeywords(0)).toEqual(rows);
    const niches = new Set(rows.map((r) => r.niche));
    for (const n of [
      'Saúde',
      'Emagrecimento',
      'Automóveis',
      'Finanças',
      'Beleza',
      'Educação',
      'Relacionamento',
      'Pets',
    ]) {
      expect(niches.has(n)).toBe(true);
    }
    expect(new Set(rows.map((r) => `${r.niche}|${r.keyword}`)).size).toBe(rows.length);
    expect(rows.some((r) => r.keyword.includes('como como'))).toBe(false);
  });

  it('describes each keyword family in its own words, not with a few shared strings', () => {
    const rows = buildDemoKeywords(0);
    const descriptions = rows.map((r) => r.description ?? '');
    expect(descriptions.every((d) => d.length >= 60)).toBe(true);
    const distinct = new Set(descriptions);
    expect(distinct.size).toBeGreaterThan(rows.length * 0.8);
    const uses = new Map<string, number>();
    for (const d of descriptions) uses.set(d, (uses.get(d) ?? 0) + 1);
    expect(Math.max(...uses.values())).toBeLessThanOrEqual(3);
    // Each family has a note of its own: the families' first sentences differ.
    const notes = new Set(descriptions.map((d) => d.split('. ')[0]));
    const families = new Set(rows.map((r) => (r.tags ?? []).at(-2)));
    expect(notes.size).toBeGreaterThanOrEqual(families.size - 2);
    // The keyword bank's niches read as the product names them.
    expect(rows.some((r) => r.niche === 'Casa e decoração')).toBe(true);
  });

  it('loads once and does nothing on a second run', async () => {
    const log = { info: () => {} } as never;
    const ctx = { db: t.database.db, config: t.config, log };
    await keywordsSeeder.seed(ctx);
    await tutorialsSeeder.seed(ctx);
    const counts = async () => [
      await countKeywords(t.database.db),
      await countCategories(t.database.db),
      await countContents(t.database.db),
    ];
    const first = await counts();
    await keywordsSeeder.seed(ctx);
    await tutorialsSeeder.seed(ctx);
    expect(await counts()).toEqual(first);
    expect(first[0]).toBe(buildDemoKeywords().length);
    expect(first[1]).toBe(TUTORIAL_GUIDES.length);
    expect(first[2]).toBe(TUTORIAL_GUIDES.flatMap((c) => c.guides).length);
  });

  it('fills /tutorial with text guides about the app, each opening a page of it, and no invented videos', async () => {
    const log = { info: () => {} } as never;
    await tutorialsSeeder.seed({ db: t.database.db, config: t.config, log });
    const user = await userSession(t);
    const categories = expectStatus(await user.api.tutorials.getTutorialCategories(), 200).data;
    expect(categories.every((c) => c.contents_count > 0)).toBe(true);
    const list = expectStatus(await user.api.tutorials.getTutorialContents({ query: {} }), 200).data;
    expect(list.length).toBeGreaterThanOrEqual(8);
    for (const item of list) {
      expect(isTutorialGuide(item), item.title).toBe(true);
      expect(item.thumbnail).toBeNull();
      expect(guideSteps(item.description).length).toBeGreaterThanOrEqual(3);
    }
    const pages = new Set(list.map((item) => new URL(item.external_url, 'http://app').pathname));
    for (const page of ['/extensao', '/mineracao', '/ofertas-escaladas', '/favoritos', '/pastas'])
      expect(pages.has(page), page).toBe(true);
    expect(list.some((item) => item.tags.includes('studio'))).toBe(true);
    // A category lists its guides in the order they were written (installing before connecting).
    const first = categories.find((c) => c.name === 'Primeiros Passos');
    const steps = expectStatus(
      await user.api.tutorials.getTutorialContents({ query: { category_id: first?.id } }),
      200,
    ).data.map((item) => item.title);
    expect(steps).toEqual(TUTORIAL_GUIDES[0]?.guides.map((g) => g.title));
  });
});
