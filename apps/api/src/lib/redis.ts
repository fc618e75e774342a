import { Redis } from 'ioredis';

/**
 * A Redis connection for limits shared by replicas. While Redis is away, commands fail at once
 * (no offline queue) instead of holding requests; callers decide what a failure means, and the
 * client keeps reconnecting in the background, at most every 2 s.
 */
export const createRedis = async (url: string, onError: (error: Error) => void) => {
  const redis = new Redis(url, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  redis.on('error', onError);
  // Without an offline queue, commands sent before the first connection fail: wait for it (or for
  // its failure, or 2 s) before serving.
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, 2000);
    redis.once('ready', done);
    redis.once('error', done);
  });
  return redis;
};
export type RedisClient = Awaited<ReturnType<typeof createRedis>>;
