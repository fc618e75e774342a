/**
 * Minimal Meta Graph API client: versioned GETs, retries with exponential backoff on rate limits
 * (codes 4, 17, 613, 80000–80014) and temporary errors (1, 2), and a clear error for an expired
 * or invalid token (190). No SDK: the API is plain HTTPS + JSON.
 */

export interface GraphClientOptions {
  accessToken: string;
  /** e.g. 'v23.0' */
  version: string;
  /** e.g. 'https://graph.facebook.com' (a local fake in tests). */
  baseUrl: string;
  maxRetries?: number;
  /** First backoff delay; doubles on each retry. */
  backoffMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

export class GraphApiError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
    readonly status: number,
    readonly subcode: number | null = null,
  ) {
    super(message);
    this.name = 'GraphApiError';
  }
}

export const META_TOKEN_MESSAGE =
  'O token de acesso da Meta expirou ou é inválido. Gere um novo token e atualize META_ACCESS_TOKEN.';
export const META_RATE_LIMIT_MESSAGE =
  'A Meta limitou as consultas à Biblioteca de Anúncios. Tente novamente em alguns minutos.';
export const META_UNAVAILABLE_MESSAGE = 'A API da Meta não respondeu. Tente novamente em instantes.';

export class MetaTokenError extends GraphApiError {}

export const isRateLimit = (code: number | null) =>
  code === 4 || code === 17 || code === 613 || (code !== null && code >= 80000 && code <= 80014);
export const isTemporary = (code: number | null) => code === 1 || code === 2;

interface GraphErrorBody {
  error?: { message?: string; code?: number; error_subcode?: number };
}

export type GraphClient = ReturnType<typeof createGraphClient>;

export const createGraphClient = (options: GraphClientOptions) => {
  const doFetch = options.fetch ?? globalThis.fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const maxRetries = options.maxRetries ?? 5;
  const backoffMs = options.backoffMs ?? 1000;
  const root = `${options.baseUrl.replace(/\/+$/, '')}/${options.version}`;

  /** Builds the first URL of a call; `next` URLs from paging are used as they come. */
  const urlFor = (path: string, params: Record<string, string | undefined>) => {
    const url = new URL(`${root}/${path.replace(/^\/+/, '')}`);
    for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') url.searchParams.set(k, v);
    url.searchParams.set('access_token', options.accessToken);
    return url.toString();
  };

  const getUrl = async <T>(url: string): Promise<T> => {
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        res = await doFetch(url, { headers: { accept: 'application/json' } });
      } catch {
        if (attempt >= maxRetries) throw new GraphApiError(META_UNAVAILABLE_MESSAGE, null, 0);
        await sleep(backoffMs * 2 ** attempt);
        continue;
      }
      const body = (await res.json().catch(() => ({}))) as GraphErrorBody & T;
      if (res.ok && !body.error) return body;
      const code = body.error?.code ?? null;
      const subcode = body.error?.error_subcode ?? null;
      if (code === 190) throw new MetaTokenError(META_TOKEN_MESSAGE, code, res.status, subcode);
      const retryable = isRateLimit(code) || isTemporary(code) || res.status >= 500;
      if (!retryable) {
        throw new GraphApiError(
          `A Meta recusou a consulta: ${body.error?.message ?? `HTTP ${res.status}`}`,
          code,
          res.status,
          subcode,
        );
      }
      if (attempt >= maxRetries) {
        throw new GraphApiError(
          isRateLimit(code) ? META_RATE_LIMIT_MESSAGE : META_UNAVAILABLE_MESSAGE,
          code,
          res.status,
          subcode,
        );
      }
      // Rate limits back off longer: Meta's windows are minutes, not seconds.
      await sleep(backoffMs * 2 ** attempt * (isRateLimit(code) ? 4 : 1));
    }
  };

  return {
    get: <T>(path: string, params: Record<string, string | undefined> = {}) =>
      getUrl<T>(urlFor(path, params)),
    getUrl,
  };
};
