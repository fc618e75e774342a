import {
  ADMIN_MESSAGES,
  type AdminDashboardStats,
  type AdminUsersQuerySchema,
  type AuditAction,
  type CreateUserSchema,
  paginationMeta,
  type SetUserPasswordSchema,
  trialWindowIssue,
  type UpdateUserSchema,
} from '@sniperads/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { Outbox } from '../../lib/outbox';
import { hashPassword } from '../../lib/passwords';
import type { Actor, AuditService } from '../audit/audit.service';
import { passwordChangedMail } from '../auth/account-mails';
import type { SessionsService } from '../auth/sessions.service';
import type { FavoritesService } from '../favorites/favorites.service';
import type { FoldersService } from '../folders/folders.service';
import type { InterestLists } from '../interests/lists.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { TokensService } from '../tokens/tokens.service';
import type { UsersService } from '../users/users.service';
import { toAdminUser, type UserStats } from './admin-user-view';
import { dashboardCounts, findUser, listUsers } from './admin-users.repo';

export interface AdminDeps {
  db: Db;
  users: UsersService;
  sessions: SessionsService;
  tokens: TokensService;
  audit: AuditService;
  outbox: Outbox;
  /** The per-account counts come from the modules that own them, defined once with the dashboard's. */
  favorites: Pick<FavoritesService, 'countsByUser'>;
  folders: Pick<FoldersService, 'countsByUser'>;
  interestLists: Pick<InterestLists, 'favoriteCountsByUser'>;
  notifications: Pick<NotificationsService, 'deviceCountsByUser'>;
}

const NO_STATS: UserStats = {
  totalFavorites: 0,
  totalFolders: 0,
  totalFavoriteInterests: 0,
  totalAdsSaved: 0,
  pushDevices: 0,
};

const selfAction = (message: string) => new AppError('SELF_PROTECTED', message);

/** Which audit action a PUT amounts to, as the admin would describe it. */
export const auditActionFor = (input: z.output<typeof UpdateUserSchema>): AuditAction => {
  if (input.is_trial === false && input.plan && input.plan !== 'free') return 'user.mark_paid';
  if (input.is_trial === true) return 'user.trial_on';
  if (input.is_trial === false) return 'user.trial_off';
  if (input.plan !== undefined) return 'user.plan';
  return 'user.update';
};

const jsonable = (input: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(input)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  );

