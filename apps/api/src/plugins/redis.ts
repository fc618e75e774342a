import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createRedis, type RedisClient } from '../lib/redis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Redis for limits shared by replicas (REDIS_URL); null keeps them in process memory. */
    redis: { client: RedisClient; keyPrefix: string } | null;
  }
}

/** One Redis connection for every limit (auth, ingest), closed with the app. */
export const redisPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    if (!config.redis) {
      app.decorate('redis', null);
      return;
    }
    let lastWarning = 0;
    const client = await createRedis(config.redis.url, (error) => {
      // ioredis reports every failed reconnect; one line a minute says enough.
      if (Date.now() - lastWarning < 60_000) return;
      lastWarning = Date.now();
      app.log.warn({ error: error.message }, 'redis unavailable; limits count in this process');
    });
    app.addHook('onClose', async () => {
      client.disconnect();
    });
    app.decorate('redis', { client, keyPrefix: config.redis.keyPrefix });
  },
  { name: 'redis' },
);
