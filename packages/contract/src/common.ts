import { z } from 'zod';

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

export const paginationMeta = (total: number, page: number, perPage: number): PaginationMeta => {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? null : (page - 1) * perPage + 1;
  const to = total === 0 ? null : Math.min(total, page * perPage);
  return { total, current_page: page, last_page: lastPage, per_page: perPage, from, to };
};
