import { type DashboardData, RECENT_FAVORITES_DEFAULT } from '@sniperads/contract';
import type { FavoritesService } from '../favorites/favorites.service';
import type { InterestLists } from '../interests/lists.service';

export interface DashboardDeps {
  favorites: Pick<FavoritesService, 'counts' | 'byNiche' | 'recent'>;
  interestLists: Pick<InterestLists, 'countFavorites'>;
  clock?: () => Date;
}

/** The dashboard owns no table: it sums up the user's favorites and starred interests. */
export const createDashboardService = ({
  favorites,
  interestLists,
  clock = () => new Date(),
}: DashboardDeps) => {
  const stats = async (userId: string) => {
    const [counts, favoriteInterests] = await Promise.all([
      favorites.counts(userId),
      interestLists.countFavorites(userId),
    ]);
    return {
      favorites_count: counts.total,
      favorite_interests_count: favoriteInterests,
      total_ads_saved: counts.adsSaved,
    };
  };

  return {
    stats,
    byNiche: (userId: string) => favorites.byNiche(userId),
    recent: (userId: string, limit: number) => favorites.recent(userId, limit),

    async all(userId: string): Promise<DashboardData> {
      const [s, byNiche, latest] = await Promise.all([
        stats(userId),
        favorites.byNiche(userId),
        favorites.recent(userId, RECENT_FAVORITES_DEFAULT),
      ]);
      return {
        meta: { generated_at: clock().toISOString(), user_id: userId },
        stats: s,
        favorites_by_niche: byNiche,
        recent_favorites: latest,
      };
    },
  };
};
