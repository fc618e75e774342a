import type { PlanUsage } from '@sniperads/contract';
import type { UserRow } from '../../db/schema';
import { iso } from '../../db/sql';
import type { FavoritesService } from '../favorites/favorites.service';
import type { FoldersService } from '../folders/folders.service';
import type { InterestLists } from '../interests/lists.service';
import { limitsOf, planOf } from '../users/plan';

export interface PlanUsageDeps {
  favorites: Pick<FavoritesService, 'counts'>;
  folders: Pick<FoldersService, 'countsByUser'>;
  interestLists: Pick<InterestLists, 'countFavorites' | 'countTracked'>;
  media: { usedBytes(userId: string): Promise<number> };
}

/** The plan in force with its limits and the account's use of them, counted like everywhere else. */
export const createPlanUsage =
  ({ favorites, folders, interestLists, media }: PlanUsageDeps) =>
  async (user: UserRow, now = new Date()): Promise<PlanUsage> => {
    const [favoriteCounts, folderCounts, favoriteInterests, tracked, mediaBytes] = await Promise.all([
      favorites.counts(user.id),
      folders.countsByUser([user.id]),
      interestLists.countFavorites(user.id),
      interestLists.countTracked(user.id),
      media.usedBytes(user.id),
    ]);
    const inForce = planOf(user, now);
    const limits = limitsOf(user, now);
    return {
      plan: user.plan,
      effective_plan: inForce.plan,
      plan_source: inForce.source,
      trial_ends_at: user.isTrial ? iso(user.trialEndsAt) : null,
      limits: {
        favorites: limits.favorites,
        folders: limits.folders,
        hidden_interests: limits.hiddenInterests,
        media_bytes: limits.mediaBytes,
      },
      usage: {
        favorites: favoriteCounts.total,
        folders: folderCounts.get(user.id) ?? 0,
        favorite_interests: favoriteInterests,
        tracked_interests: tracked,
        media_bytes: mediaBytes,
      },
    };
  };
