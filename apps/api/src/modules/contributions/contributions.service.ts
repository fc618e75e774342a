import {
  CONTRIBUTION_EXCERPT_MAX,
  CONTRIBUTIONS_MESSAGES,
  type Contribution,
  type ContributionsQuerySchema,
  type ContributionsSummary,
  type PurgeContributionsResult,
  paginationMeta,
} from '@sniperads/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { writeAudit } from '../admin/audit.repo';
import { findUserById } from '../auth/users.repo';
import { invalidateStats } from '../offers/stats-cache';
import {
  type ContributionRow,
  contributionsSummary,
  listContributions,
  purgeContributions,
} from './contributions.repo';

export interface Actor {
  user: UserRow;
  ip: string | null;
}

export interface ContributionsDeps {
  db: Db;
  /** Deletes archived thumbnail files (the media plugin's `thumbnails.remove`). */
  removeThumbnails: (keys: string[]) => Promise<void>;
  log: FastifyBaseLogger;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const excerpt = (row: ContributionRow) => {
  const text = (row.title?.trim() || row.body?.trim() || '').replace(/\s+/g, ' ');
  if (!text) return null;
  return text.length > CONTRIBUTION_EXCERPT_MAX ? `${text.slice(0, CONTRIBUTION_EXCERPT_MAX - 1)}…` : text;
};

const toContribution = (row: ContributionRow): Contribution => ({
  id: row.id,
  source: row.source,
  created_ad: row.createdAd,
  fields_changed: row.fieldsChanged,
  times: row.times,
  first_observed_at: iso(row.firstObservedAt),
  last_observed_at: iso(row.lastObservedAt),
  ad: {
    id: row.adId,
    ad_archive_id: row.adArchiveId,
    page_name: row.pageName,
    excerpt: excerpt(row),
    landing_domain: row.landingDomain,
  },
});

export const createContributionsService = ({ db, removeThumbnails, log }: ContributionsDeps) => {
  const load = async (id: string) => {
    const user = await findUserById(db, id);
    if (!user) throw notFound(CONTRIBUTIONS_MESSAGES.userNotFound);
    return user;
  };

  return {
    async list(userId: string, query: z.output<typeof ContributionsQuerySchema>) {
      await load(userId);
      const [rows, totals] = await Promise.all([
        listContributions(db, userId, query.page, query.per_page),
        contributionsSummary(db, userId),
      ]);
      const summary: ContributionsSummary = {
        observations: totals.observations,
        ads_created: totals.adsCreated,
        ads_filled: totals.adsFilled,
        last_observed_at: totals.lastObservedAt ? iso(totals.lastObservedAt) : null,
      };
      return {
        data: rows.map(toContribution),
        meta: paginationMeta(totals.observations, query.page, query.per_page),
        summary,
      };
    },

    /** Observations and the ads only this account saw go in one transaction, with the audit entry. */
    async purge(actor: Actor, userId: string) {
      const user = await load(userId);
      const { observationsRemoved, removedAds } = await db.transaction(async (tx) => {
        const purged = await purgeContributions(tx, userId);
        await writeAudit(tx, {
          actorId: actor.user.id,
          actorEmail: actor.user.email,
          action: 'user.purge_contributions',
          targetId: user.id,
          targetLabel: user.email,
          details: {
            observations_removed: purged.observationsRemoved,
            ads_removed: purged.removedAds.length,
          },
          ip: actor.ip,
        });
        return purged;
      });
      if (removedAds.length > 0) {
        invalidateStats(db);
        const keys = removedAds.flatMap((ad) => (ad.thumbnailKey ? [ad.thumbnailKey] : []));
        // The rows are gone already; a file left behind is only logged.
        if (keys.length > 0)
          await removeThumbnails(keys).catch((err: unknown) =>
            log.error({ err, keys }, 'contributions purge: thumbnail remove failed'),
          );
      }
      const result: PurgeContributionsResult = {
        observations_removed: observationsRemoved,
        ads_removed: removedAds.length,
      };
      return { data: result, message: CONTRIBUTIONS_MESSAGES.purged(result) };
    },
  };
};
