import type { AppRoute } from '@ts-rest/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ScopedCache } from './scoped-cache';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Longer query strings are answered but not kept: a cache key is the raw query, and the byte caps
 * weigh answers, not keys.
 */
export const MAX_CACHED_QUERY_LENGTH = 512;

/** The query string as the client sent it, without the `?` ('' when there is none). */
const rawQuery = (url: string) => {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at + 1);
};

const routeOf = (request: FastifyRequest) =>
  (request.routeOptions.config as { tsRestRoute?: AppRoute } | undefined)?.tsRestRoute;

/** The parts of Fastify's reply used here (ts-rest types its reply with other generics). */
interface Reply {
  serialize(payload: unknown): string | Buffer | ArrayBuffer;
  type(contentType: string): unknown;
}

const serialized = (reply: Reply, payload: unknown) => {
  const written = reply.serialize(payload);
  return typeof written === 'string' ? Buffer.from(written) : Buffer.from(written as ArrayBuffer);
};

export interface AnswerCache {
  /**
   * The route handler's answer: the bytes kept for this request's query, else `body()` written by
   * the route's serializer (its response schema, see lib/contract-router.ts) and kept.
   */
  read<Body>(request: FastifyRequest, reply: Reply, body: () => Promise<unknown>): Promise<Body>;
}

/**
 * A GET route's 200 answers kept as the bytes sent, keyed by the raw query string, per account or
 * shared (`perAccount: false`: answers that hold nothing of the account asking).
 *
 * A kept answer is sent from an onRequest hook of the module's scope, which runs after the app's
 * own (security headers, CORS, the auth guard): a hit skips parsing and validating the query, the
 * route handler and ts-rest, about half of a cached list's CPU (issue 14's profile: zod's query
 * parse and the garbage it leaves). That is safe because only a query the handler validated is
 * ever stored: the same bytes of query validate the same way, and anything else misses and goes
 * through validation as before. A cache hit neither serializes nor encodes again.
 */
export const answerCache = (
  app: FastifyInstance,
  route: AppRoute,
  cache: ScopedCache<Buffer>,
  { perAccount }: { perAccount: boolean },
): AnswerCache => {
  // Shared answers are each a scope of their own, so a byte cap evicts them one at a time.
  const place = (request: FastifyRequest, query: string): [string, string] | null => {
    if (!perAccount) return [query, ''];
    const account = request.auth?.user.id;
    return account ? [account, query] : null;
  };

  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' || routeOf(request) !== route) return done();
    const at = place(request, rawQuery(request.url));
    const hit = at && cache.get(at[0], at[1]);
    if (!hit) return done();
    reply.type(JSON_TYPE).send(hit);
  });

  return {
    read: async <Body>(request: FastifyRequest, reply: Reply, body: () => Promise<unknown>) => {
      const query = rawQuery(request.url);
      const at = place(request, query);
      const load = async () => serialized(reply, await body());
      const bytes =
        at && query.length <= MAX_CACHED_QUERY_LENGTH ? await cache.read(at[0], at[1], load) : await load();
      reply.type(JSON_TYPE);
      // ts-rest passes the body to reply.send, which sends a Buffer untouched.
      return bytes as unknown as Body;
    },
  };
};
