import { favoritesUsageText, formatStorage, mediaUsageText, type PlanUsage } from '@sniperads/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileApi } from './api/profile';
import { ok } from './api-fetcher';
import { offlineQuery } from './offline-cache';
import { planKeys } from './query-keys';

/** GET /api/profile/plan: the plan in force, its limits and the account's use of them. */
export const planUsageQueryOptions = () =>
  queryOptions({
    queryKey: planKeys.usage(),
    queryFn: async () => (await ok(profileApi.getPlan())).data,
    staleTime: 60 * 1000,
    // Kept on the device like the lists it describes; offline it never blocks a screen by itself
    // (the limits are a note beside the content, and the API decides anyway).
    ...offlineQuery,
    meta: { ...offlineQuery.meta, supporting: true },
  });

export const usePlanUsage = () => useQuery(planUsageQueryOptions());

export interface FavoritesAllowance {
  /** '7 de 10 favoritos', or null when the plan has no limit. */
  text: string | null;
  /** 0–100 of the limit used (capped), or null when unlimited. */
  percent: number | null;
  /** No more favorites can be saved on this plan. */
  full: boolean;
}

/** What the favorites screen says about the limit before the user reaches it. */
export const favoritesAllowance = (
  usage: Pick<PlanUsage, 'limits' | 'usage'> | undefined,
): FavoritesAllowance => {
  const limit = usage?.limits.favorites ?? null;
  if (!usage || limit === null) return { text: null, percent: null, full: false };
  const used = usage.usage.favorites;
  return {
    text: favoritesUsageText(used, limit),
    percent: Math.min(100, Math.round((used / limit) * 100)),
    full: used >= limit,
  };
};

export interface MediaAllowance {
  /** '12,5 MB de 100 MB usados', or '12,5 MB usados' when the account has no limit. */
  text: string;
  /** 0–100 of the quota used (capped), or null when unlimited. */
  percent: number | null;
  /** New favorites are saved without a copy of their media. */
  full: boolean;
}

/** What /perfil says about the media archive's quota. */
export const mediaAllowance = (usage: Pick<PlanUsage, 'limits' | 'usage'>): MediaAllowance => {
  const used = usage.usage.media_bytes;
  const limit = usage.limits.media_bytes;
  if (limit === null) return { text: `${formatStorage(used)} usados`, percent: null, full: false };
  return {
    text: mediaUsageText(used, limit) ?? '',
    percent: limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100,
    full: used >= limit,
  };
};
