import { z } from 'zod';

/** Every route of the contract lives under this path. */
export const API_PREFIX = '/api';

/** Field -> pt-BR messages, as shown next to each input. */
export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

export const ErrorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
  errors: FieldErrorsSchema.optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const PaginationMetaSchema = z.object({
  total: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
});
export type PaginationMeta = z.infer<typeof PaginationMetaSchema>;

export const okBody = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

export const listBody = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    success: z.literal(true),
    data: z.array(item),
    meta: PaginationMetaSchema,
    message: z.string().optional(),
  });

export const MessageBodySchema = z.object({ success: z.literal(true), message: z.string() });

/** Error statuses most routes can answer; routes spread the ones that apply. */
export const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  413: ErrorBodySchema,
  415: ErrorBodySchema,
  422: ErrorBodySchema,
  429: ErrorBodySchema,
  500: ErrorBodySchema,
  503: ErrorBodySchema,
} as const;

export const pick = <K extends keyof typeof errors>(...keys: K[]) =>
  Object.fromEntries(keys.map((k) => [k, errors[k]])) as Pick<typeof errors, K>;

/** Every route carries its guard; the API enforces it and a test proves none is missing. */
export const TOKEN_ABILITIES = ['read:ads', 'write:ads', 'write:favorites'] as const;
export type TokenAbility = (typeof TOKEN_ABILITIES)[number];

export type Guard = 'public' | 'user' | 'tester' | 'admin';
export type RouteAccess = {
  guard: Guard;
  /**
   * API tokens holding this ability may call the route, whatever `guard` asks of sessions (so
   * `access('admin', 'write:ads')` = admins, or a token with write:ads); without it tokens are refused.
   */
  tokenAbility?: TokenAbility;
};
export const access = (guard: Guard, tokenAbility?: TokenAbility) =>
  ({ access: tokenAbility ? { guard, tokenAbility } : { guard } }) as { access: RouteAccess };

export const UuidSchema = z.string().uuid('Identificador inválido');

/**
 * Deepest page a list answers. Query numbers are bounded here, in the contract, so `?page=1e20`
 * is a 400 with a pt-BR message instead of an OFFSET the database cannot hold (a 500).
 */
export const PAGE_MAX = 10_000;
export const PAGE_INVALID = 'Página inválida';

/** `?page=`: a whole number from 1 to `max` (PAGE_MAX unless the list is shallower). */
export const pageQuery = (max: number = PAGE_MAX) =>
  z.coerce
    .number({ invalid_type_error: PAGE_INVALID })
    .int(PAGE_INVALID)
    .min(1, PAGE_INVALID)
    .max(max, PAGE_INVALID)
    .default(1);

/** Longest address any URL field keeps. */
export const URL_MAX = 2048;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const URL_UNSAFE = /[\s\u0000-\u001F\u007F]/;

/** An absolute http(s) address with a host: `javascript:`, `data:`, relative or spaced addresses are not. */
export const isHttpUrl = (value: string): boolean => {
  if (URL_UNSAFE.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/**
 * Every address the API stores goes through this: only http(s), so a stored link can never run
 * script when the web renders it (`javascript:`) nor point at local files. The text is kept as
 * typed (trimmed), so duplicates are still found by equality.
 */
export const httpUrlSchema = (message: string, max: number = URL_MAX) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .max(max, message)
    .refine(isHttpUrl, message);

export const paginationMeta = (total: number, page: number, perPage: number): PaginationMeta => {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? null : (page - 1) * perPage + 1;
  const to = total === 0 ? null : Math.min(total, page * perPage);
  return { total, current_page: page, last_page: lastPage, per_page: perPage, from, to };
};
