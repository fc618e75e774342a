import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteAccess } from '@sniperads/contract';
import type { AppRoute } from '@ts-rest/core';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ZodTypeAny } from 'zod';
import { seedDemoData } from '../src/bootstrap/demo';
import { buildOpenApi } from '../src/modules/docs/openapi';
import { bearer, createApiToken, login, useTestApp } from './helpers/app';
import { ALL_ABILITIES, adInput, createUser } from './helpers/factories';
import { contractRoutes } from './helpers/routes';

/**
 * Every GET route of the contract, called on the demo library by an admin (a token where the route
 * is for tokens), answers what it declares: the 200 body must pass both the route's zod response
 * schema and the OpenAPI document's schema for it (ajv, with formats). A handler that answers a
 * value its schema forbids, or a document that forbids what the API really answers, fails here.
 * No route is skipped: each path parameter gets a real id made below, and a new GET route with a
 * parameter fails ("no real value for :x") until it is given one.
 */

const DEMO_ADS = 400;

type Json = Record<string, unknown>;

// A built extension to hand out (its own test, modules/extension, checks the package itself).
const extensionDist = mkdtempSync(join(tmpdir(), 'sniperads-live-extension-'));
writeFileSync(
  join(extensionDist, 'manifest.json'),
  JSON.stringify({ manifest_version: 3, version: '1.0.0' }),
);
const t = useTestApp({ extension: { distDir: extensionDist, storeUrl: null } });
const doc = buildOpenApi();
const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));

/** Routes whose answer depends on the caller being an API token, not a session. */
const TOKEN_ONLY = new Set(['tokens.getCurrentToken']);

/** Routes that answer a file, not JSON: the declared content type is what they must send. */
const FILES: Record<string, string> = { 'extension.downloadExtension': 'application/zip' };

/** Query values a route cannot answer without (everything else is optional). */
const REQUIRED_QUERY: Record<string, Record<string, string>> = {
  'keywords.searchKeywords': { q: 'emagrecer' },
  'interests.searchInterests': { search: 'fitness' },
};

const routes = contractRoutes().filter(([, route]) => route.method === 'GET');

let session = '';
let apiToken = '';
/** Real ids for each path parameter, by route name, filled from the demo data below. */
const params: Record<string, Record<string, string>> = {};

