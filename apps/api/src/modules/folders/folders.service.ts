import { randomBytes } from 'node:crypto';
import {
  type CreateFolderSchema,
  FOLDER_MESSAGES,
  type FolderExportItem,
  type FolderItemsQuerySchema,
  paginationMeta,
  randomFolderColor,
  type UpdateFolderSchema,
} from '@sniperads/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../lib/app-error';
import { toFavorite } from '../favorites/favorite-view';
import { toFolder } from './folder-view';
import * as repo from './folders.repo';

const newShareToken = () => randomBytes(18).toString('base64url');

export const createFoldersService = (db: Db) => {
  const get = async (tx: DbOrTx, userId: string, id: string) => {
    const row = await repo.findFolder(tx, userId, id);
    if (!row) throw notFound(FOLDER_MESSAGES.notFound);
    return toFolder(row);
  };

  const checkParent = async (
    tx: DbOrTx,
    userId: string,
    parentId: string | null | undefined,
    selfId?: string,
  ) => {
    if (!parentId) return;
    if (parentId === selfId)
      throw badRequest(FOLDER_MESSAGES.parentSelf, { parent_id: [FOLDER_MESSAGES.parentSelf] });
    if (!(await repo.findFolder(tx, userId, parentId))) throw notFound(FOLDER_MESSAGES.parentNotFound);
  };

  const create = async (tx: DbOrTx, userId: string, input: z.output<typeof CreateFolderSchema>) => {
    await checkParent(tx, userId, input.parent_id);
    const id = await repo.insertFolder(tx, {
      userId,
      name: input.name,
      description: input.description,
      color: input.color ?? randomFolderColor(),
      icon: input.icon,
      parentId: input.parent_id,
      isPublic: input.is_public,
      shareToken: input.is_public ? newShareToken() : null,
      // Spec: a new folder goes last (sort_order = how many the user had).
      sortOrder: input.sort_order ?? (await repo.countFolders(tx, userId)),
    });
    return get(tx, userId, id);
  };

  return {
    list: async (userId: string) => (await repo.listFolders(db, userId)).map(toFolder),
    get: (userId: string, id: string) => get(db, userId, id),
    create: (userId: string, input: z.output<typeof CreateFolderSchema>) => create(db, userId, input),

    async update(userId: string, id: string, input: z.output<typeof UpdateFolderSchema>) {
      const current = await repo.findFolder(db, userId, id);
      if (!current) throw notFound(FOLDER_MESSAGES.notFound);
      await checkParent(db, userId, input.parent_id, id);
      const becomesPublic = input.is_public ?? current.isPublic;
      await repo.updateFolder(db, userId, id, {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.color !== undefined && { color: input.color }),
        ...(input.icon !== undefined && { icon: input.icon }),
        ...(input.parent_id !== undefined && { parentId: input.parent_id }),
        ...(input.sort_order !== undefined && { sortOrder: input.sort_order }),
        isPublic: becomesPublic,
        // Making a folder private kills its link; sharing again issues a new one.
        shareToken: becomesPublic ? (current.shareToken ?? newShareToken()) : null,
      });
      return get(db, userId, id);
    },

    async remove(userId: string, id: string) {
      if (!(await repo.deleteFolder(db, userId, id))) throw notFound(FOLDER_MESSAGES.notFound);
    },

    async items(userId: string, id: string, q: z.output<typeof FolderItemsQuerySchema>) {
      const folder = await get(db, userId, id);
      const found = await repo.folderItems(db, id, {
        search: q.search || undefined,
        sort: q.sort,
        order: q.order,
        page: q.page,
        perPage: q.per_page,
      });
      return {
        data: { folder, stats: found.stats, items: found.rows.map(toFavorite) },
        meta: paginationMeta(found.matching, q.page, q.per_page),
      };
    },

    async shared(token: string) {
      const found = await repo.findSharedFolder(db, token);
      if (!found) throw notFound(FOLDER_MESSAGES.notFound);
      const items = (await repo.folderFavorites(db, found.folder.id)).map(toFavorite);
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
      const [rows, urls] = await Promise.all([
        repo.listFolders(db, userId),
        repo.favoriteUrlsByFolder(db, userId),
      ]);
      return rows.map((f) => ({
        name: f.name,
        description: f.description,
        color: f.color,
        icon: f.icon as FolderExportItem['icon'],
        is_public: f.isPublic,
        favorite_urls: urls.get(f.id) ?? [],
      }));
    },

    /** All or nothing; favorites the user already has are re-attached by URL. */
    importAll(userId: string, items: FolderExportItem[]) {
      return db.transaction(async (tx) => {
        const created = [];
        for (const item of items) {
          const folder = await create(tx, userId, {
            name: item.name,
            description: item.description ?? null,
            color: item.color ?? undefined,
            icon: item.icon ?? 'folder',
            parent_id: null,
            is_public: item.is_public ?? false,
          });
          await repo.attachByUrls(tx, userId, folder.id, item.favorite_urls ?? []);
          created.push(await get(tx, userId, folder.id));
        }
        return created;
      });
    },
  };
};
