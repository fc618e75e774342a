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

// The lock check, the count and the new lock in one step, so parallel attempts cannot all slip in.
// KEYS: count, lock. ARGV: windowMs, free, lockBaseMs, lockMaxMs.
const GATE = `
local locked = redis.call('PTTL', KEYS[2])
if locked > 0 then return locked end
local n = redis.call('INCR', KEYS[1])
if n == 1 or redis.call('PTTL', KEYS[1]) < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
local free = tonumber(ARGV[2])
if n > free then
  local lock = math.min(tonumber(ARGV[3]) * 2 ^ math.min(n - free - 1, 30), tonumber(ARGV[4]))
  redis.call('SET', KEYS[2], '1', 'PX', math.floor(lock))
end
return 0
`;

/** Shared by every replica: an account's budget is the same whichever instance answers. */
export const createRedisAttemptStore = (redis: RedisClient, prefix: string): AttemptStore => ({
  async hit(key, windowMs) {
    const [count, ttl] = (await redis.eval(HIT, 1, `${prefix}${key}`, windowMs)) as [number, number];
    return { count, resetInMs: ttl };
  },
  async peek(key) {
    const [count, ttl] = await Promise.all([redis.get(`${prefix}${key}`), redis.pttl(`${prefix}${key}`)]);
    return count === null
      ? { count: 0, resetInMs: 0 }
      : { count: Number(count), resetInMs: Math.max(0, ttl) };
  },
  async gate(key, rule) {
    return (await redis.eval(
      GATE,
      2,
      `${prefix}${key}`,
      `${prefix}${key}:lock`,
      rule.windowMs,
      rule.free,
      rule.lockBaseMs,
      rule.lockMaxMs,
    )) as number;
  },
  async clear(key) {
    await redis.del(`${prefix}${key}`, `${prefix}${key}:lock`);
  },
});
