import { setTimeout as sleep } from 'node:timers/promises';
import type { JWT } from '@fastify/jwt';
import {
  AUTH_MESSAGES,
  type AuthPayload,
  type ConfirmSignupSchema,
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
import type { Outbox } from '../../lib/outbox';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import { randomToken, sha256 } from '../../lib/secrets';
import type { AccessClaims } from '../../plugins/auth';
import type { TokensService } from '../tokens/tokens.service';
import type { UsersService } from '../users/users.service';
import { passwordChangedMail, resetLinkMail, signupAttemptMail, signupConfirmMail } from './account-mails';
import type { AttemptStore } from './attempt-store';
import type { LoginThrottle } from './login-throttle';
import {
  consumePasswordReset,
  createPasswordReset,
  findResetByHash,
  invalidateUserResets,
} from './password-resets.repo';
import {
  consumePendingSignup,
  deleteExpiredSignups,
  findPendingByEmail,
  insertPendingSignup,
} from './pending-signups.repo';
import type { SessionsService } from './sessions.service';
import { toSessionUser } from './user-view';

export const RESET_TOKEN_TTL_MINUTES = 60;
/**
 * Forgot-password never answers sooner than this after it starts, known email or not: the work
 * differs by a few queries, and the floor hides what is left of that difference.
 */
export const FORGOT_PASSWORD_FLOOR_MS = 120;
export const SIGNUP_LINK_TTL_HOURS = 24;
/** Sign-up mails one address may receive per hour (a confirmation link or the owner's notice). */
const SIGNUP_MAILS_PER_WINDOW = 3;
const SIGNUP_MAIL_WINDOW_MS = 60 * 60 * 1000;

/** Sign-up's floor, for the same reason as forgot-password's: new and registered emails alike. */
export const SIGNUP_FLOOR_MS = 150;
/** Stands in for a user id on the unknown-email path; matches no row. */
const NO_USER = '00000000-0000-0000-0000-000000000000';

export interface AuthDeps {
  db: Db;
  config: Config;
  jwt: JWT;
  outbox: Outbox;
  users: UsersService;
  sessions: SessionsService;
  tokens: TokensService;
  loginThrottle: LoginThrottle;
  /** Counts the sign-up mails sent to each address (the login throttle's store). */
  signupMails: AttemptStore;
}
export interface ClientMeta {
  ip: string;
  userAgent: string | undefined;
}

export const createAuthService = ({
  db,
  config,
  jwt,
  outbox,
  users,
  sessions,
  tokens,
  loginThrottle,
  signupMails,
}: AuthDeps) => {
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
      // Counted before the password is checked, for known and unknown emails alike.
      await loginThrottle.attempt(input.email, meta.ip);
      const user = await users.findByEmail(input.email);
      const ok = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await burnPasswordCheck(input.password);
      if (!user || !ok) {
        await loginThrottle.failed(input.email, meta.ip);
        throw unauthorized(AUTH_MESSAGES.badCredentials);
      }
      await loginThrottle.succeeded(input.email, meta.ip);
      return issue(user, meta);
    },

    /**
     * Answers the same way, in about the same time, whether the email is new or registered: both
     * hash the password, run a transaction of the same shape and queue one mail (the link for a new
     * address, a notice for its owner otherwise), and a floor hides the rest. The account is made
     * by `confirmSignup`, once the link proves the mailbox.
     */
    async register(input: z.output<typeof RegisterSchema>) {
      if (!config.registrationOpen) {
        throw new AppError('REGISTRATION_CLOSED', 'Cadastro desativado. Fale com o suporte.');
      }
      const started = performance.now();
      const passwordHash = await hashPassword(input.password);
      const existing = await users.findByEmail(input.email);
      const token = randomToken(32);
      const expiresAt = new Date(Date.now() + SIGNUP_LINK_TTL_HOURS * 60 * 60 * 1000);
      // Strangers signing up with someone's address from many places must not flood that mailbox.
      const mails = await signupMails.hit(
        `signup-mail:${sha256(input.email.toLowerCase())}`,
        SIGNUP_MAIL_WINDOW_MS,
      );
      const mailAllowed = mails.count <= SIGNUP_MAILS_PER_WINDOW;
      await db.transaction(async (tx) => {
        await deleteExpiredSignups(tx);
        if (existing) {
          await findPendingByEmail(tx, input.email);
          if (mailAllowed) await outbox.enqueue(signupAttemptMail(existing, config.appUrl), { tx });
          return;
        }
        await insertPendingSignup(tx, {
          email: input.email,
          name: input.name,
          phone: input.phone,
          passwordHash,
          tokenHash: sha256(token),
          expiresAt,
        });
        const link = `${config.appUrl}/confirmar-email?token=${encodeURIComponent(token)}`;
        // The mail dies with the link, as the reset link's does.
        if (mailAllowed)
          await outbox.enqueue(signupConfirmMail(input, link, SIGNUP_LINK_TTL_HOURS), { tx, expiresAt });
      });
      outbox.wake();
      const left = SIGNUP_FLOOR_MS - (performance.now() - started);
      if (left > 0) await sleep(left);
    },

    /** The emailed link makes the account (its trial starts now) and signs its holder in. */
    async confirmSignup(input: z.output<typeof ConfirmSignupSchema>, meta: ClientMeta) {
      if (!config.registrationOpen) {
        throw new AppError('REGISTRATION_CLOSED', 'Cadastro desativado. Fale com o suporte.');
      }
      const invalid = () =>
        badRequest(AUTH_MESSAGES.confirmInvalid, { token: [AUTH_MESSAGES.confirmInvalid] });
      const user = await db.transaction(async (tx) => {
        const pending = await consumePendingSignup(tx, sha256(input.token));
        if (!pending) throw invalid();
        const now = new Date();
        return users.create(
          {
            name: pending.name,
            email: pending.email,
            phone: pending.phone,
            passwordHash: pending.passwordHash,
            isTrial: true,
            trialStartedAt: now,
            trialEndsAt: new Date(now.getTime() + DEFAULT_TRIAL_DAYS * DAY_MS),
          },
          // The address got an account since (another link of the same mailbox): sign in instead.
          { tx, emailTaken: AUTH_MESSAGES.confirmAccountExists },
        );
      });
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

    /**
     * Queues the link and answers, the same way and in about the same time whatever the email and
     * whether mail is up: the unknown-email path makes and hashes a token and runs a transaction of
     * the same shape, delivery happens after the answer (lib/outbox.ts), and a floor hides the rest.
     */
    async forgotPassword(input: z.output<typeof ForgotPasswordSchema>) {
      const started = performance.now();
      const user = await users.findByEmail(input.email);
      const token = randomToken(32);
      const tokenHash = sha256(token);
      const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60 * 1000);
      await db.transaction(async (tx) => {
        await invalidateUserResets(tx, user?.id ?? NO_USER);
        if (!user) {
          await findResetByHash(tx, tokenHash);
          await findResetByHash(tx, sha256(tokenHash));
          return;
        }
        await createPasswordReset(tx, user.id, tokenHash, expiresAt);
        const link = `${config.appUrl}/redefinir-senha?token=${encodeURIComponent(token)}`;
        // The mail dies with the link: an undelivered link never outlives its use.
        await outbox.enqueue(resetLinkMail(user, link, RESET_TOKEN_TTL_MINUTES), { tx, expiresAt });
      });
      if (user) outbox.wake();
      const left = FORGOT_PASSWORD_FLOOR_MS - (performance.now() - started);
      if (left > 0) await sleep(left);
    },

    /**
     * Account recovery ends every credential: all sessions and every API token (an intruder's
     * planted token included), and any other pending link. The owner is told by mail.
     */
    async resetPassword(input: z.output<typeof ResetPasswordSchema>, meta: ClientMeta) {
      const consumed = await consumePasswordReset(db, sha256(input.token));
      if (!consumed) throw badRequest(AUTH_MESSAGES.resetInvalid, { token: [AUTH_MESSAGES.resetInvalid] });
      const user = await users.findById(consumed.userId);
      if (!user) throw badRequest(AUTH_MESSAGES.resetInvalid, { token: [AUTH_MESSAGES.resetInvalid] });
      const hash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await users.setPasswordHash(user.id, hash, tx);
        await sessions.revokeAll(user.id, { tx });
        await tokens.revokeAll(user.id, 'password_reset', tx);
        await invalidateUserResets(tx, user.id);
        await outbox.enqueue(passwordChangedMail(user, 'reset_link', config.appUrl), { tx });
      });
      outbox.wake();
      // Whoever proved the mailbox may sign in at once from here, unslowed.
      await loginThrottle.recovered(user.email, meta.ip);
    },
  };
};
export type AuthService = ReturnType<typeof createAuthService>;
