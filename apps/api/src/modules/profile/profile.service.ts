import {
  type ChangePasswordSchema,
  PROFILE_MESSAGES,
  type Profile,
  type UpdateProfileSchema,
} from '@sniperads/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError, badRequest, conflict, unauthorized } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { toSessionUser } from '../auth/user-view';
import { findUserById, isUniqueViolation, updatePasswordHash } from '../auth/users.repo';
import { removeAvatar, sniffImage, storeAvatar } from './avatar-storage';
import { revokeOtherSessions, updateProfileFields } from './profile.repo';

export const toProfile = (row: UserRow): Profile => ({
  ...toSessionUser(row),
  bio: row.bio,
  company: row.company,
  website: row.website,
});

const gone = () => unauthorized('Sessão inválida. Faça login novamente.');

export const createProfileService = (db: Db, dataDir: string) => ({
  async get(userId: string) {
    const row = await findUserById(db, userId);
    if (!row) throw gone();
    return toProfile(row);
  },

  async update(userId: string, input: z.output<typeof UpdateProfileSchema>) {
    try {
      const row = await updateProfileFields(db, userId, input);
      if (!row) throw gone();
      return toProfile(row);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw conflict(PROFILE_MESSAGES.emailTaken, { email: [PROFILE_MESSAGES.emailTaken] });
      }
      throw error;
    }
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
    const before = await findUserById(db, userId);
    const row = await updateProfileFields(db, userId, { avatarUrl: url });
    if (!row) throw gone();
    await removeAvatar(dataDir, before?.avatarUrl ?? null);
    return toProfile(row);
  },

  async changePassword(
    userId: string,
    currentSessionId: string | null,
    input: z.output<typeof ChangePasswordSchema>,
  ) {
    const row = await findUserById(db, userId);
    if (!row) throw gone();
    if (!(await verifyPassword(row.passwordHash, input.current_password))) {
      throw new AppError(400, 'VALIDATION_ERROR', PROFILE_MESSAGES.wrongCurrentPassword, {
        current_password: [PROFILE_MESSAGES.wrongCurrentPassword],
      });
    }
    const hash = await hashPassword(input.password);
    await db.transaction(async (tx) => {
      await updatePasswordHash(tx, userId, hash);
      await revokeOtherSessions(tx, userId, currentSessionId);
    });
  },
});
