import {
  type CreateFavoriteSchema,
  FAVORITE_MESSAGES,
  type FavoritesQuerySchema,
  FOLDER_MESSAGES,
  PLAN_LIMIT_MESSAGES,
  paginationMeta,
  type UpdateFavoriteSchema,
} from '@sniperads/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { NewFavoriteRow, UserRow } from '../../db/schema';
import { conflict, notFound, planLimit } from '../../lib/app-error';
import type { MediaStorage } from '../../lib/media/storage';
import type { MediaArchiver } from '../media/media.archiver';
import { limitsOf } from '../users/plan';
import { favoritePrice, isRemoteMedia } from './favorite-price';
import { createFavoriteStats } from './favorite-stats.service';
import { toFavorite } from './favorite-view';
import * as repo from './favorites.repo';
import { createFolderFavorites } from './folder-favorites.service';

type Source = 'manual' | 'library' | 'extension';

/** The ad's own columns of a favorite, as a save sends them: the same on a save and on tying to the library's ad. */
const adColumnsOf = (ad: z.output<typeof CreateFavoriteSchema>) => ({
  adSnapshotUrl: ad.ad_snapshot_url,
  pageName: ad.page_name,
  adDeliveryStartTime: ad.ad_delivery_start_time ? new Date(ad.ad_delivery_start_time) : null,
  adDeliveryStopTime: ad.ad_delivery_stop_time ? new Date(ad.ad_delivery_stop_time) : null,
  adCreativeLinkTitles: ad.ad_creative_link_titles,
  adCreativeLinkCaptions: ad.ad_creative_link_captions,
  adCreativeBodies: ad.ad_creative_bodies,
  platforms: ad.platforms,
  publisherPlatforms: ad.publisher_platforms,
});

/** What favorites need to know about folders; the folders service provides it. */
export interface FolderLookup {
  exists(userId: string, folderId: string): Promise<boolean>;
}

export interface FavoritesDeps {
  db: Db;
  archiver: MediaArchiver;
  storage: MediaStorage;
  folders: FolderLookup;
  log: { warn(obj: object, msg: string): void };
}

