import {
  AD_FAVORITE_MESSAGES,
  adLibraryUrl,
  type FavoriteAdSchema,
  shownMediaUrl,
} from '@sniperads/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { AdLibrary } from '../ads/ad-library.service';
import { favoritedAdIds, findFavoriteOfAd } from './favorites.repo';
import type { FavoritesService } from './favorites.service';

export interface AdFavoritesDeps {
  db: Db;
  favorites: FavoritesService;
  ads: Pick<AdLibrary, 'find'>;
}

/**
 * Favorites of ads from the library. The favorite copies the ad's fields so it survives the ad
 * being re-ingested or removed; its URL is the ad's public Ad Library page, which is stable,
 * unique per ad and carries no access token.
 */
export const createAdFavorites = ({ db, favorites, ads }: AdFavoritesDeps) => ({
  async add(user: UserRow, adId: string, input: z.output<typeof FavoriteAdSchema>) {
    const ad = await ads.find(adId);
    if (!ad) throw notFound(AD_FAVORITE_MESSAGES.adNotFound);
    const isImage = ad.mediaType === 'image';
    // What the library shows, no more: a host one account named is neither copied nor archived.
    const media = shownMediaUrl(ad.creativeMediaUrl);
    return favorites.create(
      user,
      {
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
        folder_id: input.folder_id,
      },
      'library',
      ad.id,
    );
  },

  async remove(user: UserRow, adId: string) {
    const row = await findFavoriteOfAd(db, user.id, adId);
    if (!row) throw notFound(AD_FAVORITE_MESSAGES.notFavorited);
    await favorites.remove(user.id, row.id);
  },

  favoritedIds: (userId: string) => favoritedAdIds(db, userId),
});
