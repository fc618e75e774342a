import {
  CONTRIBUTION_EXCERPT_MAX,
  CONTRIBUTIONS_MESSAGES,
  type Contribution,
  type ContributionsQuerySchema,
  type ContributionsSummary,
  type PurgeContributionsResult,
  paginationMeta,
} from '@sniperads/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { iso } from '../../db/sql';
import { notFound } from '../../lib/app-error';
import type { AdLibrary, PurgedContributions } from '../ads/ad-library.service';
import type { Actor, AuditService } from '../audit/audit.service';
import type { UsersService } from '../users/users.service';
import {
  type ContributionRow,
  contributionsSummary,
  listContributions,
  tombstoneOf,
} from './contributions.repo';

export interface ContributionsDeps {
  db: Db;
  users: UsersService;
  audit: AuditService;
  adLibrary: AdLibrary;
}

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

const resultOf = (p: PurgedContributions): PurgeContributionsResult => ({
  observations_removed: p.observationsRemoved,
  claims_purged: p.claimsPurged,
  ads_removed: p.removedAds.length,
  ads_recomputed: p.adsRecomputed,
  ads_changed: p.adsChanged,
  restarted: p.restarted,
  stopped: p.stopped,
  takedowns_undone: p.takedownsUndone,
  thumbnails_redone: p.thumbnailsRedone,
  texts_restored: p.textsRestored,
  counts_corrected: p.countsCorrected,
  left_signals: p.leftSignals,
});

export const createContributionsService = ({ db, users, audit, adLibrary }: ContributionsDeps) => {
  /** The account, or what is left of a deleted one that fed the library (its purge must stay possible). */
  const load = async (id: string) => {
    const user = await users.findById(id);
    if (user) return { id: user.id, email: user.email };
    const tombstone = await tombstoneOf(db, id);
    if (!tombstone) throw notFound(CONTRIBUTIONS_MESSAGES.userNotFound);
    return { id, email: tombstone.email ?? `${CONTRIBUTIONS_MESSAGES.deletedAccount} ${id}` };
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

    /** The account's claims stop counting and what they bent is recomputed, with the audit entry, in one transaction. */
    async purge(actor: Actor, userId: string) {
      const user = await load(userId);
      const purged = await adLibrary.purgeContributor(userId, (tx, effects) =>
        audit.record(tx, actor, 'user.purge_contributions', user, resultOf(effects)),
      );
      const result = resultOf(purged);
      return { data: result, message: CONTRIBUTIONS_MESSAGES.purged(result) };
    },
  };
};
