import { randomBytes } from 'node:crypto';
import {
  type ApiToken,
  type CreateTokenSchema,
  DAY_MS,
  TOKEN_LIMIT,
  TOKEN_MESSAGES,
  TOKEN_TTL_DAYS,
  type TokenRevokeReason,
  type TokenStats,
} from '@sniperads/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import type { ApiTokenRow } from '../../db/schema';
import { iso, isUniqueViolation } from '../../db/sql';
import { AppError, notFound } from '../../lib/app-error';
import { sha256 } from '../../lib/secrets';
import {
  extendToken,
  findActiveTokenByPrefix,
  findToken,
  insertToken,
  listTokens,
  recordTokenUse,
  revokeAllTokens,
  revokeToken,
  tokenStats,
} from './tokens.repo';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Uniform alphanumerics (rejection sampling keeps every character equally likely). */
export const randomAlnum = (length: number) => {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALNUM[byte % 62];
    }
  }
  return out;
};

/** `sa_<12 alnum prefix>_<43-char base64url secret>`, the format the auth plugin accepts. */
export const generateToken = () => {
  const prefix = randomAlnum(12);
  return { prefix, raw: `sa_${prefix}_${randomBytes(32).toString('base64url')}` };
};

export const toApiToken = (row: ApiTokenRow, now = new Date()): ApiToken => ({
  id: row.id,
  name: row.name,
  status: row.revokedAt ? 'revoked' : row.expiresAt && row.expiresAt <= now ? 'expired' : 'active',
  token_preview: `sa_${row.prefix}_••••••••`,
  abilities: row.abilities,
  created_at: row.createdAt.toISOString(),
  last_used_at: iso(row.lastUsedAt),
  usage_count: row.usageCount,
  expires_at: iso(row.expiresAt),
  revoked_at: iso(row.revokedAt),
  // Rows revoked before reasons were kept were revoked by their owner.
  revoked_reason: row.revokedAt ? (row.revokedReason ?? 'user') : null,
});

const limitReached = () =>
  new AppError('TOKEN_LIMIT', TOKEN_MESSAGES.limit, { errors: { name: [TOKEN_MESSAGES.limitDetail] } });

export const createTokensService = (db: Db, clock: () => Date = () => new Date()) => {
  const expiry = () => new Date(clock().getTime() + TOKEN_TTL_DAYS * DAY_MS);
  const owned = async (userId: string, id: string) => {
    const row = await findToken(db, userId, id);
    if (!row) throw notFound(TOKEN_MESSAGES.notFound);
    return row;
  };
  return {
    async list(userId: string, activeOnly: boolean) {
      const rows = await listTokens(db, userId, activeOnly);
      return rows.map((r) => toApiToken(r, clock()));
    },
    async get(userId: string, id: string) {
      return toApiToken(await owned(userId, id), clock());
    },
    /** The partial unique index decides the limit, so two concurrent requests yield one token. */
    async create(userId: string, input: z.output<typeof CreateTokenSchema>) {
      const { prefix, raw } = generateToken();
      try {
        const row = await insertToken(db, {
          userId,
          name: input.name,
          prefix,
          secretHash: sha256(raw),
          abilities: input.abilities,
          expiresAt: expiry(),
        });
        return { ...toApiToken(row, clock()), token: raw };
      } catch (error) {
        if (isUniqueViolation(error, 'api_tokens_one_active_per_user_idx')) throw limitReached();
        throw error;
      }
    },
    async revoke(userId: string, id: string) {
      const row = await owned(userId, id);
      if (!row.revokedAt) await revokeToken(db, userId, id);
    },
    /** Every active token of the user, in the caller's transaction when given; how many. */
    revokeAll: (userId: string, reason: TokenRevokeReason = 'user', tx: DbOrTx = db) =>
      revokeAllTokens(tx, userId, reason),
    async renew(userId: string, id: string) {
      const row = await owned(userId, id);
      if (row.revokedAt) throw new AppError('TOKEN_REVOKED', TOKEN_MESSAGES.notRenewable);
      const renewed = await extendToken(db, userId, id, expiry());
      if (!renewed) throw new AppError('TOKEN_REVOKED', TOKEN_MESSAGES.notRenewable);
      return toApiToken(renewed, clock());
    },
    /** For the auth plugin: an active token and its owner, found by the token's public prefix. */
    findActiveByPrefix: (prefix: string) => findActiveTokenByPrefix(db, prefix),
    recordUse: (tokenId: string) => recordTokenUse(db, tokenId),
    async stats(userId: string): Promise<TokenStats> {
      const s = await tokenStats(db, userId);
      return {
        active: s.active,
        total_usage: s.totalUsage,
        available_slots: Math.max(0, TOKEN_LIMIT - s.active),
        recently_used: s.recentlyUsed,
      };
    },
  };
};
export type TokensService = ReturnType<typeof createTokensService>;
