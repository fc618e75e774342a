import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectStatus, userSession, useSession, useTestApp } from '../../../test/helpers/app';
import { adInput, createAd, createFavorite, createFolder, digitId } from '../../../test/helpers/factories';
import { backfillPrices } from '../../bootstrap/prices';
import { advertisements, favorites } from '../../db/schema';

const t = useTestApp();
const admin = useSession(t, { role: 'admin' });
const tester = useSession(t, { role: 'tester' });

/** Ingests one ad of a page of its own and reads it back as the library shows it. */
const ingestOne = async (values: Record<string, unknown>) => {
  const page_name = `Loja Preço ${digitId()}`;
  const res = await admin.api.ads.ingestAdvertisements({
    body: { ads: [adInput({ page_name, ...values })] },
  });
  expect(expectStatus(res, 200).data.created).toBe(1);
  const found = expectStatus(await tester.api.ads.searchAdvertisements({ query: { page_name } }), 200);
  return found.data[0]!;
};

describe('prices read from ad texts', () => {
  it('are stored on ingest: a single payment, an instalment offer, or none', async () => {
    const single = await ingestOne({ ad_creative_bodies: ['Método completo por apenas R$ 97,00 no Pix.'] });
    expect(single).toMatchObject({ price: 97, price_installments: null });
    const parcelled = await ingestOne({ ad_creative_link_titles: ['Curso em 12x de R$ 19,90'] });
    expect(parcelled).toMatchObject({ price: 19.9, price_installments: 12 });
    const claim = await ingestOne({
      ad_creative_bodies: ['R$ 1 milhão em vendas. Ligue (11) 98765-4321, 50% OFF.'],
    });
    expect(claim).toMatchObject({ price: null, price_installments: null });
  });

  it('follow the texts when a trusted source corrects them', async () => {
    const page_name = `Loja Preço ${digitId()}`;
    const first = adInput({ page_name, ad_creative_bodies: ['Só R$ 47 hoje.'] });
    await admin.api.ads.ingestAdvertisements({ body: { ads: [first] } });
    await admin.api.ads.ingestAdvertisements({
      body: { ads: [{ ...first, ad_creative_bodies: ['Agora por R$ 57,00.'] }] },
    });
    const found = expectStatus(await tester.api.ads.searchAdvertisements({ query: { page_name } }), 200);
    expect(found.data[0]).toMatchObject({ price: 57, price_installments: null });
  });

  it('travel with a favorite saved from the library; typed-in favorites get theirs from their texts', async () => {
    const ad = await ingestOne({ ad_creative_bodies: ['Kit por 6x de R$ 24,50 sem juros.'] });
    const saved = expectStatus(
      await tester.api.favorites.addAdToFavorites({ params: { id: ad.id }, body: {} }),
      201,
    );
    expect(saved.data).toMatchObject({ price: 24.5, price_installments: 6 });

    const typed = await tester.api.favorites.createFavorite({
      body: { url: `https://example.com/${digitId()}`, ad_creative_bodies: ['De R$ 297 por R$ 147!'] },
    });
    expect(expectStatus(typed, 201).data).toMatchObject({ price: 147, price_installments: null });
    const entered = await tester.api.favorites.createFavorite({
      body: { url: `https://example.com/${digitId()}`, ad_creative_bodies: ['Só R$ 10'], price: 80 },
    });
    expect(expectStatus(entered, 201).data).toMatchObject({ price: 80, price_installments: null });
    const none = await tester.api.favorites.createFavorite({
      body: { url: `https://example.com/${digitId()}`, ad_creative_bodies: ['Frete grátis acima de R$ 99'] },
    });
    expect(expectStatus(none, 201).data.price).toBeNull();
  });

  it("make the folder's total value the sum of known prices and count the items without one", async () => {
    const folder = await createFolder(t.database, tester.user.id);
    const inFolder = { folderId: folder.id };
    const a = await createFavorite(t.database, tester.user.id, {
      ...inFolder,
      price: 97,
      pricePending: false,
    });
    const b = await createFavorite(t.database, tester.user.id, {
      ...inFolder,
      price: 19.9,
      priceInstallments: 12,
      pricePending: false,
    });
    const c = await createFavorite(t.database, tester.user.id, { ...inFolder, pricePending: false });
    const items = async (order: 'asc' | 'desc') =>
      expectStatus(
        await tester.api.folders.getFolderItems({
          params: { id: folder.id },
          query: { sort: 'preco', order },
        }),
        200,
      ).data;
    const asc = await items('asc');
    expect(asc.stats).toMatchObject({ total_items: 3, total_value: 335.8, items_without_price: 1 });
    // 97 < 12 × 19,90 = 238,80; the unknown price is last both ways.
    expect(asc.items.map((i) => i.id)).toEqual([a.id, b.id, c.id]);
    expect((await items('desc')).items.map((i) => i.id)).toEqual([b.id, a.id, c.id]);
  });

  it('are filled at start-up for rows written before they were read, keeping prices users entered', async () => {
    const old = await createAd(t.database, { adCreativeBodies: ['Oferta: R$ 39,90 no boleto'] });
    const user = await userSession(t);
    const pending = await createFavorite(t.database, user.user.id, { adCreativeBodies: ['3x de R$ 33,00'] });
    const entered = await createFavorite(t.database, user.user.id, { adCreativeBodies: ['R$ 5'], price: 12 });
    const done = await backfillPrices(t.database.db);
    expect(done.ads).toBeGreaterThanOrEqual(1);
    const [ad] = await t.database.db.select().from(advertisements).where(eq(advertisements.id, old.id));
    expect(ad).toMatchObject({ price: 39.9, priceInstallments: null, pricePending: false });
    const rows = await t.database.db.select().from(favorites).where(eq(favorites.userId, user.user.id));
    expect(rows.find((r) => r.id === pending.id)).toMatchObject({ price: 33, priceInstallments: 3 });
    expect(rows.find((r) => r.id === entered.id)).toMatchObject({ price: 12, pricePending: false });
    // A second run has nothing left to read.
    expect(await backfillPrices(t.database.db)).toEqual({ ads: 0, favorites: 0 });
  });
});
