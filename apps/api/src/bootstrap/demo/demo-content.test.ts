import { describe, expect, it } from 'vitest';
import { expectStatus, userSession, useTestApp } from '../../../test/helpers/app';
import { countKeywords } from '../../modules/keywords/keywords.repo';
import { countCategories } from '../../modules/tutorials/tutorials.repo';
import { buildDemoKeywords, keywordsSeeder } from './keywords';
import { tutorialsSeeder } from './tutorials';

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
    const first = [await countKeywords(t.database.db), await countCategories(t.database.db)];
    await keywordsSeeder.seed(ctx);
    await tutorialsSeeder.seed(ctx);
    expect([await countKeywords(t.database.db), await countCategories(t.database.db)]).toEqual(first);
    expect(first[0]).toBe(buildDemoKeywords().length);
    expect(first[1]).toBe(4);
  });

  it('loads tutorial categories without invented videos', async () => {
    const admin = await userSession(t, { role: 'admin' });
    const list = expectStatus(await admin.api.tutorials.getTutorialContents({ query: {} }), 200);
    expect(list.data).toHaveLength(0);
  });
});
