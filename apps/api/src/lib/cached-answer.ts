import type { ScopedCache } from './scoped-cache';

/** The parts of Fastify's reply used here (ts-rest types its reply with other generics). */
interface Reply {
  serialize(payload: unknown): string | Buffer | ArrayBuffer;
  type(contentType: string): unknown;
}

const JSON_TYPE = 'application/json; charset=utf-8';

const serialized = (reply: Reply, payload: unknown) => {
  const written = reply.serialize(payload);
  return typeof written === 'string' ? Buffer.from(written) : Buffer.from(written as ArrayBuffer);
};

/**
 * A 200 answer kept as the bytes the route's serializer wrote (its response schema, see
 * lib/contract-router.ts), so a cache hit neither serializes nor encodes again: the bytes go out
 * as they are. `body` builds the answer on a miss.
 */
export const cachedAnswer = async <Body>(
  reply: Reply,
  cache: ScopedCache<Buffer>,
  scope: string,
  key: string,
  body: () => Promise<unknown>,
): Promise<Body> => {
  const bytes = await cache.read(scope, key, async () => serialized(reply, await body()));
  reply.type(JSON_TYPE);
  // ts-rest passes the body to reply.send, which sends a Buffer untouched.
  return bytes as unknown as Body;
};
