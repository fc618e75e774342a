import { ERROR_CODES, type RouteAccess, TRANSPORT_ERROR_CODES } from '@sniperads/contract';
import type { AppRoute } from '@ts-rest/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ZodTypeAny, z } from 'zod';
import { bearer, createApiToken, createUser, DEFAULT_PASSWORD, login, useTestApp } from './helpers/app';
import { routesEndingCredentialsLast } from './helpers/routes';

/**
 * Every status a route answers must be declared in its contract `responses`, or the web's client
 * types (and the OpenAPI page) lie. Each route is driven by a matrix of callers (anonymous, a token
 * without abilities, a user, an admin, a token with every ability) and inputs (unknown and
 * malformed ids, an empty body, a plausible body sent twice so duplicates conflict), with the
 * limits set low so 429s and closed registration show up too. Answers about an unreadable request
 * (TRANSPORT_ERROR_CODES) apply to every route and are not listed one by one.
 */

const routes = routesEndingCredentialsLast();

const UNKNOWN_ID = '01900000-0000-7000-8000-000000000000';
const SAMPLE_TEXT = 'Amostra123';

/** Field names that ask for a particular shape of text. */
const TEXT_BY_NAME: [RegExp, string][] = [
  [/email/i, 'matriz@example.com'],
  [/phone|telefone|whatsapp/i, '11912345678'],
  [/url|link|image|website/i, 'https://example.com/anuncio'],
  [/(_at|_time|date)$/i, new Date().toISOString()],
  [/(^|_)id$/i, UNKNOWN_ID],
];

const sampleText = (def: Record<string, unknown>, key: string) => {
  const checks = def.checks as { kind: string; value?: number }[];
  const kinds = new Set(checks.map((c) => c.kind));
  if (kinds.has('email')) return 'matriz@example.com';
  if (kinds.has('url')) return 'https://example.com/anuncio';
  if (kinds.has('uuid')) return UNKNOWN_ID;
  if (kinds.has('datetime')) return new Date().toISOString();
  const byName = TEXT_BY_NAME.find(([re]) => re.test(key));
  if (byName) return byName[1];
  const min = checks.find((c) => c.kind === 'min')?.value ?? 0;
  const max = checks.find((c) => c.kind === 'max')?.value ?? Number.POSITIVE_INFINITY;
  return SAMPLE_TEXT.repeat(Math.ceil(min / SAMPLE_TEXT.length) || 1).slice(0, max);
};

/** A plausible value for a zod schema: not always valid (refinements), which is fine here. */
const sample = (schema: ZodTypeAny, key = ''): unknown => {
  const def = schema._def as { typeName: string } & Record<string, unknown>;
  switch (def.typeName) {
    case 'ZodObject':
      return Object.fromEntries(
        Object.entries((schema as z.AnyZodObject).shape)
          .map(([k, v]) => [k, sample(v as ZodTypeAny, k)])
          .filter(([, v]) => v !== undefined),
      );
    case 'ZodString':
      return sampleText(def, key);
    case 'ZodNumber': {
      const min = (def.checks as { kind: string; value: number }[]).find((c) => c.kind === 'min');
      return Math.max(1, min?.value ?? 1);
    }
    case 'ZodBoolean':
      return true;
    case 'ZodEnum':
      return (def.values as string[])[0];
    case 'ZodLiteral':
      return def.value;
    case 'ZodArray':
      return [sample(def.type as ZodTypeAny, key)];
    case 'ZodOptional':
    case 'ZodNullable':
    case 'ZodDefault':
    case 'ZodCatch':
    case 'ZodReadonly':
    case 'ZodBranded':
      return sample((def.innerType ?? def.type) as ZodTypeAny, key);
    case 'ZodEffects':
      return sample(def.schema as ZodTypeAny, key);
    case 'ZodPipeline':
      return sample(def.in as ZodTypeAny, key);
    case 'ZodUnion':
    case 'ZodDiscriminatedUnion':
      return sample((def.options as ZodTypeAny[])[0]!, key);
    case 'ZodIntersection':
      return {
        ...(sample(def.left as ZodTypeAny, key) as object),
        ...(sample(def.right as ZodTypeAny, key) as object),
      };
    case 'ZodLazy':
      return sample((def.getter as () => ZodTypeAny)(), key);
    default:
      return undefined; // any, unknown: nothing to suggest
  }
};

// Duck-typed: the contract's zod may be another copy of the module than this file's.
const isZod = (value: unknown): value is ZodTypeAny =>
  typeof (value as ZodTypeAny | null)?.safeParse === 'function';

