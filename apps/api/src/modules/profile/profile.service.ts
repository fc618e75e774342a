import {
  type ChangePasswordSchema,
  PROFILE_MESSAGES,
  type Profile,
  type UpdateProfileSchema,
} from '@sniperads/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { badRequest, unauthorized } from '../../lib/app-error';
import type { Outbox } from '../../lib/outbox';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { passwordChangedMail } from '../auth/account-mails';
import type { SessionsService } from '../auth/sessions.service';
import { toSessionUser } from '../auth/user-view';
import type { TokensService } from '../tokens/tokens.service';
import type { UsersService } from '../users/users.service';
import { removeAvatar, sniffImage, storeAvatar } from './avatar-storage';

export interface ProfileDeps {
  db: Db;
  users: UsersService;
  sessions: SessionsService;
  tokens: Pick<TokensService, 'revokeAll'>;
  outbox: Outbox;
}

export const toProfile = (row: UserRow): Profile => ({
  ...toSessionUser(row),
  bio: row.bio,
  company: row.company,
  website: row.website,
});

const gone = () => unauthorized('Sessão inválida. Faça login novamente.');

/** Where avatars are stored: `dataDir`/avatars; `appUrl` is for the links in mail. */
export const createProfileService = (
  { db, users, sessions, tokens, outbox }: ProfileDeps,
  dataDir: string,
  appUrl: string,
) => ({
  async get(userId: string) {
    const row = await users.findById(userId);
    if (!row) throw gone();
    return toProfile(row);
  },

  async update(userId: string, input: z.output<typeof UpdateProfileSchema>) {
    const row = await users.update(userId, input, { emailTaken: PROFILE_MESSAGES.emailTaken });
    if (!row) throw gone();
    return toProfile(row);
  },

  async setAvatar(userId: string, bytes: Buffer) {
    if (!sniffImage(bytes))
      throw badRequest(PROFILE_MESSAGES.avatarType, { avatar: [PROFILE_MESSAGES.avatarType] });
    let url: string;
    try {
      url = await storeAvatar(dataDir, bytes);
    } catch {
      // Right magic bytes, broken image.
      throw badRequest(PROFILE_MESSAGES.avatarType, { avatar: [PROFILE_MESSAGES.avatarType] });
    }
    const before = await users.findById(userId);
    const row = await users.update(userId, { avatarUrl: url });
    if (!row) throw gone();
    await removeAvatar(dataDir, before?.avatarUrl ?? null);
    return toProfile(row);
  },

  async changePassword(
    userId: string,
    currentSessionId: string | null,
    input: z.output<typeof ChangePasswordSchema>,
  ) {
    const row = await users.findById(userId);
    if (!row) throw gone();
    if (!(await verifyPassword(row.passwordHash, input.current_password))) {
      throw badRequest(PROFILE_MESSAGES.wrongCurrentPassword, {
        current_password: [PROFILE_MESSAGES.wrongCurrentPassword],
      });
    }
    const hash = await hashPassword(input.password);
    // The other sessions and every API token end (a token taken with the old password must not
    // outlive it); this session stays, and PROFILE_MESSAGES.passwordChanged says so.
    await db.transaction(async (tx) => {
      await users.setPasswordHash(userId, hash, tx);
      await sessions.revokeAll(userId, { tx, keepSessionId: currentSessionId });
      await tokens.revokeAll(userId, 'password_change', tx);
      await outbox.enqueue(passwordChangedMail(row, 'self', appUrl), { tx });
    });
    outbox.wake();
  },
});
