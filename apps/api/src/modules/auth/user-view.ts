import { type SessionUser, trialDaysRemaining } from '@sniperads/contract';
import type { UserRow } from '../../db/schema';
import { iso } from '../../db/sql';
import { planOf } from '../users/plan';

export const toSessionUser = (row: UserRow, now = new Date()): SessionUser => {
  const inForce = planOf(row, now);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    avatar: row.avatarUrl,
    is_admin: row.isAdmin,
    is_test: row.isTest,
    is_trial: row.isTrial,
    trial_started_at: iso(row.trialStartedAt),
    trial_ends_at: iso(row.trialEndsAt),
    trial_days_remaining: row.isTrial ? trialDaysRemaining(row.trialEndsAt, now) : null,
    plan: row.plan,
    effective_plan: inForce.plan,
    plan_source: inForce.source,
    created_at: row.createdAt.toISOString(),
  };
};