export const createAdminService = (
  { db, users, sessions, tokens, audit, outbox, favorites, folders, interestLists, notifications }: AdminDeps,
  /** The public address, for the links in the mail a password change sends. */
  appUrl: string,
  clock: () => Date = () => new Date(),
) => {
  const load = async (id: string) => {
    const found = await findUser(db, id);
    if (!found) throw notFound(ADMIN_MESSAGES.userNotFound);
    return found;
  };

  /** Counts for a page of accounts: one grouped query per owning module, whatever the page size. */
  const statsOf = async (ids: string[]) => {
    const [favs, folderCounts, interests, devices] = await Promise.all([
      favorites.countsByUser(ids),
      folders.countsByUser(ids),
      interestLists.favoriteCountsByUser(ids),
      notifications.deviceCountsByUser(ids),
    ]);
    return (id: string): UserStats => ({
      totalFavorites: favs.get(id)?.total ?? 0,
      totalFolders: folderCounts.get(id) ?? 0,
      totalFavoriteInterests: interests.get(id) ?? 0,
      totalAdsSaved: favs.get(id)?.adsSaved ?? 0,
      pushDevices: devices.get(id) ?? 0,
    });
  };

  const view = async (user: UserRow) => toAdminUser(user, (await statsOf([user.id]))(user.id), clock());

  /** The trial as it would be stored after this PUT, checked against the rules of rules/trial.ts. */
  const checkTrial = (before: UserRow, input: z.output<typeof UpdateUserSchema>) => {
    const touched =
      input.is_trial !== undefined ||
      input.trial_started_at !== undefined ||
      input.trial_ends_at !== undefined;
    if (!touched) return;
    const issue = trialWindowIssue(
      {
        isTrial: input.is_trial ?? before.isTrial,
        startedAt: input.trial_started_at !== undefined ? input.trial_started_at : before.trialStartedAt,
        endsAt: input.trial_ends_at !== undefined ? input.trial_ends_at : before.trialEndsAt,
      },
      clock(),
      Boolean(input.trial_started_at),
    );
    if (issue) throw badRequest(issue.message, { [issue.field]: [issue.message] });
  };

  return {
    async dashboard(): Promise<AdminDashboardStats> {
      const c = await dashboardCounts(db, clock());
      return {
        total_users: c.totalUsers,
        total_favorites: c.totalFavorites,
        total_folders: c.totalFolders,
        trial_users: c.trialUsers,
        expired_trials: c.expiredTrials,
        new_users_today: c.newToday,
        new_users_week: c.newWeek,
        new_users_month: c.newMonth,
        generated_at: clock().toISOString(),
      };
    },

    async list(query: z.output<typeof AdminUsersQuerySchema>) {
      const now = clock();
      const { rows, total } = await listUsers(db, query, now);
      const stats = await statsOf(rows.map((u) => u.id));
      return {
        data: rows.map((user) => toAdminUser(user, stats(user.id), now)),
        meta: paginationMeta(total, query.page, query.limit),
      };
    },

    get: async (id: string) => view(await load(id)),

    async create(actor: Actor, input: z.output<typeof CreateUserSchema>) {
      const issue = trialWindowIssue(
        {
          isTrial: input.is_trial,
          startedAt: input.trial_started_at ?? null,
          endsAt: input.trial_ends_at ?? null,
        },
        clock(),
      );
      if (issue) throw badRequest(issue.message, { [issue.field]: [issue.message] });
      const passwordHash = await hashPassword(input.password);
      const user = await db.transaction(async (tx) => {
        const row = await users.create(
          {
            name: input.name,
            email: input.email,
            passwordHash,
            isAdmin: input.is_admin,
            isTest: input.is_test,
            isTrial: input.is_trial,
            trialStartedAt: input.is_trial ? (input.trial_started_at ?? null) : null,
            trialEndsAt: input.is_trial ? (input.trial_ends_at ?? null) : null,
          },
          { tx, emailTaken: ADMIN_MESSAGES.emailTaken },
        );
        await audit.record(tx, actor, 'user.create', row, {
          is_admin: input.is_admin,
          is_test: input.is_test,
          is_trial: input.is_trial,
          ...(input.is_trial ? jsonable({ trial_ends_at: input.trial_ends_at }) : {}),
        });
        return row;
      });
      return toAdminUser(user, NO_STATS, clock());
    },

    async update(actor: Actor, id: string, input: z.output<typeof UpdateUserSchema>) {
      if (id === actor.user.id && input.is_admin === false) throw selfAction(ADMIN_MESSAGES.cannotDemoteSelf);
      const before = await load(id);
      checkTrial(before, input);
      const values: Partial<UserRow> = {};
      if (input.name !== undefined) values.name = input.name;
      if (input.is_admin !== undefined) values.isAdmin = input.is_admin;
      if (input.is_test !== undefined) values.isTest = input.is_test;
      if (input.plan !== undefined) values.plan = input.plan;
      if (input.is_trial !== undefined) values.isTrial = input.is_trial;
      if (input.trial_started_at !== undefined) values.trialStartedAt = input.trial_started_at;
      if (input.trial_ends_at !== undefined) values.trialEndsAt = input.trial_ends_at;
      const after = await db.transaction(async (tx) => {
        const row = await users.update(id, values, { tx });
        if (!row) throw notFound(ADMIN_MESSAGES.userNotFound);
        await audit.record(tx, actor, auditActionFor(input), before, jsonable(input));
        return row;
      });
      return view(after);
    },

    /** The user and everything that hangs off them go in one transaction, with its audit entry. */
    async remove(actor: Actor, id: string) {
      if (id === actor.user.id) throw selfAction(ADMIN_MESSAGES.cannotDeleteSelf);
      const user = await load(id);
      await db.transaction(async (tx) => {
        await audit.record(tx, actor, 'user.delete', user, { name: user.name });
        if (!(await users.remove(id, tx))) throw notFound(ADMIN_MESSAGES.userNotFound);
      });
    },

    async setPassword(actor: Actor, id: string, input: z.output<typeof SetUserPasswordSchema>) {
      const user = await load(id);
      const hash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await users.setPasswordHash(id, hash, tx);
        // A recovery: whoever had the old password loses every session and API token.
        await sessions.revokeAll(id, { tx });
        const revokedTokens = await tokens.revokeAll(id, 'admin_password_reset', tx);
        await audit.record(tx, actor, 'user.password', user, { revoked_tokens: revokedTokens });
        await outbox.enqueue(passwordChangedMail(user, 'admin', appUrl, clock()), { tx });
      });
      outbox.wake();
    },
  };
};
