import type { JWT } from '@fastify/jwt';
import {
  AUTH_MESSAGES,
  type AuthPayload,
  DAY_MS,
  DEFAULT_TRIAL_DAYS,
  type ForgotPasswordSchema,
  type LoginSchema,
  type RegisterSchema,
  type ResetPasswordSchema,
} from '@sniperads/contract';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError, badRequest, unauthorized } from '../../lib/app-error';
import type { Mailer } from '../../lib/mailer';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import { randomToken, sha256 } from '../../lib/secrets';
import type { AccessClaims } from '../../plugins/auth';
import type { UsersService } from '../users/users.service';
import { consumePasswordReset, createPasswordReset, invalidateUserResets } from './password-resets.repo';
import type { SessionsService } from './sessions.service';
import { toSessionUser } from './user-view';

export const RESET_TOKEN_TTL_MINUTES = 60;

export interface AuthDeps {
  db: Db;
  config: Config;
  jwt: JWT;
  mailer: Mailer;
  users: UsersService;
  sessions: SessionsService;
}
export interface ClientMeta {
  ip: string;
  userAgent: string | undefined;
}

export const createAuthService = ({ db, config, jwt, mailer, users, sessions }: AuthDeps) => {
  const issue = async (user: UserRow, meta: ClientMeta, rotatedFromId?: string): Promise<AuthPayload> => {
    const session = await sessions.open({
      userId: user.id,
      ttlDays: config.sessionTtlDays,
      ip: meta.ip,
      userAgent: meta.userAgent,
      ...(rotatedFromId ? { rotatedFromId } : {}),
    });
    await users.touchActivity(user.id);
    const token = jwt.sign({ sid: session.id, sub: user.id } satisfies AccessClaims);
    const expiresAt = new Date(Date.now() + config.accessTokenTtlMinutes * 60 * 1000);
    return { token, token_type: 'Bearer', expires_at: expiresAt.toISOString(), user: toSessionUser(user) };
  };

  return {
    async login(input: z.output<typeof LoginSchema>, meta: ClientMeta) {
      const user = await users.findByEmail(input.email);
      const ok = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await burnPasswordCheck(input.password);
      if (!user || !ok) throw unauthorized(AUTH_MESSAGES.badCredentials);
      return issue(user, meta);
    },

    async register(input: z.output<typeof RegisterSchema>, meta: ClientMeta) {
      if (!config.registrationOpen) {
        throw new AppError('REGISTRATION_CLOSED', 'Cadastro desativado. Fale com o suporte.');
      }
      const now = new Date();
      const user = await users.create(
        {
          name: input.name,
          email: input.email,
          phone: input.phone,
          passwordHash: await hashPassword(input.password),
          isTrial: true,
          trialStartedAt: now,
          trialEndsAt: new Date(now.getTime() + DEFAULT_TRIAL_DAYS * DAY_MS),
        },
        { emailTaken: AUTH_MESSAGES.emailTaken },
      );
      return issue(user, meta);
    },

    async logout(sessionId: string) {
      await sessions.revoke(sessionId);
    },

    /** Accepts an expired access token while its session is alive; the old session is revoked. */
    async refresh(rawToken: string | null, meta: ClientMeta) {
      if (!rawToken) throw unauthorized(AUTH_MESSAGES.unauthenticated);
      let claims: AccessClaims;
      try {
        claims = jwt.verify<AccessClaims>(rawToken, { ignoreExpiration: true } as never);
      } catch {
        throw unauthorized(AUTH_MESSAGES.unauthenticated);
      }
      const live = await sessions.findLive(claims.sid);
      if (!live || live.user.id !== claims.sub) throw unauthorized(AUTH_MESSAGES.unauthenticated);
      const revoked = await sessions.revoke(live.session.id);
      if (!revoked) throw unauthorized(AUTH_MESSAGES.unauthenticated);
      return issue(live.user, meta, live.session.id);
    },

    async forgotPassword(input: z.output<typeof ForgotPasswordSchema>) {
      const user = await users.findByEmail(input.email);
      if (!user) return;
      const token = randomToken(32);
      await invalidateUserResets(db, user.id);
      await createPasswordReset(db, user.id, sha256(token), RESET_TOKEN_TTL_MINUTES);
      const link = `${config.appUrl}/redefinir-senha?token=${encodeURIComponent(token)}`;
      await mailer.send({
        to: user.email,
        subject: 'SniperAds — redefinição de senha',
        text: [
          `Olá, ${user.name}!`,
          '',
          'Recebemos um pedido para redefinir a senha da sua conta SniperAds.',
          `Para criar uma nova senha, acesse: ${link}`,
          '',
          `O link vale por ${RESET_TOKEN_TTL_MINUTES} minutos e só pode ser usado uma vez.`,
          'Se você não pediu a redefinição, ignore este email: sua senha continua a mesma.',
        ].join('\n'),
      });
    },

    async resetPassword(input: z.output<typeof ResetPasswordSchema>) {
      const consumed = await consumePasswordReset(db, sha256(input.token));
      if (!consumed) throw badRequest(AUTH_MESSAGES.resetInvalid, { token: [AUTH_MESSAGES.resetInvalid] });
      const user = await users.findById(consumed.userId);
      if (!user) throw badRequest(AUTH_MESSAGES.resetInvalid, { token: [AUTH_MESSAGES.resetInvalid] });
      await db.transaction(async (tx) => {
        await users.setPasswordHash(user.id, await hashPassword(input.password), tx);
        await sessions.revokeAll(user.id, { tx });
      });
    },
  };
};
export type AuthService = ReturnType<typeof createAuthService>;
