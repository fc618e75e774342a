import { AD_FAVORITE_MESSAGES, FAVORITE_MESSAGES } from '@sniperads/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  expectStatus,
  type UserSession,
  userSession,
  useSession,
  useTestApp,
} from '../../../test/helpers/app';
import { adInput } from '../../../test/helpers/factories';
import { favorites } from '../../db/schema';

const t = useTestApp({
  media: {
    maxBytes: 1024,
    fetchTimeoutMs: 100,
    connectTimeoutMs: 100,
    thumbnailTimeoutMs: 100,
    allowPrivate: false,
    retryIntervalSeconds: 0,
  },
});
const admin = useSession(t, { role: 'admin' });

const petAd = () =>
  adInput({
    page_name: 'Pet Feliz',
    ad_creative_bodies: ['Ração natural para cães com entrega grátis.'],
    ad_creative_link_titles: ['Ração natural'],
    landing_url: 'https://www.petfeliz.com.br/racao',
  });

/** An ad ingested into the library as Meta sends it (snapshot link with the access token). */
const libraryAd = async (input: ReturnType<typeof petAd> & { ad_delivery_stop_time?: string } = petAd()) => {
  const res = await admin.api.ads.ingestAdvertisements({ body: { ads: [input] } });
  const id = expectStatus(res, 200).data.results[0]?.id;
  if (!id) throw new Error('the ad was not ingested');
  return { id, archiveId: input.id };
};

