import type { SessionUser } from '@sniperads/contract';
import { describe, expect, it } from 'vitest';
import { authPayload, memoryStorage, sessionUser } from '@/test/session';
import { createAuthStore } from './auth';
import { RoleRefusedError, requireTester } from './route-guards';

const signedInAs = (roles: Pick<SessionUser, 'is_admin' | 'is_test'>) => {
  const auth = createAuthStore(memoryStorage());
  auth.setSession(authPayload({ user: sessionUser(roles) }));
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
