// The fetch wrapper every API client shares, and `ok`. It imports no route: auth-api.ts and
// lib/api/ build the clients on it.
import type { FieldErrors } from '@sniperads/contract/common';
import type { ApiFetcher, AppRoute } from '@ts-rest/core';
import { API_MESSAGES, ApiError } from './api-error';

export interface ApiFetcherOptions {
  getToken: () => string | null;
  /** Called when a call answers 401 (session expired or revoked). */
  onUnauthorized: () => void;
  /** Routes whose 401 is a normal answer (wrong password), not an expired session. */
  ignoreUnauthorizedFor?: AppRoute[];
  /**
   * Asked once when a call sent with token `used` answers 401: true when a renewed token is
   * stored and the call may be sent again, false when the session is over.
   */
  renewSession?: (used: string) => Promise<boolean>;
  fetch?: typeof fetch;
}

const isEventStream = (res: Response) => /^text\/event-stream\b/i.test(res.headers.get('content-type') ?? '');
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

const asApiError = (error: unknown) =>
  error instanceof ApiError ? error : new ApiError(0, API_MESSAGES.network);

/**
 * The fetch wrapper behind every API call: Bearer token, JSON in and out, and one error type
 * (`ApiError`) for 401, non-OK and non-JSON answers. Only 2xx answers are returned. A 401 first
 * tries to renew the session and sends the call again; only a refused renewal ends it.
 */
export const createApiFetcher = (options: ApiFetcherOptions): ApiFetcher => {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return async ({ route, path, method, headers, body, fetchOptions }) => {
    const send = async (token: string | null) => {
      const finalHeaders: Record<string, string> = { accept: 'application/json', ...headers };
      if (body !== undefined && body !== null && typeof body === 'string') {
        finalHeaders['content-type'] = 'application/json';
      }
      if (token) finalHeaders.authorization = `Bearer ${token}`;
      try {
        return await doFetch(path, { ...fetchOptions, method, headers: finalHeaders, body: body ?? null });
      } catch {
        throw new ApiError(0, API_MESSAGES.network);
      }
    };

    const token = options.getToken();
    let res = await send(token);

    const expected = options.ignoreUnauthorizedFor?.some((r) => sameRoute(r, route)) ?? false;
    if (res.status === 401 && !expected) {
      if (token && options.renewSession) {
        const renewed = await options.renewSession(token).catch((error: unknown) => {
          throw asApiError(error);
        });
        if (renewed) res = await send(options.getToken());
      }
      if (res.status === 401) {
        options.onUnauthorized();
        throw new ApiError(401, API_MESSAGES.unauthenticated);
      }
    }

    if (!res.ok) {
      const parsed = isJson(res) ? errorFields(await res.json().catch(() => null)) : {};
      throw new ApiError(res.status, parsed.message ?? API_MESSAGES.http(res.status), parsed);
    }

    // A streamed answer (text/event-stream) is handed over unread: its reader takes the events as they come.
    if (isEventStream(res)) return { status: res.status, body: res.body, headers: res.headers };
    return { status: res.status, body: await readJson(res), headers: res.headers };
  };
};

type Success<R> = Extract<R, { status: 200 | 201 | 202 | 204 }>;

/** Awaits a client call and returns its success body; the fetcher already threw for the rest. */
export const ok = async <R extends { status: number; body: unknown }>(
  call: Promise<R>,
): Promise<Success<R>['body']> => {
  const res = await call;
  if (res.status >= 200 && res.status < 300) return (res as Success<R>).body;
  throw new ApiError(res.status, API_MESSAGES.http(res.status));
};
