import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers/app';
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
});
