import { randomBytes } from 'node:crypto';
import {
  type CreateFolderSchema,
  FOLDER_MESSAGES,
  randomFolderColor,
  type UpdateFolderSchema,
} from '@sniperads/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { badRequest, notFound } from '../../lib/app-error';
import { requirePlanFeature } from '../users/plan';
import { toFolder } from './folder-view';
import * as repo from './folders.repo';

const newShareToken = () => randomBytes(18).toString('base64url');

/** A user's folders (the `folders` table); what is filed in them belongs to the favorites module. */
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
      // A new folder goes last (sort_order = how many the user had).
      sortOrder: input.sort_order ?? (await repo.countFolders(tx, userId)),
    });
    return get(tx, userId, id);
  };

  return {
    list: async (userId: string) => (await repo.listFolders(db, userId)).map(toFolder),
    get: (userId: string, id: string, tx: DbOrTx = db) => get(tx, userId, id),
    exists: async (userId: string, id: string) => Boolean(await repo.findFolder(db, userId, id)),
    /** Folders are a Pro feature: Free keeps (and may rename, share or delete) the ones it has. */
    create: (user: UserRow, input: z.output<typeof CreateFolderSchema>, tx: DbOrTx = db) => {
      requirePlanFeature(user, 'folders');
      return create(tx, user.id, input);
    },
    countsByUser: (userIds: string[]) => repo.folderCountsByUser(db, userIds),
    /** A public folder by its share link, with its owner's name. */
    findShared: (token: string) => repo.findSharedFolder(db, token),

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
  };
};
export type FoldersService = ReturnType<typeof createFoldersService>;
