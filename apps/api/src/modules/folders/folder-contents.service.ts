import {
  FOLDER_MESSAGES,
  type FolderExportItem,
  type FolderItemsQuerySchema,
  paginationMeta,
} from '@sniperads/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { FavoritesService } from '../favorites/favorites.service';
import type { FoldersService } from './folders.service';

export interface FolderContentsDeps {
  db: Db;
  folders: FoldersService;
  favorites: FavoritesService;
}

/**
 * Folders with what is filed in them: the folder comes from the folders service, its favorites
 * from the favorites service (which checks folders through the folders service, never the reverse
 * of this file).
 */
export const createFolderContents = ({ db, folders, favorites }: FolderContentsDeps) => ({
  async items(userId: string, id: string, q: z.output<typeof FolderItemsQuerySchema>) {
    const folder = await folders.get(userId, id);
    const found = await favorites.inFolder(id, {
      search: q.search || undefined,
      sort: q.sort,
      order: q.order,
      page: q.page,
      perPage: q.per_page,
    });
    return {
      data: { folder, stats: found.stats, items: found.items },
      meta: paginationMeta(found.matching, q.page, q.per_page),
    };
  },

  async shared(token: string) {
    const found = await folders.findShared(token);
    if (!found) throw notFound(FOLDER_MESSAGES.notFound);
    const items = await favorites.sharedFolderItems(found.folder.id);
    return {
      name: found.folder.name,
      description: found.folder.description,
      color: found.folder.color,
      icon: found.folder.icon,
      owner_name: found.ownerName.split(/\s+/)[0] ?? found.ownerName,
      items,
    };
  },

  async exportAll(userId: string): Promise<FolderExportItem[]> {
    const [list, urls] = await Promise.all([folders.list(userId), favorites.urlsByFolder(userId)]);
    return list.map((f) => ({
      name: f.name,
      description: f.description,
      color: f.color,
      icon: f.icon as FolderExportItem['icon'],
      is_public: f.is_public,
      favorite_urls: urls.get(f.id) ?? [],
    }));
  },

  /** All or nothing; favorites the user already has are re-attached by URL. */
  importAll(user: UserRow, items: FolderExportItem[]) {
    const userId = user.id;
    return db.transaction(async (tx) => {
      const created = [];
      for (const item of items) {
        const folder = await folders.create(
          user,
          {
            name: item.name,
            description: item.description ?? null,
            color: item.color ?? undefined,
            icon: item.icon ?? 'folder',
            parent_id: null,
            is_public: item.is_public ?? false,
          },
          tx,
        );
        await favorites.attachByUrls(userId, folder.id, item.favorite_urls ?? [], tx);
        created.push(await folders.get(userId, folder.id, tx));
      }
      return created;
    });
  },

  attach: (userId: string, favoriteId: string, folderId: string | null) =>
    favorites.setFolder(userId, favoriteId, folderId),

  /** Detaching from a folder it is not in changes nothing (idempotent). */
  async detach(userId: string, favoriteId: string, fromFolderId: string | null | undefined) {
    const current = await favorites.get(userId, favoriteId);
    const keep = fromFolderId && current.folder_id !== fromFolderId;
    return keep ? current : favorites.setFolder(userId, favoriteId, null);
  },
});
