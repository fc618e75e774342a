import { EMAIL_NOTIFICATION_MODES, PLAN_IDS } from '@sniperads/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids';
import { inList } from './vocabulary';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    name: text('name').notNull(),
    /** Stored lowercased; the unique index on lower(email) guards against mixed-case inserts too. */
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    isTest: boolean('is_test').notNull().default(false),
    isTrial: boolean('is_trial').notNull().default(false),
    trialStartedAt: timestamp('trial_started_at', { withTimezone: true }),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    plan: text('plan', { enum: PLAN_IDS }).notNull().default('free'),
    bio: text('bio'),
    company: text('company'),
    website: text('website'),
    location: text('location'),
    avatarUrl: text('avatar_url'),
    notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
    emailNotificationsEnabled: boolean('email_notifications_enabled').notNull().default(true),
    pushNotificationsEnabled: boolean('push_notifications_enabled').notNull().default(false),
    /** Alert e-mails one by one, or gathered in the daily digest (modules/notifications). */
    emailNotificationsMode: text('email_notifications_mode', { enum: EMAIL_NOTIFICATION_MODES })
      .notNull()
      .default('immediate'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
    index('users_trial_ends_at_idx').on(t.trialEndsAt).where(sql`${t.isTrial}`),
    check('users_plan_check', inList(t.plan, PLAN_IDS)),
    check('users_email_notifications_mode_check', inList(t.emailNotificationsMode, EMAIL_NOTIFICATION_MODES)),
    // A trial always knows when it ends: 'em trial' is is_trial and trial_ends_at > now (rules/trial.ts).
    check('users_trial_end_check', sql`not ${t.isTrial} or ${t.trialEndsAt} is not null`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
