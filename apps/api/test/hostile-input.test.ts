import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contract, type ErrorCode, errorStatus } from '@sniperads/contract';
import { type AppRoute, isAppRoute } from '@ts-rest/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodTypeAny } from 'zod';
import { advertisements } from '../src/db/schema';
import { bearer, buildTestApp, createUser, login, type TestContext, useTestApp } from './helpers/app';
import { ENGLISH, type Envelope, expectEnvelope, portOf } from './helpers/error-envelope';

let admin: Record<string, string>;

const t = useTestApp();
beforeAll(async () => {
  const user = await createUser(t.database, { role: 'admin' });
  admin = bearer(await login(t.app, user));
});

const send = (method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...admin, ...headers },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });

describe('text that nothing can store', () => {
  it('refuses NUL bytes and lone surrogates in bodies, naming the field (was a 500)', async () => {
    const nul = expectEnvelope(
      await send('POST', '/api/folders/', { name: 'a\u0000b' }),
      400,
      'INVALID_CHARACTERS',
    );
    expect(nul.message).toBe('Texto contém caracteres inválidos no campo name.');
    expect(nul.errors).toEqual({ name: ['Texto contém caracteres inválidos.'] });

    for (const lone of ['x\uD800', '\uDC00y', 'a\uDBFFb']) {
      const res = await send('POST', '/api/interests/tracked', { nome: lone });
      expect(expectEnvelope(res, 400, 'INVALID_CHARACTERS').errors).toHaveProperty('nome');
    }
    const nested = await send('POST', '/api/favorites/', {
      url: 'https://exemplo.com',
      tags: ['ok', 'x\u0000'],
    });
    expect(expectEnvelope(nested, 400, 'INVALID_CHARACTERS').errors).toHaveProperty(['tags.1']);
    // The key itself: echoed back printable.
    const key = await send('POST', '/api/folders/', { name: 'Pasta', 'campo\u0000': 1 });
    expect(Object.keys(expectEnvelope(key, 400, 'INVALID_CHARACTERS').errors ?? {})).toEqual(['campo\uFFFD']);
  });

  it('refuses them in queries and path parameters too', async () => {
    expect(
      expectEnvelope(await send('GET', '/api/keywords?q=%00'), 400, 'INVALID_CHARACTERS').errors,
    ).toHaveProperty('q');
    expect(
      expectEnvelope(await send('GET', '/api/keywords/niche/sa%00ude'), 400, 'INVALID_CHARACTERS').errors,
    ).toHaveProperty('niche');
    // Percent-encoded lone surrogates are not UTF-8 at all: the router refuses the address.
    expectEnvelope(await send('GET', '/api/keywords/niche/%ED%A0%80'), 400, 'FST_ERR_BAD_URL');
  });

  it('answers the public auth routes with a 400, not a 500 that logs the failed INSERT', async () => {
    const anon = { authorization: '' };
    expectEnvelope(
      await send('POST', '/api/auth/', { email: 'a\u0000@b.com.br', password: 'x' }, anon),
      400,
      'INVALID_CHARACTERS',
    );
    const register = {
      name: 'Maria\u0000',
      email: 'maria.nul@example.com',
      phone: '11912345678',
      password: 'Senha1234',
      password_confirmation: 'Senha1234',
    };
    expectEnvelope(await send('POST', '/api/auth/register', register, anon), 400, 'INVALID_CHARACTERS');
    expectEnvelope(
      await send('POST', '/api/auth/forgot-password', { email: 'x\uD800@example.com' }, anon),
      400,
      'INVALID_CHARACTERS',
    );
  });

  it('keeps well-formed text, emoji (surrogate pairs) included', async () => {
    const res = await send('POST', '/api/folders/', { name: 'Ofertas 🚀 de verão' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.name).toBe('Ofertas 🚀 de verão');
  });

  it('lets ingest strip them from Meta payloads (one odd character never loses the batch)', async () => {
    const item = {
      id: '7700000000000000001',
      page_name: 'Loja\u0000 Exemplo',
      ad_creative_bodies: ['Promoção\u0000 imperdível \uD800de verão'],
      ad_snapshot_url: 'javascript:alert(1)',
      landing_url: 'javascript:alert(document.cookie)',
      creative_media_url: 'data:image/png;base64,AAAA',
      thumbnail_url: 'vbscript:msgbox(1)',
    };
    const res = await send('POST', '/api/advertisements/ingest', { ads: [item] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.created).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(advertisements)
      .where(eq(advertisements.adArchiveId, item.id));
    expect(row?.pageName).toBe('Loja Exemplo');
    expect(row?.adCreativeBodies).toEqual(['Promoção imperdível de verão']);
    expect([row?.adSnapshotUrl, row?.landingUrl, row?.creativeMediaUrl]).toEqual([null, null, null]);
  });
});

/** The number schema under a query field's wrappers (default, optional, preprocess), if it is one. */
const numberInside = (schema: ZodTypeAny): boolean => {
  const def = schema._def as { typeName: string } & Record<string, unknown>;
  if (def.typeName === 'ZodNumber') return true;
  const inner = def.innerType ?? def.schema ?? def.in;
  return inner ? numberInside(inner as ZodTypeAny) : false;
};

const walk = (node: object): AppRoute[] =>
  Object.values(node).flatMap((value) => (isAppRoute(value) ? [value] : walk(value as object)));

const UNKNOWN_ID = '01900000-0000-7000-8000-000000000000';

describe('query numbers are bounded by the contract', () => {
  const numericQueries = walk(contract).flatMap((route) => {
    const shape = (route.query as { shape?: Record<string, ZodTypeAny> } | undefined)?.shape ?? {};
    return Object.entries(shape)
      .filter(([, schema]) => numberInside(schema))
      .map(([key]) => [route, key] as const);
  });

  it('finds the numeric query parameters to test', () => {
    expect(numericQueries.map(([, key]) => key)).toEqual(
      expect.arrayContaining(['page', 'limit', 'per_page']),
    );
  });

  it('answers 1e20, -1, NaN, 1.5 and friends with a pt-BR 400 on every list (1e20 was a 500)', async () => {
    const hostile = [
      '1e20',
      '-1',
      'NaN',
      '1.5',
      '99999999999999999999',
      'Infinity',
      '0x7fffffff',
      'abc',
      '1,5',
    ];
    const problems: string[] = [];
    for (const [route, key] of numericQueries) {
      const path = route.path.replace(/:(\w+)/g, (_, name: string) =>
        name === 'niche' ? 'saude' : UNKNOWN_ID,
      );
      // Required companions of the query (the interests search needs a term).
      const base = route.path.endsWith('/interests/')
        ? 'search=marketing&'
        : route.path.endsWith('/search')
          ? 'q=x&'
          : '';
      for (const value of hostile) {
        const res = await send('GET', `${path}?${base}${key}=${encodeURIComponent(value)}`);
        const body = res.json() as Envelope;
        if (res.statusCode !== 400 || body.code !== 'VALIDATION_ERROR' || ENGLISH.test(body.message))
          problems.push(`${route.path}?${key}=${value}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('still takes ordinary pages', async () => {
    const res = await send('GET', '/api/favorites/?page=2&per_page=8');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta.current_page).toBe(2);
  });
});

describe('stored URLs are http(s) only', () => {
  const hostileUrls = [
    'javascript:alert(1)',
    'JavaScript://exemplo.com/%0Aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'http://',
    '//exemplo.com/x',
    'https://exem plo.com',
    'https://exemplo.com/\u0007',
  ];

  it('refuses them on favorites (url, image, creative and snapshot addresses)', async () => {
    for (const bad of hostileUrls) {
      expectEnvelope(await send('POST', '/api/favorites/', { url: bad }), 400, 'VALIDATION_ERROR');
      for (const field of ['image', 'creative_media_url', 'ad_snapshot_url']) {
        const res = await send('POST', '/api/favorites/', { url: 'https://exemplo.com/ok', [field]: bad });
        expect(expectEnvelope(res, 400, 'VALIDATION_ERROR').errors).toHaveProperty(field);
      }
    }
    const ok = await send('POST', '/api/favorites/', { url: '  https://exemplo.com/oferta?x=1  ' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.url).toBe('https://exemplo.com/oferta?x=1');
  });

  it('refuses them as a profile website and as tutorial links', async () => {
    for (const bad of hostileUrls) {
      const profile = await send('PUT', '/api/profile/', {
        name: 'Ana',
        email: 'ana.url@example.com',
        website: bad,
      });
      expect(expectEnvelope(profile, 400, 'VALIDATION_ERROR').errors).toHaveProperty('website');
    }
    const category = await send('POST', '/api/tutorial-categories/', { name: 'Tráfego' });
    const categoryId: string = category.json().data.id;
    const tutorial = (fields: Record<string, string>) =>
      send('POST', '/api/tutorial-contents/', {
        category_id: categoryId,
        title: 'Aula',
        duration: 60,
        external_url: 'https://www.youtube.com/watch?v=abc123XYZ',
        ...fields,
      });
    for (const bad of [...hostileUrls, 'javascript://www.youtube.com/watch?v=abc123XYZ']) {
      expectEnvelope(await tutorial({ external_url: bad }), 400, 'VALIDATION_ERROR');
      expectEnvelope(await tutorial({ thumbnail: bad }), 400, 'VALIDATION_ERROR');
    }
    expect((await tutorial({})).statusCode).toBe(201);
  });
});

describe('errors raised before any route runs answer in the envelope, in pt-BR', () => {
  it('malformed percent-encoding, too long path parameters, unknown routes and methods', async () => {
    expectEnvelope(await send('GET', '/api/favorites/%E0%A4%A'), 400, 'FST_ERR_BAD_URL');
    expectEnvelope(await send('GET', `/api/keywords/niche/${'a'.repeat(150)}`), 414, 'URI_TOO_LONG');
    expectEnvelope(await send('GET', '/api/nao-existe'), 404, 'NOT_FOUND');
    expectEnvelope(await send('POST', '/api/nao-existe', {}), 404, 'NOT_FOUND');
    // No route answers DELETE here: Fastify's router says 404, in the envelope.
    expectEnvelope(await send('DELETE', '/api/health'), 404, 'NOT_FOUND');
  });

  it('unreadable bodies: bad JSON, empty JSON, other media types, too large, bad encodings', async () => {
    const json = { 'content-type': 'application/json' };
    expectEnvelope(
      await send('POST', '/api/folders/', '{"name": ', json),
      400,
      'FST_ERR_CTP_INVALID_JSON_BODY',
    );
    expectEnvelope(await send('POST', '/api/folders/', '', json), 400, 'FST_ERR_CTP_EMPTY_JSON_BODY');
    expectEnvelope(
      await send('POST', '/api/folders/', '<pasta/>', { 'content-type': 'application/xml' }),
      415,
      'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    );
    const huge = JSON.stringify({ name: 'x'.repeat(t.config.bodyLimit + 10) });
    expectEnvelope(await send('POST', '/api/folders/', huge, json), 413, 'FST_ERR_CTP_BODY_TOO_LARGE');
    expectEnvelope(
      await send('POST', '/api/folders/', 'x', { ...json, 'content-encoding': 'br' }),
      415,
      'UNSUPPORTED_ENCODING',
    );
    expectEnvelope(
      await send('POST', '/api/folders/', 'não é gzip', { ...json, 'content-encoding': 'gzip' }),
      400,
      'CORRUPT_BODY_ENCODING',
    );
    // Prototype poisoning: refused by the JSON parser, answered like any bad request.
    const poisoned = await send('POST', '/api/folders/', '{"name":"a","__proto__":{"x":1}}', json);
    expect(poisoned.statusCode).toBe(400);
    expectEnvelope(poisoned, 400);
  });

  describe('over a real socket (Node HTTP parser errors)', () => {
    let port = 0;
    beforeAll(async () => {
      port = await portOf(t.app);
    });

    /** Writes raw bytes and reads the whole answer (the server closes after an error). */
    const raw = (request: string) =>
      new Promise<{ status: number; body: Envelope }>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        const chunks: Buffer[] = [];
        socket.on('data', (c) => chunks.push(c));
        socket.on('error', () => {}); // a reset after the answer is expected
        socket.on('close', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
          const body = text.slice(text.indexOf('\r\n\r\n') + 4);
          try {
            resolve({ status, body: JSON.parse(body) as Envelope });
          } catch {
            reject(new Error(`not JSON: ${text.slice(0, 300)}`));
          }
        });
        socket.end(request);
      });

    const expectRaw = (answer: { status: number; body: Envelope }, status: number, code: ErrorCode) => {
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject({ success: false, code });
      expect(answer.body.message).not.toMatch(ENGLISH);
      expect(errorStatus(code)).toBe(status);
    };

    it('431 for headers over the limit', async () => {
      const answer = await raw(
        `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Grande: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expectRaw(answer, 431, 'HEADERS_TOO_LARGE');
    });

    it('414 for an address longer than the parser reads', async () => {
      const answer = await raw(`GET /api/health?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      expectRaw(answer, 414, 'URI_TOO_LONG');
    });

    it('400 for malformed HTTP', async () => {
      expectRaw(await raw('ISSO NAO E HTTP\r\n\r\n'), 400, 'BAD_REQUEST');
      expectRaw(
        await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'),
        400,
        'BAD_REQUEST',
      );
    });

    it('400 for malformed percent-encoding', async () => {
      const answer = await raw(
        'GET /api/favorites/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      );
      expectRaw(answer, 400, 'FST_ERR_BAD_URL');
    });
  });
});

describe('the SPA fallback and the API 404', () => {
  let web: TestContext;
  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'sniperads-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>SniperAds</title>');
    web = await buildTestApp({ webDist });
  });
  afterAll(() => web?.close());

  it('serves the page for app paths and the JSON 404 only under /api/', async () => {
    for (const url of ['/favoritos', '/apiario', '/pasta/1?x=2']) {
      const res = await web.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
    }
    for (const url of ['/api', '/api/', '/api/nada', '/api?x=1']) {
      expectEnvelope(await web.app.inject({ method: 'GET', url }), 404, 'NOT_FOUND');
    }
    expectEnvelope(
      await web.app.inject({ method: 'POST', url: '/favoritos', payload: {} }),
      404,
      'NOT_FOUND',
    );
  });
});
