import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { access, okBody, pick } from './common';
import { FavoriteSchema } from './favorites';

const c = initContract();

export const DashboardStatsSchema = z.object({
  favorites_count: z.number().int(),
  favorite_interests_count: z.number().int(),
  /** Favorites that came from the ad library or the Chrome extension (not typed in by hand). */
  total_ads_saved: z.number().int(),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

export const FavoritesByNicheSchema = z.object({
  /** null groups favorites saved without a niche ("Sem nicho" on screen). */
  niche: z.string().nullable(),
  count: z.number().int(),
});
export type FavoritesByNiche = z.infer<typeof FavoritesByNicheSchema>;

export const RECENT_FAVORITES_DEFAULT = 10;

export const DashboardSchema = z.object({
  meta: z.object({ generated_at: z.string(), user_id: z.string() }),
  stats: DashboardStatsSchema,
  favorites_by_niche: z.array(FavoritesByNicheSchema),
  recent_favorites: z.array(FavoriteSchema),
});
export type DashboardData = z.infer<typeof DashboardSchema>;

export const dashboardContract = c.router({
  getDashboard: {
    method: 'GET',
    path: '/dashboard/',
    summary: 'Tudo do dashboard numa chamada',
    responses: { 200: okBody(DashboardSchema), ...pick(401, 403, 500) },
    metadata: access('user'),
  },
  getStats: {
    method: 'GET',
    path: '/dashboard/stats',
    summary: 'Contadores do dashboard',
    responses: { 200: okBody(DashboardStatsSchema), ...pick(401, 403, 500) },
    metadata: access('user'),
  },
  getFavoritesByNiche: {
    method: 'GET',
    path: '/dashboard/favorites-by-niche',
    summary: 'Favoritos por nicho',
    responses: { 200: okBody(z.array(FavoritesByNicheSchema)), ...pick(401, 403, 500) },
    metadata: access('user'),
  },
  getRecentFavorites: {
    method: 'GET',
    path: '/dashboard/recent-favorites',
    summary: 'Favoritos mais recentes',
    query: z.object({ limit: z.coerce.number().int().min(1).max(50).default(RECENT_FAVORITES_DEFAULT) }),
    responses: { 200: okBody(z.array(FavoriteSchema)), ...pick(400, 401, 403, 500) },
    metadata: access('user'),
  },
});
