import { AD_FAVORITE_MESSAGES, adLibraryUrl, type FavoriteAdSchema } from '@sniperads/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { advertisements, favorites, type UserRow } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { createFavoritesService } from './favorites.service';

type FavoritesService = ReturnType<typeof createFavoritesService>;

/**
 * Favorites of ads from the library. The favorite copies the ad's fields so it survives the ad
 * being re-ingested or removed; its URL is the ad's public Ad Library page, which is stable,
 * unique per ad and carries no access token.
 */
export const createAdFavorites = (db: Db, favoritesService: FavoritesService) => ({
  async add(user: UserRow, adId: string, input: z.output<typeof FavoriteAdSchema>) {
    const [ad] = await db.select().from(advertisements).where(eq(advertisements.id, adId)).limit(1);
    if (!ad) throw notFound(AD_FAVORITE_MESSAGES.adNotFound);
    const isImage = ad.mediaType === 'image';
    return favoritesService.create(
      user,
      {
        url: adLibraryUrl(ad.adArchiveId),
        niche: ad.niche,
        cta: ad.cta,
        image: isImage ? ad.creativeMediaUrl : null,
        color: null,
        creative_media_url: ad.creativeMediaUrl,
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
        price: null,
        folder_id: input.folder_id,
      },
      'library',
      ad.id,
    );
  },

  async remove(user: UserRow, adId: string) {
    const [row] = await db
      .select({ id: favorites.id })
      .from(favorites)
      .where(and(eq(favorites.userId, user.id), eq(favorites.advertisementId, adId)))
      .limit(1);
    if (!row) throw notFound(AD_FAVORITE_MESSAGES.notFavorited);
    await favoritesService.remove(user.id, row.id);
  },

  async favoritedIds(userId: string) {
    const rows = await db
      .select({ id: favorites.advertisementId })
      .from(favorites)
      .where(and(eq(favorites.userId, userId), isNotNull(favorites.advertisementId)));
    return rows.map((r) => r.id!);
  },
});
