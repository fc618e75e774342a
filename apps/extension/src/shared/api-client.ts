import { type AdIngestSummary, AdIngestSummarySchema, ExtensionSessionSchema } from '@sniperads/contract';
import { z } from 'zod';
import { TEXTS } from './texts';

export type ApiFailureKind =
  | 'network'
  | 'timeout'
  | 'unauthorized'
  | 'forbidden'
  | 'rate-limited'
  | 'too-large'
  | 'unsupported-encoding'
  | 'bad-request'
  | 'not-found'
  | 'conflict'
  | 'server'
  | 'invalid-response';

export type ApiFailure = {
  ok: false;
  kind: ApiFailureKind;
  status: number | null;
  /** pt-BR, the API's own message when it sent one. */
  message: string;
  /** From Retry-After, in ms; null when absent or unreadable. */
  retryAfterMs: number | null;
};
export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

/** Older servers answer the session without folders or limits; the extension then uses defaults. */
export const SessionAnswerSchema = ExtensionSessionSchema.extend({
  can_use_folders: z.boolean().default(false),
  folders: ExtensionSessionSchema.shape.folders.default([]),
  ingest: ExtensionSessionSchema.shape.ingest.nullish().transform((v) => v ?? null),
});
export type SessionAnswer = z.infer<typeof SessionAnswerSchema>;

const okEnvelope = <T extends z.ZodTypeAny>(data: T) => z.object({ success: z.literal(true), data });
const errorEnvelope = z.object({ success: z.literal(false), message: z.string().min(1) });

export const REQUEST_TIMEOUT_MS = 30_000;

/** Retry-After is seconds or an HTTP date (RFC 9110 §10.2.3). */
export const parseRetryAfter = (value: string | null, now: number): number | null => {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
};

const kindOfStatus = (status: number): ApiFailureKind => {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'too-large';
  if (status === 415) return 'unsupported-encoding';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server';
  return 'bad-request';
};

const defaultMessage = (kind: ApiFailureKind, status: number): string => {
  switch (kind) {
    case 'unauthorized':
      return TEXTS.unauthorized;
    case 'forbidden':
      return TEXTS.forbidden;
    case 'not-found':
      return TEXTS.notFound;
    case 'too-large':
      return TEXTS.tooLarge;
    case 'rate-limited':
      return TEXTS.rateLimited;
    case 'server':
      return TEXTS.server(status);
    default:
      return TEXTS.httpError(status);
  }
};

export const gzip = async (text: string): Promise<ArrayBuffer> => {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Response(stream).arrayBuffer();
};

type Deps = { fetch?: typeof fetch; now?: () => number };
type Request = { method: 'GET' | 'POST'; path: string; json?: unknown; compress?: boolean };

/** Every call the extension makes to its server; nothing else ever leaves the browser. */
export const createApiClient = (serverUrl: string, token: string, deps: Deps = {}) => {
  const doFetch = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const now = deps.now ?? Date.now;

  const call = async <T>(
    req: Request,
    schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  ): Promise<ApiResult<T>> => {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
    let body: BodyInit | undefined;
    if (req.json !== undefined) {
      const text = JSON.stringify(req.json);
      headers['Content-Type'] = 'application/json';
      if (req.compress) {
        headers['Content-Encoding'] = 'gzip';
        body = await gzip(text);
      } else body = text;
    }
    let res: Response;
    try {
      res = await doFetch(`${serverUrl}/api${req.path}`, {
        method: req.method,
        headers,
        body,
        credentials: 'omit',
        cache: 'no-store',
        redirect: 'error',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      return fail(timedOut ? 'timeout' : 'network', null, timedOut ? TEXTS.timeout : TEXTS.network, null);
    }
    let json: unknown;
    try {
      json = JSON.parse(await res.text());
    } catch {
      if (res.ok) return fail('invalid-response', res.status, TEXTS.notJson, null);
      json = null;
    }
    if (!res.ok) {
      const kind = kindOfStatus(res.status);
      const envelope = errorEnvelope.safeParse(json);
      const message = envelope.success ? envelope.data.message : defaultMessage(kind, res.status);
      return fail(kind, res.status, message, parseRetryAfter(res.headers.get('Retry-After'), now()));
    }
    const parsed = okEnvelope(schema).safeParse(json);
    if (!parsed.success) return fail('invalid-response', res.status, TEXTS.badAnswer, null);
    return { ok: true, status: res.status, data: parsed.data.data as T };
  };

  return {
    getSession: () => call({ method: 'GET', path: '/tokens/current' }, SessionAnswerSchema),
    ingest: (ads: unknown[], compress = true): Promise<ApiResult<AdIngestSummary>> =>
      call(
        { method: 'POST', path: '/advertisements/ingest', json: { ads }, compress },
        AdIngestSummarySchema,
      ),
    favorite: (advertisementId: string, folderId: string | null) =>
      call(
        {
          method: 'POST',
          path: `/advertisements/${encodeURIComponent(advertisementId)}/favorites`,
          json: folderId ? { folder_id: folderId } : {},
        },
        z.unknown(),
      ),
  };
};
export type ApiClient = ReturnType<typeof createApiClient>;

const fail = (
  kind: ApiFailureKind,
  status: number | null,
  message: string,
  retryAfterMs: number | null,
): ApiFailure => ({ ok: false, kind, status, message, retryAfterMs });
