import {
  AD_FAVORITE_MESSAGES,
  adLibraryUrl,
  type CreateFavoriteSchema,
  type FavoriteAdSchema,
  shownMediaUrl,
} from '@sniperads/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { AdLibrary } from '../ads/ad-library.service';
import {
  adIdOfArchiveId,
  favoritedAdIds,
  findFavoriteOfAd,
  findUnlinkedFavoriteByUrl,
  pastedFavoritesWithAds,
} from './favorites.repo';
import type { FavoritesService } from './favorites.service';
import { LIBRARY_URL_PREFIX, libraryAdIdOf } from './library-link';

export interface AdFavoritesDeps {
  db: Db;
  favorites: FavoritesService;
  ads: Pick<AdLibrary, 'find'>;
}

type LibraryAd = NonNullable<Awaited<ReturnType<AdLibrary['find']>>>;
type FavoriteInput = z.output<typeof CreateFavoriteSchema>;
type Source = 'manual' | 'library' | 'extension';

/** A library ad as a favorite's fields: what the library shows, no more. */
const favoriteOfAd = (ad: LibraryAd, folderId: string | null): FavoriteInput => {
  const isImage = ad.mediaType === 'image';
  // A host one account named is neither copied nor archived.
  const media = shownMediaUrl(ad.creativeMediaUrl);
  return {
    url: adLibraryUrl(ad.adArchiveId),
    niche: ad.niche,
    cta: ad.cta,
    image: isImage ? media : null,
    color: null,
    creative_media_url: media,
    ad_snapshot_url: adLibraryUrl(ad.adArchiveId),
    page_name: ad.pageName,
    ad_delivery_start_time: ad.adDeliveryStartTime?.toISOString() ?? null,
    ad_delivery_stop_time: ad.adDeliveryStopTime?.toISOString() ?? null,
    ad_creative_link_titles: ad.adCreativeLinkTitles,
    ad_creative_link_captions: ad.adCreativeLinkCaptions,
    ad_creative_bodies: ad.adCreativeBodies,
    platforms: ad.publisherPlatforms,
    publisher_platforms: ad.publisherPlatforms,
    notes: null,
    tags: [],
    // The library already read it from the same texts; an ad without one stays unknown.
    price: ad.price === null ? null : Number(ad.price),
    price_installments: ad.price === null ? null : ad.priceInstallments,
    folder_id: folderId,
  };
};

/**
 * Favorites of ads from the library. The favorite copies the ad's fields so it survives the ad
 * being re-ingested or removed; its URL is the ad's public Ad Library page, which is stable,
 * unique per ad and carries no access token. A favorite saved by pasting that page's address is
 * the same favorite: it is tied to the ad as soon as the library has it, so the ad's heart shows
 * it saved instead of refusing a second favorite of one URL.
 */
export const createAdFavorites = ({ db, favorites, ads }: AdFavoritesDeps) => {
  /** Ties the user's pasted Ad Library favorites to the ads the library has received since. */
  const linkPasted = async (userId: string) => {
    for (const { favoriteId, adId } of await pastedFavoritesWithAds(db, userId, LIBRARY_URL_PREFIX)) {
      const ad = await ads.find(adId);
      if (ad) await favorites.attachToAd(userId, favoriteId, ad.id, favoriteOfAd(ad, null));
    }
  };

  const add = async (user: UserRow, adId: string, input: z.output<typeof FavoriteAdSchema>) => {
    const ad = await ads.find(adId);
    if (!ad) throw notFound(AD_FAVORITE_MESSAGES.adNotFound);
    const fields = favoriteOfAd(ad, input.folder_id);
    const pasted = await findUnlinkedFavoriteByUrl(db, user.id, fields.url);
    const attached = pasted && (await favorites.attachToAd(user.id, pasted.id, ad.id, fields));
    if (attached) return attached;
    return favorites.create(user, fields, 'library', ad.id);
  };

  return {
    add,

    /**
     * 'Adicionar favorito' with an address. An Ad Library link is saved under its one canonical
     * address: as the library's ad when the library has it, else by its id alone (tied to the ad
     * when the ad arrives). Any other address is saved as given.
     */
    async createFromInput(user: UserRow, input: FavoriteInput, source: Source) {
      const archiveId = libraryAdIdOf(input.url);
      if (!archiveId) return favorites.create(user, input, source);
      const url = adLibraryUrl(archiveId);
      const adId = await adIdOfArchiveId(db, archiveId);
      if (!adId) return favorites.create(user, { ...input, url, ad_snapshot_url: url }, source);
      const saved = await add(user, adId, { folder_id: input.folder_id });
      const { niche, notes, tags, price, price_installments } = input;
      // What the user typed beside the link is theirs to keep.
      if (niche || notes || tags.length || price !== null)
        return favorites.update(user.id, saved.id, {
          ...(niche && { niche }),
          ...(notes && { notes }),
          ...(tags.length && { tags }),
          ...(price !== null && { price, price_installments }),
        });
      return saved;
    },

    async remove(user: UserRow, adId: string) {
      await linkPasted(user.id);
      const row = await findFavoriteOfAd(db, user.id, adId);
      if (!row) throw notFound(AD_FAVORITE_MESSAGES.notFavorited);
      await favorites.remove(user.id, row.id);
    },

    linkPasted,

    async favoritedIds(userId: string) {
      await linkPasted(userId);
      return favoritedAdIds(db, userId);
    },
  };
};
