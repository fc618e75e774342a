import type { CreateFollowInput, Follow } from '@sniperads/contract/radar';
import { type FollowKind, type SearchRule, searchFollowKey } from '@sniperads/contract/rules/radar';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { radarApi } from './api/radar';
import { ok } from './api-fetcher';
import { radarKeys } from './query-keys';
import { toastSuccess } from './toast';
import { useAppMutation } from './use-app-mutation';

/**
 * The radar's follows (GET /radar): the Radar screen lists them, and the 'Seguir' buttons of the
 * offer page, the advertiser page and Mineração read whether what they show is followed.
 */
export const radarQueryOptions = () =>
  queryOptions({
    queryKey: radarKeys.all,
    queryFn: async ({ signal }) => (await ok(radarApi.getRadar({ fetchOptions: { signal } }))).data,
    // What changed comes from ingests nobody on this screen made: every visit reads it again.
    staleTime: 0,
  });

export const useRadar = () => useQuery(radarQueryOptions());

/** The key a follow of this offer, advertiser or search has (the API's, rules/radar.ts). */
export const followKeyOf = (kind: FollowKind, target: string, search?: SearchRule) =>
  kind === 'search' ? searchFollowKey(search ?? {}) : kind === 'offer' ? target.toLowerCase() : target;

/** The user's follow of this thing, if any (undefined while the radar loads). */
export const useFollowOf = (kind: FollowKind, key: string): Follow | null | undefined => {
  const radar = useRadar();
  // A radar that failed to load still lets the user follow (the API refuses a duplicate with 409).
  if (!radar.data) return radar.isError ? null : undefined;
  return radar.data.follows.find((f) => f.kind === kind && f.key === key) ?? null;
};

export const useFollow = () =>
  useAppMutation({
    mutationFn: async (body: CreateFollowInput) => (await ok(radarApi.createFollow({ body }))).message,
    onSuccess: (message) => toastSuccess(message ?? '', undefined, 2000),
    failure: { title: 'Não foi possível seguir', fallback: 'Tente novamente em instantes.' },
    invalidates: 'radar-changed',
    invalidatesOnFailure: 'radar-changed',
  });

export const useUnfollow = () =>
  useAppMutation({
    mutationFn: async (id: string) => (await ok(radarApi.deleteFollow({ params: { id } }))).message,
    onSuccess: (message) => toastSuccess(message ?? '', undefined, 2000),
    failure: { title: 'Não foi possível deixar de seguir', fallback: 'Tente novamente em instantes.' },
    invalidates: 'radar-changed',
    invalidatesOnFailure: 'radar-changed',
  });

/** Opening an item on the radar marks it seen; nobody asked for a toast. */
export const useVisitFollow = () =>
  useAppMutation({
    mutationFn: async (id: string) => (await ok(radarApi.visitFollow({ params: { id } }))).message,
    failure: 'silent',
    invalidates: 'radar-changed',
  });
