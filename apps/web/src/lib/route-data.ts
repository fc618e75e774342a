import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { API_MESSAGES, ApiError } from './api-error';
import { isOffline } from './offline';

/** Why a route loader runs (TanStack Router's `cause`). */
export type LoaderCause = 'enter' | 'stay' | 'preload';

/**
 * A route loader's read of one query, for screens that read it with `useQuery`.
 *
 * - Entering the route, or preloading it when a link is hovered, waits for the data: the page
 *   paints with it, and a reload or 'Voltar' shows the same page at once from the cache.
 * - A change while on the route (next page, new search or filter) only starts the fetch: the
 *   screen keeps its results, dimmed, until the new ones arrive, and the search box keeps focus.
 * - Offline nothing is fetched: the screen reads the stored copy and says it is offline.
 * - A failure does not fail the route: the screen shows its own error, with a retry.
 */
export const loadQuery = async <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  cause: LoaderCause,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
) => {
  if (isOffline()) return;
  if (cause === 'stay') {
    void queryClient.prefetchQuery(options);
    return;
  }
  await queryClient.ensureQueryData(options).catch(() => undefined);
};

/**
 * loadQuery for a screen of one record: a record the API does not know, or will not show (another
 * user's answers 404, never 403), is the route's not-found screen rather than an error in the page.
 */
export const loadRecordQuery = async <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  cause: LoaderCause,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
) => {
  await loadQuery(queryClient, cause, options);
  const error = queryClient.getQueryState(options.queryKey)?.error;
  if (error instanceof ApiError && error.status === 404) throw notFound();
};

/**
 * A route loader's read of one query, for screens that read it with `useSuspenseQuery`: waits
 * for the data, and a failure shows the route's error screen. Offline, data that is not in the
 * cache fails at once with the network message instead of waiting for a connection.
 */
export const ensureQuery = <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
) => {
  if (isOffline() && queryClient.getQueryData(options.queryKey) === undefined) {
    throw new ApiError(0, API_MESSAGES.network);
  }
  return queryClient.ensureQueryData(options);
};
