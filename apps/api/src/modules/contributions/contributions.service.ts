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
import type { AdLibrary } from '../ads/ad-library.service';
import type { Actor, AuditService } from '../audit/audit.service';
import type { UsersService } from '../users/users.service';
import { type ContributionRow, contributionsSummary, listContributions } from './contributions.repo';

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

export const createContributionsService = ({ db, users, audit, adLibrary }: ContributionsDeps) => {
  const load = async (id: string) => {
    const user = await users.findById(id);
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
      const { observationsRemoved, adsRemoved } = await adLibrary.purgeContributor(userId, (tx, purged) =>
        audit.record(tx, actor, 'user.purge_contributions', user, {
          observations_removed: purged.observationsRemoved,
          ads_removed: purged.removedAds.length,
        }),
      );
      const result: PurgeContributionsResult = {
        observations_removed: observationsRemoved,
        ads_removed: adsRemoved,
      };
      return { data: result, message: CONTRIBUTIONS_MESSAGES.purged(result) };
    },
  };
};