const api = async (method: string, url: string, token: string, payload?: object) => {
  const res = await t.app.inject({ method: method as 'GET', url, headers: bearer(token), payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as { data: Json & Json[] };
};

beforeAll(async () => {
  const log = { info: () => {}, warn: () => {}, error: () => {} } as never;
  await seedDemoData(t.database.db, { ...t.config, demoData: true, demoAds: DEMO_ADS }, log);
  const admin = await createUser(t.database, { role: 'admin', plan: 'max' });
  session = await login(t.app, admin);
  apiToken = await createApiToken(t.database, admin.id, ALL_ABILITIES);

  // What a user makes for themselves: a shared folder with a saved ad (and the token above).
  const ads = await api('GET', '/api/advertisements?per_page=3', session);
  const adId = String(ads.data[0]!.id);
  const folder = (await api('POST', '/api/folders', session, { name: 'Pasta ao vivo' })).data;
  await api('PUT', `/api/folders/${folder.id}`, session, { is_public: true });
  await api('POST', `/api/advertisements/${adId}/favorites`, session, { folder_id: folder.id });
  const shared = (await api('GET', `/api/folders/${folder.id}`, session)).data;
  const tokens = (await api('GET', '/api/tokens', session)).data;
  // The admin's review: one offer approved, one rejected, the rest undecided (offer_status null).
  const escalated = (await api('GET', '/api/advertisements/is-escalated?per_page=3', session)).data;
  for (const [i, status] of ['approved', 'rejected'].entries()) {
    await api('POST', '/api/offers', session, { landing_domain: escalated[i]!.landing_domain, status });
  }
  const favorite = (await api('GET', '/api/favorites', session)).data[0]!;
  const studioItem = (await api('POST', '/api/studio', session, { id: favorite.id })).data;
  await api('POST', '/api/interests/favorites', session, {
    interest_id: '6003107902433',
    name: 'Fitness',
    audience_size_lower: 1_000_000,
    audience_size_upper: 1_200_000,
  });
  await api('POST', '/api/interests/tracked', session, { nome: 'Fitness', cpmAtual: 12.5 });
  // A browser registered for web push (its keys are only stored here, never used).
  await api('POST', '/api/notifications/push/devices', session, {
    endpoint: 'https://fcm.googleapis.com/fcm/send/live-answers',
    keys: { p256dh: 'BExamplePublicKeyOfTheBrowser', auth: 'authSecret16bytes' },
  });
  const category = (await api('GET', '/api/tutorial-categories', session)).data[0]!;
  await api('POST', '/api/tutorial-contents', session, {
    category_id: category.id,
    title: 'Estrutura de campanha',
    external_url: 'https://www.youtube.com/watch?v=abc123XYZ_-',
    duration: 754,
  });
  // An ad the admin's extension sends (a contribution), and an admin action (the audit log).
  await api('POST', '/api/advertisements/ingest', apiToken, { ads: [adInput()] });
  const other = await createUser(t.database);
  await api('PUT', `/api/admin/users/${other.id}`, session, { plan: 'pro' });
  const keywords = (await api('GET', '/api/keywords', session)).data;
  const niches = (await api('GET', '/api/keywords/niches', session)).data;

  const keyword = { id: String(keywords[0]!.id) };
  const user = { id: admin.id };
  Object.assign(params, {
    'keywords.getKeywordsByNiche': { niche: String(niches[0]!.niche ?? niches[0]) },
    'keywords.getKeyword': keyword,
    'keywords.getRelatedKeywords': keyword,
    'folders.getFolder': { id: String(folder.id) },
    'folders.getFolderItems': { id: String(folder.id) },
    'folders.getSharedFolder': { token: String(shared.share_token) },
    'tokens.getToken': { id: String(tokens[0]!.id) },
    'admin.getUser': user,
    'contributions.getUserContributions': user,
    'offers.getOfferPage': { domain: String(escalated[0]!.landing_domain) },
    'offers.getAdvertiserPage': { pageId: String(ads.data[0]!.page_id) },
    'studio.getStudioAi': { id: String(studioItem.studio_item_id) },
  });
}, 120_000);

const urlOf = (name: string, route: AppRoute) => {
  const path = route.path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[name]?.[key];
    if (!value) throw new Error(`${name}: no real value for :${key}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams(REQUIRED_QUERY[name] ?? {}).toString();
  return query ? `${path}?${query}` : path;
};

const openApiSchemaOf = (route: AppRoute) => {
  const path = route.path.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1');
  const operation = (doc.paths as Record<string, Record<string, Json>>)[path]?.get;
  const responses = operation?.responses as Record<string, { content?: Record<string, { schema: Json }> }>;
  return responses?.['200']?.content?.['application/json']?.schema;
};

describe('every GET route answers what it declares, on demo data', () => {
  it.each(routes)('%s', async (name, route) => {
    const access = (route.metadata as { access: RouteAccess }).access;
    const token = TOKEN_ONLY.has(name) ? apiToken : session;
    const res = await t.app.inject({
      method: 'GET',
      url: urlOf(name, route),
      headers: access.guard === 'public' ? {} : bearer(token),
    });
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    if (FILES[name]) {
      expect(res.headers['content-type']).toBe(FILES[name]);
      return;
    }
    const body = res.json();
    // An empty list would validate nothing: the set-up gives every list something to show.
    if (Array.isArray(body.data)) expect(body.data.length, `${name}: empty list`).toBeGreaterThan(0);

    const zodSchema = route.responses[200] as ZodTypeAny;
    const parsed = zodSchema.safeParse(body);
    expect(parsed.success ? [] : parsed.error.issues.slice(0, 5), `${name}: zod`).toEqual([]);

    const schema = openApiSchemaOf(route);
    expect(schema, `${name}: no 200 schema in the OpenAPI document`).toBeDefined();
    const validate = ajv.compile(schema!);
    validate(body);
    expect((validate.errors ?? []).slice(0, 5), `${name}: OpenAPI`).toEqual([]);
  });
});
