import { accountThrottledMessage } from '@sniperads/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import { sha256 } from '../../lib/secrets';
import { type AttemptStore, createMemoryAttemptStore } from './attempt-store';

export interface LoginThrottleOptions {
  /** Where counts live: memory, or Redis shared by replicas. */
  store: AttemptStore;
  maxAttempts: number;
  windowMinutes: number;
  log: FastifyBaseLogger;
}

// Hashed: the store (Redis) never holds the addresses people typed.
const keyOf = (email: string) => `login:${sha256(email.trim().toLowerCase())}`;

/**
 * The per-account half of login brute-force protection (the per-address half is @fastify/rate-limit).
 * Every attempt on an email counts, known account or not (so a refusal reveals nothing), and is
 * counted before the password is checked, so parallel guesses cannot slip past the budget; a
 * successful login clears the count. Past `maxAttempts` in the window, attempts are refused with
 * 429 and Retry-After until the window (from its first attempt) ends. When the shared store
 * fails, this process's memory counts instead: the limit degrades to per-replica, never to none.
 */
export const createLoginThrottle = ({ store, maxAttempts, windowMinutes, log }: LoginThrottleOptions) => {
  const windowMs = windowMinutes * 60_000;
  const fallback = createMemoryAttemptStore();
  const using = async <T>(op: (s: AttemptStore) => Promise<T>) => {
    try {
      return await op(store);
    } catch (error) {
      log.warn(
        { error: error instanceof Error ? error.message : String(error) },
        'login throttle store failed; counting in this process',
      );
      return op(fallback);
    }
  };
  return {
    /** Counts an attempt on the account; throws ACCOUNT_THROTTLED once its budget is spent. */
    async attempt(email: string) {
      const { count, resetInMs } = await using((s) => s.hit(keyOf(email), windowMs));
      if (count <= maxAttempts) return;
      const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
      throw new AppError('ACCOUNT_THROTTLED', accountThrottledMessage(Math.ceil(seconds / 60)), {
        retryAfter: seconds,
      });
    },
    async succeeded(email: string) {
      await using((s) => s.clear(keyOf(email)));
    },
  };
};
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
