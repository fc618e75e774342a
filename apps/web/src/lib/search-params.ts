import { z } from 'zod';

/**
 * Building blocks for routes' `validateSearch` schemas. A bad value in the URL (typed by hand, an
 * old link) falls back to its default instead of failing the route, and defaults are stripped
 * from the URL (`stripSearchParams`), so `/favoritos` and `/favoritos?page=1` are the same page.
 */

/**
 * `schema`, or `value` when the URL holds something else. Typed as `schema` so navigation keeps
 * the schema's input type (zod's own `.catch` widens it to `unknown`).
 */
export const fallback = <T extends z.ZodTypeAny>(schema: T, value: z.output<T>): T =>
  schema.catch(value) as unknown as T;

/** A page number (1 when absent or invalid). */
export const pageParam = () => fallback(z.coerce.number().int().min(1).max(10_000), 1).default(1);

/**
 * Free text (a search box). The router reads `?q=2024` as a number: it is the text "2024".
 * Trimmed; empty means no search.
 */
export const textParam = () =>
  fallback(z.union([z.string(), z.number().transform(String)]).pipe(z.string().trim().max(200)), '').default(
    '',
  );

/** One of `values` (`fallbackValue` when absent or unknown). */
export const enumParam = <const T extends readonly [string, ...string[]]>(
  values: T,
  fallbackValue: T[number],
) => fallback(z.enum(values), fallbackValue).default(fallbackValue);

/** One of the allowed page sizes. */
export const sizeParam = (sizes: readonly number[], fallbackValue: number) =>
  fallback(
    z.coerce.number().refine((n) => sizes.includes(n)),
    fallbackValue,
  ).default(fallbackValue);

/** An optional id; absent when missing or invalid. */
export const idParam = () =>
  fallback(
    z
      .union([z.string(), z.number().transform(String)])
      .pipe(z.string().min(1).max(200))
      .optional(),
    undefined,
  );

/** Grid or list view of a collection. */
export const layoutParam = () => enumParam(['grid', 'list'], 'grid');

/** How a page asks to change its URL state; `replace` while typing, a new history entry otherwise. */
export type SearchChange<S> = (next: Partial<S>, options?: { replace?: boolean }) => void;

/** An on/off switch (`?hidden=true`); off when absent or invalid. */
export const flagParam = () => fallback(z.boolean(), false).default(false);
