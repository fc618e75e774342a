import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers/app';
import { advertisements } from '../../db/schema';
import { estimateRows } from './ads-search.repo';
import { parsedSearchTerm, searchEstimates } from './search-terms';

const t = useTestApp();

beforeAll(async () => {
  // 'renda extra' always together, in 1 ad in 11; every other ad says something else.
  const rows = Array.from({ length: 2200 }, (_, i) => ({
    adArchiveId: `88${String(i).padStart(13, '0')}`,
    pageName: `Página ${i % 9}`,
    adCreativeBodies: [i % 11 === 0 ? 'Renda extra trabalhando de casa' : `Sapato de couro número ${i % 40}`],
    thumbnailStatus: 'none' as const,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await t.database.db.insert(advertisements).values(rows.slice(i, i + 500));
  await t.database.db.execute(sql`analyze advertisements`);
});

describe('searchEstimates', () => {
  it('expects words searched together to match as many ads as the rarer of them, not the product of their shares', async () => {
    const db = t.database.db;
    const tsquery = (await parsedSearchTerm(db, 'renda extra'))!;
    // The planner alone multiplies the two shares: ~18 of the 200 ads.
    expect(await estimateRows(db, [], tsquery)).toBeLessThan(60);
    const { term } = await searchEstimates(db, { search: 'renda extra', page: 1, per_page: 20 }, tsquery);
    expect(term).toBeGreaterThan(150);
    expect(term).toBeLessThan(260);
    // Either word will do ('|'): the planner's estimate stands.
    const either = (await parsedSearchTerm(db, 'renda or sapato'))!;
    expect(either).toContain('|');
    const { term: eitherTerm } = await searchEstimates(
      db,
      { search: 'renda or sapato', page: 1, per_page: 20 },
      either,
    );
    expect(eitherTerm).toBe(await estimateRows(db, [], either));
  });
});
