import { type AdminUser, humanizeSince, isActiveUser, trialDaysRemaining } from '@sniperads/contract';
import type { UserRow } from '../../db/schema';
import { iso } from '../../db/sql';
import { planOf } from '../users/plan';

/** The per-account counts of the admin area, from the modules that own them. */
export interface UserStats {
  totalFavorites: number;
  totalFolders: number;
  totalFavoriteInterests: number;
  totalAdsSaved: number;
  /** Browsers registered for web push (notifications module). */
  pushDevices: number;
}

export const toAdminUser = (user: UserRow, stats: UserStats, now = new Date()): AdminUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  location: user.location,
  plan: user.plan,
  effective_plan: planOf(user, now).plan,
  plan_source: planOf(user, now).source,
  is_admin: user.isAdmin,
  is_test: user.isTest,
  is_trial: user.isTrial,
  trial_started_at: iso(user.trialStartedAt),
  trial_ends_at: iso(user.trialEndsAt),
  trial_days_remaining: user.isTrial ? trialDaysRemaining(user.trialEndsAt, now) : null,
  email_verified_at: iso(user.emailVerifiedAt),
  activity: {
    is_active: isActiveUser(user.lastActivityAt, now),
    last_activity_at: iso(user.lastActivityAt),
    last_activity_human: humanizeSince(user.lastActivityAt, now),
    member_since_human: humanizeSince(user.createdAt, now),
  },
  stats: {
    total_favorites: stats.totalFavorites,
    total_folders: stats.totalFolders,
    total_favorite_interests: stats.totalFavoriteInterests,
    total_ads_saved: stats.totalAdsSaved,
  },
  notifications: {
    enabled: user.notificationsEnabled,
    email_enabled: user.emailNotificationsEnabled,
    push_enabled: user.pushNotificationsEnabled,
  },
  push_devices: stats.pushDevices,
  timestamps: { created_at: user.createdAt.toISOString(), updated_at: user.updatedAt.toISOString() },
});
