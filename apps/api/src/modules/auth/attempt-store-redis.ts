import type { RedisClient } from '../../lib/redis';
import type { AttemptStore } from './attempt-store';

// INCR and the window's expiry in one step; a key left without expiry gets one (never locked forever).
const HIT = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if n == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}
`;

/** Shared by every replica: an account's budget is the same whichever instance answers. */
export const createRedisAttemptStore = (redis: RedisClient, prefix: string): AttemptStore => ({
  async hit(key, windowMs) {
    const [count, ttl] = (await redis.eval(HIT, 1, `${prefix}${key}`, windowMs)) as [number, number];
    return { count, resetInMs: ttl };
  },
  async clear(key) {
    await redis.del(`${prefix}${key}`);
  },
});
