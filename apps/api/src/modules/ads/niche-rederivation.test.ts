import { NICHE_RULES_VERSION } from '@sniperads/contract';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectStatus, userSession, useTestApp } from '../../../test/helpers/app';
import { createAd } from '../../../test/helpers/factories';
import { advertisements, backgroundJobs } from '../../db/schema';
import { createNicheRederivation, NICHE_REDERIVATION_JOB, rederiveNichesBatch } from './niche-rederivation';

const t = useTestApp();

/** Ads stored under the old, language-blind rule, and what the current rules make of each. */
const STORED = [
  // Vietnamese laptops: 'cao' ('high') was read as 'cão'.
  { page: 'Laptop Bảo Duy', body: 'Laptop cao cấp giá rẻ, bảo hành 12 tháng', stored: 'pets', want: null },
  // English: no Portuguese, no niche.
  {
    page: 'Gadget Store',
    body: 'The best gaming laptop deals of the week, free shipping',
    stored: 'pets',
    want: null,
  },
  // Portuguese, read as another niche by the current rules: that niche.
  {
    page: 'Pet Feliz',
    body: 'Ração premium para o seu cão adulto, com frete grátis',
    stored: 'beleza',
    want: 'pets',
  },
  // Portuguese with no strong term: the stored niche stays (it may have come with the ad).
  {
    page: 'Loja Exemplo',
    body: 'Oferta da semana, frete grátis para todo o Brasil',
    stored: 'moda',
    want: 'moda',
  },
  // Already right.
  { page: 'Pet Feliz', body: 'Ração para cão filhote com 30% de desconto', stored: 'pets', want: 'pets' },
] as const;

const nichesOf = async (ids: string[]) => {
  const rows = await t.database.db
    .select({ id: advertisements.id, niche: advertisements.niche })
    .from(advertisements)
    .where(inArray(advertisements.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)?.niche);
};

const storeAds = async () => {
  const ads = [];
  for (const s of STORED)
    ads.push(await createAd(t.database, { pageName: s.page, adCreativeBodies: [s.body], niche: s.stored }));
  return ads.map((a) => a.id);
};

const jobRow = async () =>
  (
    await t.database.db.select().from(backgroundJobs).where(eq(backgroundJobs.name, NICHE_REDERIVATION_JOB))
  )[0];

const VERSION = String(NICHE_RULES_VERSION);

describe('stored niches re-derived with the current rules', () => {
  it('re-files ads stored under an old wrong niche when the rules version moves, once', async () => {
    const user = await userSession(t);
    const ids = await storeAds();
    // The last re-derivation ran for an older version of the rules.
    await t.database.db
      .insert(backgroundJobs)
      .values({ name: NICHE_REDERIVATION_JOB, state: 'done', version: '1', done: 3, total: 3 });

    await createNicheRederivation({ db: t.database.db, log: t.app.log, batchSize: 2 }).ensure();
    expect(await nichesOf(ids)).toEqual(STORED.map((s) => s.want));
    expect(await jobRow()).toMatchObject({ state: 'done', version: VERSION, done: 5, total: 5 });
    expect((await jobRow())?.details).toMatchObject({ changed: 3 });

    // The search's niche filter no longer finds the laptops under 'pets'.
    const pets = expectStatus(
      await user.api.ads.searchAdvertisements({ query: { niche: 'pets', per_page: 50 } }),
      200,
    );
    expect(pets.data.map((a) => a.page_name)).toEqual(['Pet Feliz', 'Pet Feliz']);

    // The same version does not run again: a niche an admin set afterwards stays.
    await t.database.db.update(advertisements).set({ niche: 'pets' }).where(eq(advertisements.id, ids[0]!));
    await createNicheRederivation({ db: t.database.db, log: t.app.log }).ensure();
    expect((await nichesOf(ids))[0]).toBe('pets');
    expect((await jobRow())?.done).toBe(5);
  });

  it('resumes after the last batch a stopped process committed', async () => {
    await t.database.db.delete(advertisements);
    const ids = await storeAds();
    const byId = [...ids].sort();
    // A process stopped after its first batch of two: those two re-filed, the job's row at the second.
    const first = await rederiveNichesBatch(t.database.db, '', 2);
    expect(first.last).toBe(byId[1]);
    await t.database.db
      .update(backgroundJobs)
      .set({ state: 'running', version: VERSION, cursor: first.last, done: 2, total: 5, details: {} })
      .where(eq(backgroundJobs.name, NICHE_REDERIVATION_JOB));

    await createNicheRederivation({ db: t.database.db, log: t.app.log, batchSize: 2 }).ensure();
    expect(await nichesOf(ids)).toEqual(STORED.map((s) => s.want));
    // Two batches more, for the three ads left: none was read twice.
    expect(await jobRow()).toMatchObject({ state: 'done', version: VERSION, done: 5 });
  });
});
