import { type Favorite, STUDIO_MESSAGES, type StudioItem } from '@sniperads/contract';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import type { FavoritesService } from '../favorites/favorites.service';
import * as repo from './studio.repo';

const toStudioItem = (item: repo.StudioItemRef, favorite: Favorite): StudioItem => ({
  ...favorite,
  studio_item_id: item.id,
  favorite_id: favorite.id,
  added_to_studio_at: item.createdAt.toISOString(),
});

export interface StudioDeps {
  db: Db;
  favorites: FavoritesService;
}

/** The Studio Criativa: favorites a tester picked to work on; the favorites themselves stay favorites'. */
export const createStudioService = ({ db, favorites }: StudioDeps) => {
  const withFavorites = async (userId: string, items: repo.StudioItemRef[]) => {
    const list = await favorites.getMany(
      userId,
      items.map((i) => i.favoriteId),
    );
    const found = new Map(list.map((f) => [f.id, f]));
    return items.flatMap((item) => {
      const favorite = found.get(item.favoriteId);
      return favorite ? [toStudioItem(item, favorite)] : [];
    });
  };

  return {
    list: async (userId: string) => withFavorites(userId, await repo.listStudioItems(db, userId)),

    /** `favoriteId` must be one of the user's favorites; each goes to the studio once. */
    async add(userId: string, favoriteId: string) {
      await favorites.get(userId, favoriteId); // 404 unless it is one of the user's favorites
      const id = await repo.insertStudioItem(db, userId, favoriteId);
      if (!id) throw conflict(STUDIO_MESSAGES.alreadyThere);
      // Read after the insert, so the favorite's `studio` flag is already true.
      const [added] = await withFavorites(userId, [(await repo.findStudioItem(db, userId, id))!]);
      return added!;
    },

    async remove(userId: string, id: string) {
      if (!(await repo.deleteStudioItem(db, userId, id))) throw notFound(STUDIO_MESSAGES.notFound);
    },
  };
};
