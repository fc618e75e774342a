import { contract, type FieldErrors } from '@sniperads/contract';
import { type ApiFetcher, type AppRoute, initClient } from '@ts-rest/core';
import { API_MESSAGES, ApiError } from './api-error';
import { auth } from './auth';

export interface ApiFetcherOptions {
  getToken: () => string | null;
  /** Called when a call answers 401 (session expired or revoked). */
  onUnauthorized: () => void;
  /** Routes whose 401 is a normal answer (wrong password), not an expired session. */
  ignoreUnauthorizedFor?: AppRoute[];
  fetch?: typeof fetch;
}

const isJson = (res: Response) => /\bjson\b/i.test(res.headers.get('content-type') ?? '');

const readJson = async (res: Response): Promise<unknown> => {
  if (!isJson(res)) throw new ApiError(res.status, API_MESSAGES.notJson);
  try {
    return await res.json();
  } catch {
    throw new ApiError(res.status, API_MESSAGES.notJson);
  }
};

const errorFields = (body: unknown) => {
  if (!body || typeof body !== 'object') return {};
  const { message, code, errors } = body as { message?: unknown; code?: unknown; errors?: unknown };
  return {
    message: typeof message === 'string' && message.trim() ? message : undefined,
    code: typeof code === 'string' ? code : undefined,
    errors: errors && typeof errors === 'object' ? (errors as FieldErrors) : undefined,
  };
};

const sameRoute = (a: AppRoute, b: AppRoute) => a.method === b.method && a.path === b.path;

/**
 * The fetch wrapper behind every API call: Bearer token, JSON in and out, and one error type
 * (`ApiError`) for 401, non-OK and non-JSON answers. Only 2xx answers are returned.
 */
export const createApiFetcher = (options: ApiFetcherOptions): ApiFetcher => {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return async ({ route, path, method, headers, body, fetchOptions }) => {
    const token = options.getToken();
    const finalHeaders: Record<string, string> = { accept: 'application/json', ...headers };
    if (body !== undefined && body !== null && typeof body === 'string') {
      finalHeaders['content-type'] = 'application/json';
    }
    if (token) finalHeaders.authorization = `Bearer ${token}`;

    let res: Response;
    try {
      res = await doFetch(path, { ...fetchOptions, method, headers: finalHeaders, body: body ?? null });
    } catch {
      throw new ApiError(0, API_MESSAGES.network);
    }

    if (res.status === 401) {
      const expected = options.ignoreUnauthorizedFor?.some((r) => sameRoute(r, route)) ?? false;
      if (!expected) {
        options.onUnauthorized();
        throw new ApiError(401, API_MESSAGES.unauthenticated);
      }
    }

    if (!res.ok) {
      const parsed = isJson(res) ? errorFields(await res.json().catch(() => null)) : {};
      throw new ApiError(res.status, parsed.message ?? API_MESSAGES.http(res.status), parsed);
    }

    return { status: res.status, body: await readJson(res), headers: res.headers };
  };
};

let unauthorizedHandler: () => void = () => {
  if (window.location.pathname !== '/login') window.location.assign('/login');
};

/** The router installs an SPA navigation here (see src/router.tsx). */
export const setUnauthorizedHandler = (handler: () => void) => {
  unauthorizedHandler = handler;
};

export const api = initClient(contract, {
  baseUrl: '',
  api: createApiFetcher({
    getToken: () => auth.getSnapshot().token,
    onUnauthorized: () => {
      auth.clear();
      unauthorizedHandler();
    },
    ignoreUnauthorizedFor: [contract.auth.login, contract.auth.logout],
  }),
});

type Success<R> = Extract<R, { status: 200 | 201 | 202 | 204 }>;

/** Awaits a client call and returns its success body; the fetcher already threw for the rest. */
export const ok = async <R extends { status: number; body: unknown }>(
  call: Promise<R>,
): Promise<Success<R>['body']> => {
  const res = await call;
  if (res.status >= 200 && res.status < 300) return (res as Success<R>).body;
  throw new ApiError(res.status, API_MESSAGES.http(res.status));
};
