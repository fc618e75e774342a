import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema';
import { auditActionFor } from './admin.service';
import { toAdminUser } from './admin-user-view';

const DAY = 86_400_000;
const now = new Date('2026-11-20T15:00:00Z');
const row = (over: Partial<UserRow>): UserRow => ({
  id: '01930000-0000-7000-8000-000000000001',
  name: 'Ana',
  email: 'ana@example.com',
  phone: null,
  passwordHash: 'x',
  isAdmin: false,
  isTest: false,
  isTrial: false,
  trialStartedAt: null,
  trialEndsAt: null,
  plan: 'free',
  bio: null,
  company: null,
  website: null,
  location: null,
  avatarUrl: null,
  notificationsEnabled: true,
  emailNotificationsEnabled: false,
  pushNotificationsEnabled: true,
  emailNotificationsMode: 'immediate',
  emailVerifiedAt: null,
  lastActivityAt: null,
  createdAt: new Date(now.getTime() - 40 * DAY),
  updatedAt: now,
  ...over,
});
const stats = {
  totalFavorites: 0,
  totalFolders: 0,
  totalFavoriteInterests: 0,
  totalAdsSaved: 0,
  pushDevices: 2,
};

describe('admin view of a user at a fixed clock', () => {
  it('counts trial days left, and none without a trial', () => {
    const trial = toAdminUser(
      row({ isTrial: true, trialEndsAt: new Date(now.getTime() + 2.5 * DAY) }),
      stats,
      now,
    );
    expect(trial.trial_days_remaining).toBe(3);
    const expired = toAdminUser(
      row({ isTrial: true, trialEndsAt: new Date(now.getTime() - 4 * DAY) }),
      stats,
      now,
    );
    expect(expired.trial_days_remaining).toBe(-4);
    expect(
      toAdminUser(row({ trialEndsAt: new Date(now.getTime() + DAY) }), stats, now).trial_days_remaining,
    ).toBeNull();
  });

  it('describes activity and flags in pt-BR', () => {
    const u = toAdminUser(row({ lastActivityAt: new Date(now.getTime() - 2 * 3600_000) }), stats, now);
    expect(u.activity).toMatchObject({
      is_active: true,
      last_activity_human: 'há 2 horas',
      member_since_human: 'mês passado',
    });
    expect(u.notifications).toEqual({ enabled: true, email_enabled: false, push_enabled: true });
    expect(u.push_devices).toBe(2);
    expect(u).not.toHaveProperty('passwordHash');
  });
});

describe('audit action of an update', () => {
  it('names trial, paid and plain edits', () => {
    expect(auditActionFor({ is_trial: true, trial_started_at: now, trial_ends_at: now })).toBe(
      'user.trial_on',
    );
    expect(auditActionFor({ is_trial: false })).toBe('user.trial_off');
    expect(auditActionFor({ is_trial: false, plan: 'pro' })).toBe('user.mark_paid');
    expect(auditActionFor({ is_test: true })).toBe('user.update');
  });
});
