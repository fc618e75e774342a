/**
 * Graph API failures and how to treat them. Shared by every Meta client (targeting search,
 * ads_archive): the codes come from Meta's "Handling Errors" and rate-limiting documentation.
 */

/** 4 app, 17 user, 613 custom, 80000–80014 business-use-case rate limits. */
export const RATE_LIMIT_CODES = new Set([4, 17, 613]);
const isBusinessUseCaseLimit = (code: number) => code >= 80000 && code <= 80014;
/** 1 unknown / 2 service temporarily unavailable: Meta says to retry. */
export const TEMPORARY_CODES = new Set([1, 2]);
/** 190: the access token expired, was revoked or is invalid. */
export const TOKEN_ERROR_CODE = 190;
/**
 * 100: invalid parameter (also sent as an OAuthException with subcodes, e.g. 33 for an object id
 * that does not exist). The request itself is wrong, so retrying cannot help and it is not an outage.
 */
export const INVALID_PARAMETER_CODE = 100;

export type GraphErrorKind = 'rate_limit' | 'temporary' | 'token' | 'invalid_parameter' | 'network' | 'other';

export interface GraphErrorBody {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  is_transient?: boolean;
  fbtrace_id?: string;
  /** Meta's explanation meant for end users, when it sends one. */
  error_user_title?: string;
  error_user_msg?: string;
}

export const classifyGraphError = (code: number | undefined, httpStatus: number): GraphErrorKind => {
  if (code !== undefined) {
    if (code === TOKEN_ERROR_CODE) return 'token';
    if (code === INVALID_PARAMETER_CODE) return 'invalid_parameter';
    if (RATE_LIMIT_CODES.has(code) || isBusinessUseCaseLimit(code)) return 'rate_limit';
    if (TEMPORARY_CODES.has(code)) return 'temporary';
  }
  if (httpStatus === 429) return 'rate_limit';
  if (httpStatus >= 500) return 'temporary';
  return 'other';
};

export class GraphError extends Error {
  readonly kind: GraphErrorKind;
  readonly code: number | undefined;
  readonly subcode: number | undefined;
  readonly httpStatus: number;
  readonly fbtraceId: string | undefined;
  readonly userMessage: string | undefined;

  constructor(httpStatus: number, body: GraphErrorBody | undefined, kind?: GraphErrorKind) {
    super(body?.message ?? `Graph API answered HTTP ${httpStatus}`);
    this.name = 'GraphError';
    this.httpStatus = httpStatus;
    this.code = body?.code;
    this.subcode = body?.error_subcode;
    this.fbtraceId = body?.fbtrace_id;
    this.userMessage = body?.error_user_msg;
    this.kind = kind ?? classifyGraphError(body?.code, httpStatus);
  }

  /** Worth another attempt after a pause. */
  get retryable() {
    return this.kind === 'rate_limit' || this.kind === 'temporary' || this.kind === 'network';
  }
}

/**
 * Meta's text made safe to show: no access token (the configured one, `EAA…` tokens, any
 * `access_token=` parameter), no markup or control characters, no '(#100)' prefix, bounded length.
 */
export const sanitizeGraphText = (text: string | undefined, accessToken?: string): string => {
  if (!text) return '';
  let out = text;
  if (accessToken) out = out.split(accessToken).join('***');
  out = out
    .replace(/access_token=[A-Za-z0-9._%*-]*/gi, 'access_token=***')
    .replace(/\bEA[A-Za-z0-9]{20,}/g, '***')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/^\s*\(#\d+\)\s*/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return out.length > 200 ? `${out.slice(0, 199)}…` : out;
};
