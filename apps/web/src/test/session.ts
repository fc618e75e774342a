import type { AuthPayload, SessionUser } from '@sniperads/contract';
import type { KeyValueStorage } from '@/lib/storage';

/** A signed-in user as the API describes them (a paying one); a test overrides what it is about. */
export const sessionUser = (values: Partial<SessionUser> = {}): SessionUser => ({
  id: 'u1',
  name: 'Maria Silva',
  email: 'maria@example.com',
  phone: null,
  avatar: null,
  is_admin: false,
  is_test: false,
  is_trial: false,
  trial_started_at: null,
  trial_ends_at: null,
  trial_days_remaining: null,
  plan: 'pro',
  effective_plan: 'pro',
  plan_source: 'paid',
  created_at: '2026-01-01T00:00:00.000Z',
  ...values,
});

/** What a login answers: a session of `sessionUser()` that has not expired, unless told otherwise. */
export const authPayload = (values: Partial<AuthPayload> = {}): AuthPayload => ({
  token: 'tok',
  token_type: 'Bearer',
  expires_at: '2099-01-01T00:00:00.000Z',
  user: sessionUser(),
  ...values,
});

/** Storage kept in memory, like localStorage; `map` shows what was stored. */
export const memoryStorage = (): KeyValueStorage & { map: Map<string, string> } => {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
};