/** A user's saved ads (the `favorites` table); folders, the studio and the dashboard read them here. */
export const createFavoritesService = (deps: FavoritesDeps) => {
  const { db, archiver, storage, folders } = deps;

  const get = async (userId: string, id: string) => {
    const row = await repo.findFavorite(db, userId, id);
    if (!row) throw notFound(FAVORITE_MESSAGES.notFound);
    return toFavorite(row);
  };

  /**
   * Every path that saves a favorite (by URL, the library heart, offers, the extension's token)
   * ends here. A limited plan inserts under a per-account lock and counts after the insert, so
   * concurrent saves never pass the limit; a duplicate URL stays a 409 whatever the count.
   */
  const insertWithinPlan = async (user: UserRow, values: NewFavoriteRow) => {
    const limit = limitsOf(user).favorites;
    const id =
      limit === null
        ? await repo.insertFavorite(db, values)
        : await db.transaction(async (tx) => {
            await repo.lockFavoritesOf(tx, user.id);
            const inserted = await repo.insertFavorite(tx, values);
            if (inserted && (await repo.countUserFavorites(tx, user.id)) > limit)
              throw planLimit(PLAN_LIMIT_MESSAGES.favorites(limit));
            return inserted;
          });
    if (!id) throw conflict(FAVORITE_MESSAGES.duplicateUrl, { url: [FAVORITE_MESSAGES.duplicateUrl] });
    return id;
  };

  return {
    get,
    ...createFolderFavorites(db),
    ...createFavoriteStats(db),

    /** The user's favorites among `ids`, in the order of `ids` (unknown ones are left out). */
    async getMany(userId: string, ids: string[]) {
      const byId = new Map((await repo.findFavorites(db, userId, ids)).map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toFavorite(row)] : [];
      });
    },

    async list(userId: string, q: z.output<typeof FavoritesQuerySchema>) {
      const { rows, total } = await repo.listFavorites(db, userId, {
        search: q.search || undefined,
        filter: q.filter,
        page: q.page,
        perPage: q.per_page,
      });
      return { data: rows.map(toFavorite), meta: paginationMeta(total, q.page, q.per_page) };
    },

    async create(
      user: UserRow,
      input: z.output<typeof CreateFavoriteSchema>,
      source: Source,
      advertisementId: string | null = null,
    ) {
      // Filing into a folder the account owns is allowed on every plan (Free keeps its old folders).
      if (input.folder_id && !(await folders.exists(user.id, input.folder_id)))
        throw notFound(FOLDER_MESSAGES.notFound);
      // Our own creatives (the demo library's, /api/media/…) never expire: nothing to archive.
      const hasMedia = isRemoteMedia(input.creative_media_url ?? input.image);
      const price = favoritePrice(input);
      const values: NewFavoriteRow = {
        userId: user.id,
        folderId: input.folder_id,
        advertisementId,
        source,
        url: input.url,
        niche: input.niche,
        cta: input.cta,
        image: input.image,
        color: input.color,
        creativeMediaUrl: input.creative_media_url,
        ...adColumnsOf(input),
        notes: input.notes,
        tags: input.tags,
        price: price.amount,
        priceInstallments: price.installments,
        pricePending: false,
        mediaStatus: hasMedia ? 'pending' : 'none',
        mediaNextAttemptAt: hasMedia ? new Date() : null,
      };
      const id = await insertWithinPlan(user, values);
      // The save never waits for the download; the card shows the fallback meanwhile.
      if (hasMedia) archiver.kick(id);
      return get(user.id, id);
    },

    /**
     * Ties a favorite saved by its Ad Library address to the library's ad once the library has it:
     * it takes the ad's fields (`fromAd`, as a save from the library would), keeping what the user
     * gave on pasting (media, niche, price, notes, tags, folder). Null when it is tied already.
     */
    async attachToAd(
      userId: string,
      id: string,
      advertisementId: string,
      fromAd: z.output<typeof CreateFavoriteSchema>,
    ) {
      const row = await repo.findFavorite(db, userId, id);
      if (!row || row.advertisementId) return null;
      const keepMedia = Boolean(row.creativeMediaUrl ?? row.image);
      const hasMedia = !keepMedia && isRemoteMedia(fromAd.creative_media_url ?? fromAd.image);
      const price =
        row.price !== null
          ? { amount: row.price, installments: row.priceInstallments }
          : favoritePrice({ ...fromAd, price: null });
      const attached = await repo.attachFavoriteToAd(db, userId, id, {
        advertisementId,
        niche: row.niche ?? fromAd.niche,
        cta: fromAd.cta,
        ...(keepMedia
          ? {}
          : {
              image: fromAd.image,
              creativeMediaUrl: fromAd.creative_media_url,
              mediaStatus: hasMedia ? 'pending' : 'none',
              mediaNextAttemptAt: hasMedia ? new Date() : null,
            }),
        ...adColumnsOf(fromAd),
        price: price.amount,
        priceInstallments: price.installments,
        pricePending: false,
      });
      if (!attached) return null;
      if (hasMedia) archiver.kick(id);
      return get(userId, id);
    },

    async update(userId: string, id: string, input: z.output<typeof UpdateFavoriteSchema>) {
      const updated = await repo.updateFavorite(db, userId, id, {
        ...(input.niche !== undefined && { niche: input.niche }),
        ...(input.notes !== undefined && { notes: input.notes }),
        ...(input.tags !== undefined && { tags: input.tags }),
        ...(input.price !== undefined && {
          price: input.price,
          priceInstallments: input.price === null ? null : (input.price_installments ?? null),
          pricePending: false,
        }),
      });
      if (!updated) throw notFound(FAVORITE_MESSAGES.notFound);
      return get(userId, id);
    },

    async remove(userId: string, id: string) {
      const row = await repo.deleteFavorite(db, userId, id);
      if (!row) throw notFound(FAVORITE_MESSAGES.notFound);
      if (row.mediaKey) {
        await storage
          .remove(row.mediaKey)
          .catch((err: unknown) => deps.log.warn({ err }, 'media removal failed'));
      }
    },

    async setFolder(userId: string, id: string, folderId: string | null) {
      if (folderId && !(await folders.exists(userId, folderId))) throw notFound(FOLDER_MESSAGES.notFound);
      const updated = await repo.updateFavorite(db, userId, id, { folderId });
      if (!updated) throw notFound(FAVORITE_MESSAGES.notFound);
      return get(userId, id);
    },
  };
};

export type FavoritesService = ReturnType<typeof createFavoritesService>;