describe('favoriting ads from the library', () => {
  it('copies the ad into a favorite with its public Ad Library link, never the token', async () => {
    const ad = await libraryAd();
    const { api } = await userSession(t);
    const res = expectStatus(await api.favorites.addAdToFavorites({ params: { id: ad.id }, body: {} }), 201);
    expect(res.message).toBe(AD_FAVORITE_MESSAGES.added);
    expect(res.data).toMatchObject({
      url: `https://www.facebook.com/ads/library/?id=${ad.archiveId}`,
      page_name: 'Pet Feliz',
      ad_creative_link_titles: ['Ração natural'],
      source: 'library',
      advertisement_id: ad.id,
    });
    expect(JSON.stringify(res.data)).not.toContain('access_token');
    expect(expectStatus(await api.favorites.getFavoritedAdIds(), 200).data).toEqual([ad.id]);
  });

  it('refuses the same ad twice for one user but lets another user save it', async () => {
    const ad = await libraryAd();
    const ana = await userSession(t);
    const bia = await userSession(t);
    const favorite = (who: UserSession) =>
      who.api.favorites.addAdToFavorites({ params: { id: ad.id }, body: {} });
    expect((await favorite(ana)).status).toBe(201);
    const again = expectStatus(await favorite(ana), 409);
    expect(again.message).toBe(FAVORITE_MESSAGES.duplicateUrl);
    expect((await favorite(bia)).status).toBe(201);
  });

  it('answers 404 for an unknown ad', async () => {
    const { api } = await userSession(t);
    const res = await api.favorites.addAdToFavorites({
      params: { id: '01900000-0000-7000-8000-000000000000' },
      body: {},
    });
    expect(expectStatus(res, 404).message).toBe(AD_FAVORITE_MESSAGES.adNotFound);
  });

  it('removes only the caller’s favorite of the ad', async () => {
    const ad = await libraryAd();
    const ana = await userSession(t);
    const bia = await userSession(t);
    for (const who of [ana, bia]) {
      expect((await who.api.favorites.addAdToFavorites({ params: { id: ad.id }, body: {} })).status).toBe(
        201,
      );
    }
    const remove = () => ana.api.favorites.removeAdFromFavorites({ params: { id: ad.id } });
    expect((await remove()).status).toBe(200);
    expect((await remove()).status).toBe(404);
    const left = await t.database.db.select().from(favorites).where(eq(favorites.advertisementId, ad.id));
    expect(left.map((f) => f.userId)).toEqual([bia.user.id]);
    expect(expectStatus(await bia.api.favorites.getFavoritedAdIds(), 200).data).toEqual([ad.id]);
    expect(expectStatus(await ana.api.favorites.getFavoritedAdIds(), 200).data).toEqual([]);
  });

  it('counts a library favorite as an ad saved on the dashboard', async () => {
    const ad = await libraryAd();
    const { api } = await userSession(t);
    expect((await api.favorites.addAdToFavorites({ params: { id: ad.id }, body: {} })).status).toBe(201);
    const stats = expectStatus(await api.dashboard.getStats(), 200);
    expect(stats.data.total_ads_saved).toBe(1);
  });

  it("saves a pasted Ad Library link of a library ad as that ad's favorite, shown saved by its heart", async () => {
    const ad = await libraryAd();
    const { api } = await userSession(t);
    const pasted = `https://facebook.com/ads/library/?id=${ad.archiveId}&country=BR`;
    const res = expectStatus(
      await api.favorites.createFavorite({ body: { url: pasted, niche: 'Pets' } }),
      201,
    );
    expect(res.data).toMatchObject({
      url: `https://www.facebook.com/ads/library/?id=${ad.archiveId}`,
      advertisement_id: ad.id,
      page_name: 'Pet Feliz',
      ad_creative_link_titles: ['Ração natural'],
      niche: 'Pets',
    });
    expect(expectStatus(await api.favorites.getFavoritedAdIds(), 200).data).toEqual([ad.id]);
    // The heart shows it saved; pressing it removes that one favorite.
    expect((await api.favorites.removeAdFromFavorites({ params: { id: ad.id } })).status).toBe(200);
    expect(expectStatus(await api.favorites.getFavorites({ query: {} }), 200).data).toEqual([]);
  });

  it('saves a pasted link by its id until the library has the ad, then the ad and its heart find it', async () => {
    const input = petAd();
    const { api } = await userSession(t);
    const url = `https://www.facebook.com/ads/library/?id=${input.id}`;
    const saved = expectStatus(await api.favorites.createFavorite({ body: { url } }), 201).data;
    expect(saved).toMatchObject({ url, advertisement_id: null, ad_snapshot_url: url });
    const ad = await libraryAd(input);
    // The extension's 'Salvar no SniperAds' (or the heart) on the real ad: the same favorite, filled in.
    const hearted = expectStatus(
      await api.favorites.addAdToFavorites({ params: { id: ad.id }, body: {} }),
      201,
    );
    expect(hearted.data).toMatchObject({
      id: saved.id,
      advertisement_id: ad.id,
      page_name: 'Pet Feliz',
      ad_creative_bodies: ['Ração natural para cães com entrega grátis.'],
    });
    expect(expectStatus(await api.favorites.getFavoritedAdIds(), 200).data).toEqual([ad.id]);
    expect(expectStatus(await api.favorites.getFavorites({ query: {} }), 200).data).toHaveLength(1);
  });

  it('shows a pasted link as saved on its heart as soon as the library has the ad', async () => {
    const input = petAd();
    const { api } = await userSession(t);
    const url = `https://m.facebook.com/ads/library/?id=${input.id}`;
    expect((await api.favorites.createFavorite({ body: { url } })).status).toBe(201);
    const ad = await libraryAd(input);
    expect(expectStatus(await api.favorites.getFavoritedAdIds(), 200).data).toEqual([ad.id]);
    const [favorite] = expectStatus(await api.favorites.getFavorites({ query: {} }), 200).data;
    expect(favorite).toMatchObject({ advertisement_id: ad.id, page_name: 'Pet Feliz' });
  });

  it("runs and stops with its library ad, as the ad's card says", async () => {
    const input = petAd();
    const ad = await libraryAd(input);
    const { api } = await userSession(t);
    const saved = expectStatus(
      await api.favorites.addAdToFavorites({ params: { id: ad.id }, body: {} }),
      201,
    );
    expect(saved.data).toMatchObject({ is_active: true, ad_delivery_stop_time: null });
    // The ad stops after it was saved: the favorite's details follow the library.
    const stop = new Date(Date.now() - 86_400_000).toISOString();
    await libraryAd({ ...input, ad_delivery_stop_time: stop });
    const [favorite] = expectStatus(await api.favorites.getFavorites({ query: {} }), 200).data;
    expect(favorite).toMatchObject({ is_active: false, ad_delivery_stop_time: stop });
    // One saved by an address that is no library ad knows only its own dates.
    const other = expectStatus(
      await api.favorites.createFavorite({ body: { url: 'https://loja.example/oferta' } }),
      201,
    );
    expect(other.data).toMatchObject({ is_active: null, ad_delivery_stop_time: null });
  });
});
