import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';

/**
 * Building blocks for routes' `validateSearch` schemas. A bad value in the URL (typed by hand, an
 * old link) falls back to its default instead of failing the route, and defaults are stripped
 * from the URL (`stripSearchParams`), so `/favoritos` and `/favoritos?page=1` are the same page.
 *
 * Every list screen's route does the same: `validateSearch: XSearchSchema` (built from these),
 * `search: { middlewares: [stripSearchParams(X_SEARCH_DEFAULTS)] }` (the schema's `parse({})`), and
 * its component reads and changes the state with `useUrlState(Route)`, handing the page
 * `params` and `onParams`.
 */

/**
 * `schema`, or `value` when the URL holds something else. Typed as `schema` so navigation keeps
 * the schema's input type (zod's own `.catch` widens it to `unknown`).
 */
export const fallback = <T extends z.ZodTypeAny>(schema: T, value: z.output<T>): T =>
  schema.catch(value) as unknown as T;

/** A page number (1 when absent, invalid or past `max`, the last page the API serves). */
export const pageParam = (max = 10_000) => fallback(z.coerce.number().int().min(1).max(max), 1).default(1);

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

/**
 * The contract's optional query fields (a search's filters) as URL params under the same names:
 * each absent when missing or invalid, so the URL and the API read one vocabulary.
 */
export const optionalParams = <S extends z.ZodRawShape>(shape: S): S =>
  Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, fallback(field, undefined)])) as S;

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

/**
 * A list route's URL state and how its page changes part of it: `next` is merged into what the URL
 * holds (defaults are stripped by the route's middleware). `{ replace: true }` while typing, so
 * 'Voltar' does not step through keystrokes; a new history entry otherwise.
 */
export const useUrlState = <S extends object>(route: { useSearch: () => S }) => {
  const params = route.useSearch();
  // Without `to`, navigation stays on the current route and `prev` is its search.
  const navigate = useNavigate();
  const onParams = useCallback<SearchChange<S>>(
    (next, options) =>
      // The router types `search` per route; `route` is any list route, `next` is typed by its schema.
      void navigate({ search: (prev: S) => ({ ...prev, ...next }), ...options } as never),
    [navigate],
  );
  return { params, onParams };
};
