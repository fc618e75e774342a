import { setTimeout as sleep } from 'node:timers/promises';
import { accountThrottledMessage, rateLimitedMessage } from '@sniperads/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { sha256 } from '../../lib/secrets';
import { addressBucket } from './address-bucket';
import { type AttemptStore, createMemoryAttemptStore, type GateRule } from './attempt-store';

export type LoginThrottleSettings = Config['loginThrottle'];

export interface LoginThrottleOptions extends LoginThrottleSettings {
  /** Where counts live: memory, or Redis shared by replicas. */
  store: AttemptStore;
  log: FastifyBaseLogger;
  /** How the account-wide slowdown waits (tests may count instead of waiting). */
  wait?: (ms: number) => Promise<unknown>;
}

/** How long a pair (account, address) remembers its attempts: longer than its longest lock. */
const PAIR_MEMORY_MS = 60 * 60_000;
const FIRST_LOCK_MS = 60_000;

/**
 * The account-wide slowdown: nothing up to `after` failures on the account within the window,
 * then `stepMs` more per failure, at most `maxMs`. A wait, never a refusal: strangers guessing
 * from many addresses slow every attempt on the account down but cannot make the right password
 * fail.
 */
export const slowdownMs = (
  failures: number,
  s: Pick<LoginThrottleSettings, 'slowdownAfter' | 'slowdownStepMs' | 'slowdownMaxMs'>,
) =>
  failures <= s.slowdownAfter
    ? 0
    : Math.min((failures - s.slowdownAfter) * s.slowdownStepMs, s.slowdownMaxMs);

// Hashed: the store (Redis) never holds the emails or addresses people used.
const norm = (email: string) => email.trim().toLowerCase();
const pairKey = (email: string, bucket: string) => `login:${sha256(`${norm(email)}\n${bucket}`)}`;
const accountKey = (email: string) => `login-account:${sha256(norm(email))}`;
const addressKey = (bucket: string) => `login-address:${sha256(bucket)}`;

/**
 * Login brute-force protection that cannot be turned against the owner (issue 25: six anonymous
 * wrong passwords used to lock any account, admins included, for 15 minutes):
 * - per account and address (an IPv6 /64 is one address): `maxAttempts` free, then each further
 *   attempt locks that pair for 1, 2, 4, 8 … up to `windowMinutes` minutes (429
 *   ACCOUNT_THROTTLED). Only that address waits; a success clears it. Counted before the password
 *   is checked, atomically, so parallel guesses cannot slip past it.
 * - per account, from any address: failures slow every attempt down (`slowdownMs`), never refuse.
 * - per address, over all accounts: `addressMaxFailures` failed sign-ins within the window and
 *   the address is refused (429 RATE_LIMITED) until it ends: guessing across many accounts.
 * Known and unknown emails are counted alike, so no answer reveals an account. When the shared
 * store fails, this process's memory counts instead: the limits degrade to per-replica, never to
 * none.
 */
export const createLoginThrottle = ({ store, log, wait = sleep, ...s }: LoginThrottleOptions) => {
  const windowMs = s.windowMinutes * 60_000;
  const pairRule: GateRule = {
    windowMs: Math.max(PAIR_MEMORY_MS, windowMs),
    free: s.maxAttempts,
    lockBaseMs: Math.min(FIRST_LOCK_MS, windowMs),
    lockMaxMs: windowMs,
  };
  const fallback = createMemoryAttemptStore();
  const using = async <T>(op: (st: AttemptStore) => Promise<T>) => {
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
    /** Before the password is checked: throws a 429 when this address must wait, else may wait. */
    async attempt(email: string, ip: string) {
      const bucket = addressBucket(ip);
      const address = await using((st) => st.peek(addressKey(bucket)));
      if (address.count >= s.addressMaxFailures) {
        const seconds = Math.max(1, Math.ceil(address.resetInMs / 1000));
        throw new AppError('RATE_LIMITED', rateLimitedMessage(seconds), { retryAfter: seconds });
      }
      const lockedMs = await using((st) => st.gate(pairKey(email, bucket), pairRule));
      if (lockedMs > 0) {
        const seconds = Math.max(1, Math.ceil(lockedMs / 1000));
        throw new AppError('ACCOUNT_THROTTLED', accountThrottledMessage(Math.ceil(seconds / 60)), {
          retryAfter: seconds,
        });
      }
      const account = await using((st) => st.peek(accountKey(email)));
      const delay = slowdownMs(account.count, s);
      if (delay > 0) await wait(delay);
    },
    /** A wrong password (or unknown email): counts for the account and for the address. */
    async failed(email: string, ip: string) {
      const bucket = addressBucket(ip);
      await using((st) => st.hit(accountKey(email), windowMs));
      await using((st) => st.hit(addressKey(bucket), windowMs));
    },
    /** The right password: this address starts again on the account. */
    async succeeded(email: string, ip: string) {
      await using((st) => st.clear(pairKey(email, addressBucket(ip))));
    },
    /** The mailbox was proved (reset link): the account's slowdown and this address's lock end. */
    async recovered(email: string, ip: string) {
      await using((st) => st.clear(pairKey(email, addressBucket(ip))));
      await using((st) => st.clear(accountKey(email)));
    },
  };
};
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
