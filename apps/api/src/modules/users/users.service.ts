import type { Db, DbOrTx } from '../../db/client';
import type { NewUserRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/sql';
import { conflict } from '../../lib/app-error';
import type { Changes } from '../../plugins/change-feed';
import * as repo from './users.repo';

export interface WriteOptions {
  /** Keeps the write in the caller's transaction (with its sessions or audit entries). */
  tx?: DbOrTx;
  /** The 409 answered when the email belongs to another account: each screen words it its own way. */
  emailTaken?: string;
}

/** Maps the unique email index's refusal to a 409 on the email field. */
const guardEmail = async <T>(write: () => Promise<T>, emailTaken: string | undefined) => {
  try {
    return await write();
  } catch (error) {
    if (emailTaken && isUniqueViolation(error)) throw conflict(emailTaken, { email: [emailTaken] });
    throw error;
  }
};

/**
 * Accounts: the one owner of the `users` table; other modules read and write users through it.
 * Every write drops what this replica cached about the account at once (the change feed tells
 * the other replicas when it commits).
 */
export const createUsersService = (db: Db, changes: Pick<Changes, 'apply'>) => {
  const changed = <T>(id: string, result: T) => {
    changes.apply('user', id);
    return result;
  };
  return {
    findById: (id: string, tx: DbOrTx = db) => repo.findUserById(tx, id),
    findByEmail: (email: string) => repo.findUserByEmail(db, email),
    findByIds: (ids: string[], tx: DbOrTx = db) => repo.findUsersByIds(tx, ids),

    create: (values: NewUserRow, { tx = db, emailTaken }: WriteOptions = {}) =>
      guardEmail(() => repo.insertUser(tx, values), emailTaken),

    /** The updated user, or undefined when there is none with this id. */
    update: async (id: string, values: Partial<NewUserRow>, { tx = db, emailTaken }: WriteOptions = {}) =>
      changed(id, await guardEmail(() => repo.updateUser(tx, id, values), emailTaken)),

    setPasswordHash: async (id: string, passwordHash: string, tx: DbOrTx = db) =>
      changed(id, await repo.updatePasswordHash(tx, id, passwordHash)),

    /** Caches keep the account as it was: the activity stamp is nothing they serve. */
    touchActivity: (id: string) => repo.touchUserActivity(db, id),

    /** True when the user existed and is gone. */
    remove: async (id: string, tx: DbOrTx = db) => changed(id, Boolean(await repo.deleteUser(tx, id))),
  };
};
export type UsersService = ReturnType<typeof createUsersService>;
