import { contract } from '@sniperads/contract';
import { initClient } from '@ts-rest/core';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

type InjectHeaders = Record<string, string | string[] | number | undefined>;

const toHeaders = (raw: InjectHeaders) => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
  }
  return headers;
};

/**
 * The contract's own client, answered in-process by `app.inject`: calls are typed from the
 * contract (params, query, body) and answers come back as `{ status, body, headers }` unions of
 * the statuses the route declares. JSON bodies are parsed; anything else stays text. `from` sets the
 * caller's address, for limits kept per address. `target` is an app or a test context.
 */
export const testClient = (
  target: FastifyInstance | { readonly app: FastifyInstance },
  token?: string,
  from: { remoteAddress?: string } = {},
) =>
  initClient(contract, {
    baseUrl: '',
    baseHeaders: token ? { authorization: `Bearer ${token}` } : {},
    throwOnUnknownStatus: false,
    api: async ({ path, method, headers, body }) => {
      // A test context (useTestApp) is read at call time: its app is built in a beforeAll.
      const app = 'inject' in target ? target : target.app;
      const res = await app.inject({
        method: method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
        url: path,
        headers,
        ...from,
        ...(body === undefined || body === null ? {} : { payload: body as string }),
      });
      const isJson = /\bjson\b/.test(String(res.headers['content-type'] ?? ''));
      return {
        status: res.statusCode,
        body: isJson ? res.json() : res.body,
        headers: toHeaders(res.headers),
      };
    },
  });

export type TestClient = ReturnType<typeof testClient>;

type Answer = { status: number; body: unknown };

/**
 * Asserts the status (showing the body when it differs) and returns the body typed for it, e.g.
 * `expectStatus(await api.favorites.create({ body }), 201).data.id`.
 */
export const expectStatus = <R extends Answer, S extends R['status']>(
  res: R,
  status: S,
): Extract<R, { status: S }>['body'] => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return (res as Extract<R, { status: S }>).body;
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Sends `ads` to the ingest route as `client` (an extension's token, an admin) and returns its report. */
export const sendAds = async (client: TestClient, ads: unknown[]) =>
  expectStatus(await client.ads.ingestAdvertisements({ body: { ads } }), 200).data;
