import type { ScopedCache } from './scoped-cache';

/**
 * A 200 answer kept as the bytes the route's serializer wrote (its response schema, see
 * lib/contract-router.ts), so a cache hit neither serializes nor encodes again: the bytes go out
 * as they are. `body` builds the answer on a miss.
 */
/** The parts of Fastify's reply used here (ts-rest types its reply with other generics). */
interface Reply {
  serialize(payload: unknown): string | Buffer | ArrayBuffer;
  type(contentType: string): unknown;
}

export const cachedAnswer = async <Body>(
  reply: Reply,
  cache: ScopedCache<Buffer>,
  scope: string,
  key: string,
  body: () => Promise<unknown>,
): Promise<Body> => {
  const bytes = await cache.read(scope, key, async () => {
    const written = reply.serialize(await body());
    return typeof written === 'string' ? Buffer.from(written) : Buffer.from(written as ArrayBuffer);
  });
  reply.type('application/json; charset=utf-8');
  // ts-rest passes the body to reply.send, which sends a Buffer untouched.
  return bytes as unknown as Body;
};
