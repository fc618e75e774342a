import type { Db, DbOrTx } from '../../db/client';
import { toFavorite } from './favorite-view';
import * as repo from './folder-favorites.repo';

/** Favorites as filed in folders, for the folders module (it owns the folders, not what is in them). */
export const createFolderFavorites = (db: Db) => ({
  /** One page of a folder's favorites, how many match the search, and the whole folder's stats. */
  async inFolder(folderId: string, q: Parameters<typeof repo.folderItems>[2]) {
    const found = await repo.folderItems(db, folderId, q);
    return { items: found.rows.map(toFavorite), matching: found.matching, stats: found.stats };
  },

  /** What a shared folder's public page shows (the newest 500). */
  sharedFolderItems: async (folderId: string) => (await repo.folderFavorites(db, folderId)).map(toFavorite),

  /** Folder id -> URLs of its favorites, for the folders export. */
  urlsByFolder: (userId: string) => repo.favoriteUrlsByFolder(db, userId),

  /** Files the user's favorites with these URLs into the folder (the folders import). */
  attachByUrls: (userId: string, folderId: string, urls: string[], tx: DbOrTx = db) =>
    repo.attachByUrls(tx, userId, folderId, urls),
});
