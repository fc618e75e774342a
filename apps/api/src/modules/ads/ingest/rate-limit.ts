import { expandAdItems, INGEST_LIMIT_MESSAGES } from '@sniperads/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../lib/app-error';
import type { RedisClient } from '../../../lib/redis';

const WINDOW_MS = 60_000;
/** Accounts kept before expired windows are swept; a flood of accounts cannot grow memory past it. */
const MAX_KEYS = 100_000;

/** What a window holds after a request asked for `ads`: whether they fit, and when it ends. */
interface Taken {
  granted: boolean;
  resetInMs: number;
}

/** A fixed window of ads per key: all of a request's ads are counted, or none. */
export interface AdsWindowStore {
  take(key: string, ads: number, limit: number, windowMs: number): Promise<Taken>;
}

export const createMemoryAdsWindowStore = (now: () => number = Date.now): AdsWindowStore => {
  const windows = new Map<string, { used: number; resetAt: number }>();
  const sweep = (at: number) => {
    for (const [key, w] of windows) if (w.resetAt <= at) windows.delete(key);
    for (const key of windows.keys()) {
      if (windows.size < MAX_KEYS) break;
      windows.delete(key);
    }
  };
  return {
    async take(key, ads, limit, windowMs) {
      const at = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= at) {
        if (windows.size >= MAX_KEYS) sweep(at);
        w = { used: 0, resetAt: at + windowMs };
        windows.set(key, w);
      }
      if (w.used + ads > limit) return { granted: false, resetInMs: w.resetAt - at };
      w.used += ads;
      return { granted: true, resetInMs: w.resetAt - at };
    },
  };
};

// Check and count in one step, so two replicas never both spend the last of a budget.
const TAKE = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then used = 0 end
if used + tonumber(ARGV[1]) > tonumber(ARGV[2]) then
  return {0, ttl < 0 and tonumber(ARGV[3]) or ttl}
end
if ttl < 0 then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[3])
  return {1, tonumber(ARGV[3])}
end
redis.call('INCRBY', KEYS[1], ARGV[1])
return {1, ttl}
`;

/** Shared by every replica; while Redis is away, this process's memory counts instead. */
export const createRedisAdsWindowStore = (
  redis: RedisClient,
  prefix: string,
  fallback: AdsWindowStore,
  log: FastifyBaseLogger,
): AdsWindowStore => {
  let lastWarning = 0;
  return {
    async take(key, ads, limit, windowMs) {
      try {
        const [granted, ttl] = (await redis.eval(TAKE, 1, `${prefix}${key}`, ads, limit, windowMs)) as [
          number,
          number,
        ];
        return { granted: granted === 1, resetInMs: ttl };
      } catch (error) {
        if (Date.now() - lastWarning > 60_000) {
          lastWarning = Date.now();
          log.warn(
            { error: (error as Error).message },
            'redis unavailable; ingest budget counts in this process',
          );
        }
        return fallback.take(key, ads, limit, windowMs);
      }
    },
  };
};

/** Ads in a batch as the library will store them: a collated_results node counts by its ads. */
export const countIngestAds = (items: unknown[]) =>
  items.reduce<number>((n, raw) => n + expandAdItems(raw).length, 0);

/**
 * Ads per account per minute (a fixed window counted in ads after grouped nodes are expanded, not
 * in requests or items). Keyed by the account, so revoking a token and creating another does not
 * start a new budget. A request that does not fit is refused whole with 429 and Retry-After (the
 * extension's queue sends it again then); one that could never fit is 413.
 */
export const createIngestLimiter = (adsPerMinute: number, store: AdsWindowStore) => ({
  async take(accountId: string, items: unknown[]) {
    const ads = countIngestAds(items);
    if (ads > adsPerMinute) {
      throw new AppError('INGEST_BATCH_TOO_LARGE', INGEST_LIMIT_MESSAGES.batchTooLarge(ads, adsPerMinute));
    }
    const taken = await store.take(accountId, ads, adsPerMinute, WINDOW_MS);
    if (!taken.granted) {
      const retryAfter = Math.max(1, Math.ceil(taken.resetInMs / 1000));
      throw new AppError('INGEST_RATE_LIMITED', INGEST_LIMIT_MESSAGES.rateLimited(adsPerMinute, retryAfter), {
        retryAfter,
      });
    }
  },
});
