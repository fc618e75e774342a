import {
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { type Change, invalidateAfter } from './invalidation';
import { isOfflineRefusal, requireOnline } from './offline';
import { toastRequestError } from './toast';

/**
 * How a failed write reaches the user:
 * - a red toast: the server's pt-BR message, else `fallback`, under `title` (a plan refusal is
 *   titled 'Limite do plano Free' whatever the title);
 * - `'inline'`: the caller shows it itself (a form's alert and field errors);
 * - `'silent'`: a count the user did not ask for (a view, a copy): there is nothing to tell.
 */
export type MutationFailure = { title?: string; fallback: string } | 'inline' | 'silent';

type PerVariables<T, TVariables> = T | ((variables: TVariables) => T);

export interface AppMutationOptions<TData, TVariables, TOnMutateResult = unknown>
  extends Omit<
    UseMutationOptions<TData, Error, TVariables, TOnMutateResult>,
    'onError' | 'networkMode' | 'retry'
  > {
  failure: PerVariables<MutationFailure, TVariables>;
  /** What the write changes, from the one map (lib/invalidation.ts): refetched after it succeeds. */
  invalidates?: PerVariables<Change, TVariables>;
  /**
   * What to refetch after the server refused the write, when a refusal can mean the screen's copy
   * is stale (already saved in another tab, a partial import). Not after an offline refusal: that
   * write never left the device.
   */
  invalidatesOnFailure?: PerVariables<Change, TVariables>;
}

const resolve = <T, TVariables>(value: PerVariables<T, TVariables>, variables: TVariables): T =>
  typeof value === 'function' ? (value as (variables: TVariables) => T)(variables) : value;

/**
 * Every write of the app goes through here (`pnpm lint` refuses `useMutation` elsewhere), so each
 * one holds the same policy:
 * - offline it is refused at once, before its request or its own `onMutate`, never queued: it
 *   would be half-saved or replayed twice later (`networkMode: 'always'` lets it run to be refused);
 * - what it changed is refetched from the one invalidation map;
 * - its failure is told in pt-BR, by this hook, so the toast survives the screen that asked for
 *   it unmounting (a caller's per-call callbacks are dropped then).
 */
export const useAppMutation = <TData, TVariables = void, TOnMutateResult = unknown>({
  failure,
  invalidates,
  invalidatesOnFailure,
  ...options
}: AppMutationOptions<TData, TVariables, TOnMutateResult>): UseMutationResult<
  TData,
  Error,
  TVariables,
  TOnMutateResult
> => {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    networkMode: 'always',
    retry: false,
    onMutate: (variables, context) => {
      requireOnline();
      return options.onMutate?.(variables, context) as TOnMutateResult | Promise<TOnMutateResult>;
    },
    onSuccess: async (data, variables, onMutateResult, context) => {
      await options.onSuccess?.(data, variables, onMutateResult, context);
      // Awaited: the write is pending until the screens show it, so a dialog closes on fresh data.
      if (invalidates) await invalidateAfter(queryClient, resolve(invalidates, variables));
    },
    onError: async (error, variables) => {
      const how = resolve(failure, variables);
      if (typeof how === 'object') toastRequestError(error, how.fallback, how.title);
      if (invalidatesOnFailure && !isOfflineRefusal(error))
        await invalidateAfter(queryClient, resolve(invalidatesOnFailure, variables));
    },
  });
};
