import type { Db, DbOrTx } from '../../db/client';
import * as repo from './sessions.repo';

/** Login sessions (the `sessions` table): the auth plugin checks them, password changes end them. */
export const createSessionsService = (db: Db) => ({
  open: (input: repo.NewSession) => repo.createSession(db, input),
  findLive: (sessionId: string) => repo.findLiveSession(db, sessionId),
  /** The revoked session, or undefined when it was no longer live (a concurrent revoke won). */
  revoke: (sessionId: string) => repo.revokeSession(db, sessionId),
  /** Signs the user out everywhere, or everywhere but `keepSessionId`. */
  revokeAll: (
    userId: string,
    { tx = db, keepSessionId = null }: { tx?: DbOrTx; keepSessionId?: string | null } = {},
  ) => repo.revokeUserSessions(tx, userId, keepSessionId),
});
export type SessionsService = ReturnType<typeof createSessionsService>;
