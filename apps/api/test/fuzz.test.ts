import { ERROR_CODES, type ErrorCode, errorStatus } from '@sniperads/contract';
import type { AppRoute } from '@ts-rest/core';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodTypeAny } from 'zod';
import {
  arbitraryFor,
  type FuzzPools,
  hostileValue,
  pathSegment,
  QUERY_JUNK,
  queryString,
  RAW_BODIES,
} from './contract-arbitraries';
import { bearer, createUser, login } from './helpers/app';
import { createAd, createFavorite, createFolder } from './helpers/factories';
import { routesEndingCredentialsLast } from './helpers/routes';
import { buildAppWithLog, type LoggedApp, secretsIn } from './log-capture';

/**
 * Every operation of the contract, called with inputs generated from its own schemas (mostly
 * valid, often hostile: NUL, lone surrogates, huge unicode and numbers, wrong types, missing and
 * extra fields, malformed path parameters and query strings, unreadable bodies), as an admin, an
 * API token, anonymously and with junk credentials. No answer may be a 500 or leak a stack; every
 * error is the envelope with a contract code and a pt-BR message; the log holds no secret.
 *
 * Reproduce a failure with the printed seed: FUZZ_SEED=<seed> FUZZ_RUNS=<runs> npx vitest run test/fuzz.test.ts
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_612);
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

const ENGLISH =
  /\b(required|expected|received|must be|is not|not found|bad request|too large|invalid|error)\b/i;
const KNOWN_CODES = new Set<string>(ERROR_CODES);

const routes = routesEndingCredentialsLast();

const isZod = (value: unknown): value is ZodTypeAny =>
  typeof (value as ZodTypeAny | null)?.safeParse === 'function';

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; payload: string; contentType: string };
interface FuzzRequest {
  caller: string;
  segments: Record<string, string>;
  query: unknown;
  junk: string;
  body: Body;
}

let logged: LoggedApp;
let pools: FuzzPools;
const callers: Record<string, Record<string, string>> = { anonymous: {} };
const stats = { requests: 0, fiveHundreds: 0, statuses: new Map<number, number>() };
let started = 0;

beforeAll(async () => {
  started = performance.now();
  logged = await buildAppWithLog({
    ingest: { bodyLimit: 1024 * 1024, adsPerMinute: 1_000_000 },
    // Favorites' media is archived in the background: no waiting on the network here.
    media: {
      maxBytes: 1024 * 1024,
      fetchTimeoutMs: 200,
      connectTimeoutMs: 200,
      thumbnailTimeoutMs: 200,
      allowPrivate: false,
      retryIntervalSeconds: 0,
    },
  });
  await logged.app.ready();
  const { app, database } = logged;
  const admin = await createUser(database, { role: 'admin' });
  // Acted on by id (updated, deleted, its password set): never the admin calling.
  const victim = await createUser(database);
  const adminToken = await login(app, admin);
  const asAdmin = bearer(adminToken);
  const post = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url, headers: asAdmin, payload });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json().data as { id: string; token?: string };
  };
  const folder = await createFolder(database, admin.id, {
    isPublic: true,
    shareToken: 'pasta-publica-0123456789',
  });
  const favorite = await createFavorite(database, admin.id, { folderId: folder.id });
  const ad = await createAd(database);
  const category = await post('/api/tutorial-categories/', { name: 'Tráfego pago' });
  const tutorial = await post('/api/tutorial-contents/', {
    category_id: category.id,
    title: 'Aula 1',
    duration: 120,
    external_url: 'https://www.youtube.com/watch?v=abc123XYZ',
  });
  const keyword = await post('/api/admin/keywords', { keyword: 'emagrecer rápido', niche: 'saude' });
  const tracked = await post('/api/interests/tracked', { nome: 'Marketing digital' });
  const favoriteInterest = await post('/api/interests/favorites', { interest_id: '6003', name: 'Fitness' });
  const studio = await post('/api/studio', { id: favorite.id });
  // A real secret issued by the API: it must never reach the log.
  const token = await post('/api/tokens', { name: 'Extensão' });
  // A real reset link is made (and mailed): it must never reach the log either.
  const forgot = await app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: admin.email },
  });
  if (forgot.statusCode !== 200) throw new Error(`forgot-password: ${forgot.statusCode} ${forgot.body}`);
  callers.admin = asAdmin;
  callers.token = bearer(token.token ?? '');
  callers.junk = { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' };
  pools = {
    ids: [
      folder.id,
      favorite.id,
      ad.id,
      category.id,
      tutorial.id,
      keyword.id,
      tracked.id,
      favoriteInterest.id,
      studio.id,
      victim.id,
    ],
    shareTokens: ['pasta-publica-0123456789'],
  };
});

afterAll(async () => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const statuses = [...stats.statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  console.log(
    `fuzz: ${stats.requests} requests, ${stats.fiveHundreds} × 500, seed ${SEED}, ${RUNS} runs per operation, ${seconds} s (${statuses.join(' ')})`,
  );
  await logged?.close();
});

const requestArbitrary = (route: AppRoute): fc.Arbitrary<FuzzRequest> => {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const segments = fc.record(Object.fromEntries(names.map((n) => [n, pathSegment(n, pools)])));
  const query = isZod(route.query) ? arbitraryFor(route.query, '', pools) : fc.constant(undefined);
  const schema = 'body' in route && isZod(route.body) ? route.body : null;
  const json = schema ? arbitraryFor(schema, '', pools) : hostileValue;
  const body: fc.Arbitrary<Body> =
    route.method === 'GET'
      ? fc.constant({ kind: 'none' })
      : fc.oneof(
          { arbitrary: json.map((value): Body => ({ kind: 'json', value })), weight: 8 },
          {
            arbitrary: fc.constantFrom(...RAW_BODIES).map((raw): Body => ({ kind: 'raw', ...raw })),
            weight: 1,
          },
          { arbitrary: fc.constant<Body>({ kind: 'none' }), weight: 1 },
        );
  return fc.record({
    caller: fc.constantFrom('admin', 'admin', 'admin', 'admin', 'token', 'anonymous', 'junk'),
    segments,
    query,
    junk: QUERY_JUNK,
    body,
  });
};

const urlOf = (route: AppRoute, request: FuzzRequest) =>
  route.path.replace(/:(\w+)/g, (_, name: string) => request.segments[name] ?? '') +
  queryString(request.query, request.junk);

const send = (route: AppRoute, request: FuzzRequest) => {
  const headers: Record<string, string> = { ...callers[request.caller] };
  let payload: string | undefined;
  if (request.body.kind === 'json' && request.body.value !== undefined) {
    payload = JSON.stringify(request.body.value);
    headers['content-type'] = 'application/json';
  } else if (request.body.kind === 'raw') {
    payload = request.body.payload;
    headers['content-type'] = request.body.contentType;
  }
  return logged.app.inject({
    method: route.method,
    url: urlOf(route, request),
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
};

/** What is wrong with an answer, or null. */
const problemOf = (res: LightMyRequestResponse): string | null => {
  if (res.statusCode === 500) return 'status 500';
  if (/\n\s+at \S|"stack"/.test(res.body)) return 'a stack trace in the body';
  if (res.statusCode < 400) return null;
  let body: { success?: unknown; message?: unknown; code?: unknown; errors?: Record<string, unknown> };
  try {
    body = res.json();
  } catch {
    return 'an error body that is not JSON';
  }
  if (body.success !== false) return 'an error without success:false';
  if (typeof body.message !== 'string' || body.message === '') return 'an error without a message';
  if (ENGLISH.test(body.message)) return `a message in English: ${body.message}`;
  const code = String(body.code);
  if (!KNOWN_CODES.has(code)) return `a code the contract does not list: ${code}`;
  if (errorStatus(code as ErrorCode) !== res.statusCode) return `${code} answered with ${res.statusCode}`;
  if (code === 'INTERNAL') return 'an INTERNAL error';
  return null;
};

describe('fuzzing every operation of the contract', () => {
  it.each(routes.map(([name, route], index) => [name, route, index] as const))(
    '%s answers hostile input with no 500, only the envelope',
    async (_name, route, index) => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route), async (request) => {
          const res = await send(route, request);
          stats.requests++;
          stats.statuses.set(res.statusCode, (stats.statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode === 500) stats.fiveHundreds++;
          const problem = problemOf(res);
          if (problem)
            throw new Error(
              `${route.method} ${urlOf(route, request).slice(0, 300)} → ${res.statusCode}: ${problem}\n${res.body.slice(0, 500)}`,
            );
        }),
        { seed: SEED + index, numRuns: RUNS },
      );
    },
  );

  it('left no secret in the log (hashes, API tokens, JWTs, reset links, query values)', () => {
    const log = logged.log();
    expect(log.length).toBeGreaterThan(0);
    expect(secretsIn(log)).toEqual([]);
    // Drizzle's failed-query messages end with the bound values.
    expect(log).not.toMatch(/params: (?!\[redacted\])/);
    expect(log.split('\n').filter((line) => line.includes('unhandled error'))).toEqual([]);
    expect(stats.fiveHundreds).toBe(0);
  });
});