const sampleQuery = (schema: unknown) => {
  if (!isZod(schema)) return '';
  const values = sample(schema);
  if (!values || typeof values !== 'object') return '';
  const scalars = Object.entries(values).filter(([, v]) =>
    ['string', 'number', 'boolean'].includes(typeof v),
  );
  return `?${new URLSearchParams(scalars.map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
};

const urlOf = (route: AppRoute, id: string) => route.path.replace(/:(\w+)/g, id);
const bodyOf = (route: AppRoute) => ('body' in route && isZod(route.body) ? sample(route.body) : undefined);

const callers: [string, Record<string, string>][] = [['anonymous', {}]];

const t = useTestApp({
  registrationOpen: false,
  authRateLimit: { max: 8, timeWindow: '1 minute' },
  ingest: { bodyLimit: 1024 * 1024, adsPerMinute: 1 },
});
beforeAll(async () => {
  const user = await createUser(t.database);
  const admin = await createUser(t.database, { isAdmin: true });
  // Every caller is its own account, so callers can run side by side.
  const [tokenOwner, extensionUser] = [await createUser(t.database), await createUser(t.database)];
  callers.push(
    ['token without abilities', bearer(await createApiToken(t.database, tokenOwner.id, []))],
    ['user', bearer(await login(t.app, { email: user.email, password: DEFAULT_PASSWORD }))],
    ['admin', bearer(await login(t.app, { email: admin.email, password: DEFAULT_PASSWORD }))],
    ['token with every ability', bearer(await createApiToken(t.database, extensionUser.id))],
  );
});

type Probe = { url: string; payload?: unknown };

/** Unknown and malformed ids with an empty body; then a plausible body, twice (the second conflicts). */
const probesOf = (route: AppRoute): Probe[] => {
  const plain = urlOf(route, UNKNOWN_ID);
  const malformed = urlOf(route, 'nao-e-um-id');
  const sampled = plain + sampleQuery(route.query);
  const probes: Probe[] = [{ url: plain, payload: {} }];
  if (malformed !== plain) probes.push({ url: malformed, payload: {} });
  if (route.method !== 'GET')
    probes.push({ url: sampled, payload: bodyOf(route) }, { url: sampled, payload: bodyOf(route) });
  else if (sampled !== plain) probes.push({ url: sampled });
  return probes;
};

describe('the contract declares every status a route answers', () => {
  it('answers each route of the matrix only with declared statuses, in the error envelope', async () => {
    const transport = new Set<string>(TRANSPORT_ERROR_CODES);
    const known = new Set<string>(ERROR_CODES);
    // One line per route, status and code (the first request that showed it).
    const problems = new Map<string, string>();

    const probe = async (
      name: string,
      route: AppRoute,
      who: string,
      headers: Record<string, string>,
      { url, payload }: Probe,
    ) => {
      const res = await t.app.inject({
        method: route.method,
        url,
        headers,
        ...(route.method === 'GET' ? {} : { payload: (payload ?? {}) as object }),
      });
      if (res.statusCode < 400) return;
      const answer = res.json() as { success?: unknown; message?: unknown; code?: unknown };
      const code = String(answer.code);
      const key = `${name} ${res.statusCode} ${code}`;
      const where = `${name} (${route.method} ${url}) as ${who}: ${res.statusCode} ${code}`;
      const declared = Object.keys(route.responses).map(Number);
      let problem: string | null = null;
      if (answer.success !== false || typeof answer.message !== 'string' || !known.has(code))
        problem = `${where}: not the error envelope, or an unknown code`;
      else if (!declared.includes(res.statusCode) && !transport.has(code))
        problem = `${where}: status not declared (declared: ${declared.join(', ')})`;
      if (problem && !problems.has(key)) problems.set(key, problem);
    };

    for (const [name, route] of routes) {
      const { guard } = (route.metadata as { access: RouteAccess }).access;
      const probes = probesOf(route);
      // Callers are different accounts, so they run side by side; each one's probes run in order.
      await Promise.all(
        callers.map(async ([who, headers]) => {
          // A caller the guard refuses is refused whatever it sends: one request says it all.
          const refused = guard !== 'public' && (who === 'anonymous' || who === 'token without abilities');
          for (const p of refused ? probes.slice(0, 1) : probes) await probe(name, route, who, headers, p);
        }),
      );
    }
    expect([...problems.values()]).toEqual([]);
  });
});
