import type { SessionUser } from '@sniperads/contract';
import { describe, expect, it } from 'vitest';
import { createAuthStore } from './auth';
import { RoleRefusedError, requireTester } from './route-guards';
import { safeStorage } from './storage';

const signedInAs = (roles: Pick<SessionUser, 'is_admin' | 'is_test'>) => {
  const auth = createAuthStore(safeStorage());
  auth.setSession({
    token: 't',
    token_type: 'Bearer',
    expires_at: '2099-01-01T00:00:00.000Z',
    user: {
      id: 'u1',
      name: 'Pessoa',
      email: 'p@example.com',
      phone: null,
      avatar: null,
      is_trial: false,
      trial_started_at: null,
      trial_ends_at: null,
      trial_days_remaining: null,
      plan: 'free',
      created_at: '2026-01-01T00:00:00.000Z',
      ...roles,
    },
  });
  return { context: { auth } };
};

describe('tester-only screens', () => {
  it('refuses a regular user with a reason instead of a silent redirect', () => {
    expect(() => requireTester(signedInAs({ is_admin: false, is_test: false }))).toThrow(RoleRefusedError);
  });

  it('opens for test users and admins', () => {
    expect(() => requireTester(signedInAs({ is_admin: false, is_test: true }))).not.toThrow();
    expect(() => requireTester(signedInAs({ is_admin: true, is_test: false }))).not.toThrow();
  });
});
