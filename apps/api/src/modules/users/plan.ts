import {
  effectivePlan,
  limitsFor,
  PLAN_LIMIT_MESSAGES,
  type PlanHolder,
  type TrialState,
} from '@sniperads/contract';
import { and, not, type SQL, sql } from 'drizzle-orm';
import type { UserRow } from '../../db/schema';
import { users } from '../../db/schema';
import { planLimit } from '../../lib/app-error';

/** The account as the plan rules read it (rules/plans.ts). */
export const planHolder = (row: UserRow): PlanHolder => ({
  plan: row.plan,
  isTrial: row.isTrial,
  trialEndsAt: row.trialEndsAt,
  isAdmin: row.isAdmin,
});

export const planOf = (row: UserRow, now = new Date()) => effectivePlan(planHolder(row), now);
export const limitsOf = (row: UserRow, now = new Date()) => limitsFor(planHolder(row), now);

/**
 * `trialState` of rules/trial.ts in SQL, for counts and filters over many accounts: running while
 * the end is ahead (the database guarantees a trial has an end, users_trial_end_check).
 */
export const trialStateSql = (state: TrialState, now: Date): SQL => {
  const running = sql`${users.trialEndsAt} > ${now.toISOString()}`;
  if (state === 'none') return not(users.isTrial);
  return and(users.isTrial, state === 'running' ? running : not(running)) as SQL;
};

/** Refuses (403 PLAN_LIMIT) what the account's plan in force does not include. */
export const requirePlanFeature = (
  row: UserRow,
  feature: 'folders' | 'hiddenInterests',
  now = new Date(),
) => {
  if (!limitsOf(row, now)[feature]) throw planLimit(PLAN_LIMIT_MESSAGES[feature]);
};
