import type { Db, DbOrTx } from '../../db/client';
import type { SessionRow, UserRow } from '../../db/schema';
import type { Changes } from '../../plugins/change-feed';
import * as repo from './sessions.repo';

export interface LiveSession {
  session: SessionRow;
  user: UserRow;
}

/** Validated sessions a replica keeps at most (each is a session row and its user row). */
const SESSION_CACHE_ENTRIES = 20_000;

/** Login sessions (the `sessions` table): the auth plugin checks them, password changes end them. */
export const createSessionsService = (db: Db, changes: Changes) => {
  const findLive = repo.prepareFindLiveSession(db);
  // Per account, so a change to the account (plan, role, password, deletion) or to any of its
  // sessions drops them all; misses (revoked, expired, unknown) are never kept.
  const cache = changes.cache<LiveSession | undefined>(['user', 'session'], {
    maxEntries: SESSION_CACHE_ENTRIES,
  });
  return {
    open: (input: repo.NewSession) => repo.createSession(db, input),
    /** From the database, always (refresh rotates what it reads). */
    findLive,
    /**
     * The live session `sessionId` of account `userId` (the access token's claims), as every
     * authenticated request checks it: from this replica's cache while the change feed is live,
     * never past the session's own expiry.
     */
    check: async (sessionId: string, userId: string) => {
      const found = await cache.read(
        userId,
        sessionId,
        () => findLive(sessionId),
        (live) => (live && live.user.id === userId ? live.session.expiresAt.getTime() : 0),
      );
      return found && found.user.id === userId ? found : undefined;
    },
    /** The revoked session, or undefined when it was no longer live (a concurrent revoke won). */
    revoke: async (sessionId: string) => {
      const revoked = await repo.revokeSession(db, sessionId);
      if (revoked) changes.apply('session', revoked.userId);
      return revoked;
    },
    /** Signs the user out everywhere, or everywhere but `keepSessionId`. */
    revokeAll: async (
      userId: string,
      { tx = db, keepSessionId = null }: { tx?: DbOrTx; keepSessionId?: string | null } = {},
    ) => {
      await repo.revokeUserSessions(tx, userId, keepSessionId);
      changes.apply('session', userId);
    },
  };
};
export type SessionsService = ReturnType<typeof createSessionsService>;
