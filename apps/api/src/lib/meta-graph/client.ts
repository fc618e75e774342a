import { GraphError, type GraphErrorBody, sanitizeGraphText } from './errors';

export interface GraphClientOptions {
  accessToken: string;
  /** e.g. 'v23.0' */
  version: string;
  /** https://graph.facebook.com, or a local fake server in tests. */
  baseUrl: string;
  /** Attempts after the first one for rate-limit, temporary and network failures. */
  maxRetries?: number;
  /** First pause; doubles each retry (with jitter), capped at maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Jitter source, [0, 1). */
  random?: () => number;
}

export type GraphParams = Record<string, string | number | boolean | undefined>;

export interface GraphPage<T> {
  data: T[];
  paging?: { next?: string; cursors?: { after?: string } };
}

export interface GraphClient {
  get<T>(path: string, params?: GraphParams): Promise<T>;
  /**
   * Pages of a list edge, following `paging.next` (it carries the `after` cursor and every
   * parameter) until a page comes back empty, has no next link, or maxPages is reached.
   */
  pages<T>(path: string, params: GraphParams, maxPages: number): AsyncGenerator<T[]>;
  /** Follows `paging.next` until maxItems are collected or there is no next page. */
  getAll<T>(
    path: string,
    params: GraphParams,
    options: { maxItems: number; maxPages?: number },
  ): Promise<T[]>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A small Graph API client: access token, versioned base URL, timeouts, retries with exponential
 * backoff on rate limits (4, 17, 613, 80000–80014), temporary errors (1, 2), HTTP 5xx and network
 * failures; everything else (token error 190, invalid parameter 100…) fails at once as a GraphError.
 */
export const createGraphClient = (options: GraphClientOptions): GraphClient => {
  const {
    accessToken,
    version,
    maxRetries = 3,
    baseDelayMs = 1000,
    maxDelayMs = 30_000,
    timeoutMs = 15_000,
    sleep = defaultSleep,
    random = Math.random,
  } = options;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const base = new URL(options.baseUrl.replace(/\/+$/, ''));

  const buildUrl = (path: string, params: GraphParams = {}) => {
    const url = new URL(`${base.pathname.replace(/\/+$/, '')}/${version}/${path.replace(/^\/+/, '')}`, base);
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    url.searchParams.set('access_token', accessToken);
    return url;
  };

  /** Error texts may echo the request URL; the token must not travel on in logs or answers. */
  const scrubbed = (error: GraphErrorBody | undefined): GraphErrorBody | undefined =>
    error && {
      ...error,
      message: error.message === undefined ? undefined : sanitizeGraphText(error.message, accessToken),
      error_user_title:
        error.error_user_title === undefined
          ? undefined
          : sanitizeGraphText(error.error_user_title, accessToken),
      error_user_msg:
        error.error_user_msg === undefined ? undefined : sanitizeGraphText(error.error_user_msg, accessToken),
    };

  const once = async <T>(url: URL): Promise<T> => {
    let res: Response;
    try {
      res = await doFetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new GraphError(
        0,
        { message: error instanceof Error ? error.message : 'network error' },
        'network',
      );
    }
    const body = (await res.json().catch(() => undefined)) as { error?: GraphErrorBody } | undefined;
    if (!res.ok || body?.error) throw new GraphError(res.status, scrubbed(body?.error));
    if (body === undefined)
      throw new GraphError(res.status, { message: 'Graph API answered non-JSON' }, 'temporary');
    return body as T;
  };

  const withRetry = async <T>(url: URL): Promise<T> => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await once<T>(url);
      } catch (error) {
        if (!(error instanceof GraphError) || !error.retryable || attempt >= maxRetries) throw error;
        const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** attempt);
        await sleep(Math.round(delay * (0.5 + random() / 2)));
      }
    }
  };

  /** Only pages on the configured host are followed; the token must never leave for another origin. */
  const nextUrl = (next: string | undefined) => {
    if (!next || new URL(next).origin !== base.origin) return null;
    const url = new URL(next);
    if (!url.searchParams.has('access_token')) url.searchParams.set('access_token', accessToken);
    return url;
  };

  async function* pages<T>(path: string, params: GraphParams, maxPages: number): AsyncGenerator<T[]> {
    let url: URL | null = buildUrl(path, params);
    for (let page = 0; url && page < maxPages; page++) {
      const body: GraphPage<T> = await withRetry<GraphPage<T>>(url);
      if (!body.data || body.data.length === 0) return;
      yield body.data;
      url = nextUrl(body.paging?.next);
    }
  }

  return {
    get: (path, params) => withRetry(buildUrl(path, params)),
    pages,
    async getAll<T>(
      path: string,
      params: GraphParams,
      { maxItems, maxPages = 5 }: { maxItems: number; maxPages?: number },
    ) {
      const items: T[] = [];
      for await (const data of pages<T>(path, params, maxPages)) {
        items.push(...data);
        if (items.length >= maxItems) break;
      }
      return items.slice(0, maxItems);
    },
  };
};
