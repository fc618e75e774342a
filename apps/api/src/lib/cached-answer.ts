import { gunzipSync, gzipSync } from 'node:zlib';
import type { ScopedCache } from './scoped-cache';

/** The parts of Fastify's reply used here (ts-rest types its reply with other generics). */
interface Reply {
  serialize(payload: unknown): string | Buffer | ArrayBuffer;
  type(contentType: string): unknown;
  header(name: string, value: string): unknown;
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

/** Whether an Accept-Encoding header takes gzip (`gzip` or `*`, not at q=0). */
export const acceptsGzip = (header: string | string[] | undefined) => {
  if (!header) return false;
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) return true;
  }
  return false;
};

/**
 * Like `cachedAnswer`, for big answers many of which are kept (ad search): the cache holds their
 * gzip bytes, about an eighth of the JSON, so its byte cap holds eight times the answers. A client
 * that takes gzip (every browser) gets those bytes as they are; another gets them inflated (~0.1 ms
 * for 26 KB). While the cache is bypassed nothing is compressed.
 */
export const cachedGzipAnswer = async <Body>(
  request: { headers: Record<string, string | string[] | undefined> },
  reply: Reply,
  cache: ScopedCache<Buffer>,
  scope: string,
  key: string,
  body: () => Promise<unknown>,
): Promise<Body> => {
  reply.type(JSON_TYPE);
  // The same URL may answer in two encodings: a shared cache must tell them apart.
  reply.header('vary', 'accept-encoding');
  if (!cache.active) return serialized(reply, await body()) as unknown as Body;
  const gzipped = await cache.read(scope, key, async () =>
    gzipSync(serialized(reply, await body()), { level: 6 }),
  );
  if (!acceptsGzip(request.headers['accept-encoding'])) return gunzipSync(gzipped) as unknown as Body;
  reply.header('content-encoding', 'gzip');
  return gzipped as unknown as Body;
};
