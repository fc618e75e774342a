import type { EscalatedQuerySchema, OffersQuerySchema } from '@sniperads/contract';
import {
  ESCALATION_LEVELS,
  type EscalatedOffer,
  type EscalationLevel,
  escalationLevel,
  escalationScore,
  type Offer,
  paginationMeta,
  shownMediaUrl,
} from '@sniperads/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { OfferRow } from '../../db/schema';
import { iso } from '../../db/sql';
import { badRequest, notFound } from '../../lib/app-error';
import { thumbnailUrl } from '../media/thumbnail-keys';
import { type DomainStatsRow, domainStats } from './escalation.repo';
import { deleteDecision, findApproved, findDecisions, upsertDecision } from './offers.repo';

/** Candidates need at least this many ads seen in the recent window (escalation.repo RECENT_DAYS). */
export const MIN_CANDIDATE_ADS = 5;

const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const toEscalated = (row: DomainStatsRow, decision: OfferRow | undefined): EscalatedOffer => {
  const stats = {
    total_ads: Number(row.total_ads),
    active_ads: Number(row.active_ads),
    active_creatives: Number(row.active_creatives),
    distinct_pages: Number(row.distinct_pages),
    max_days_running: Number(row.max_days_running),
    new_ads_7d: Number(row.new_ads_7d),
    first_seen_at: iso(row.first_seen_at),
    last_seen_at: iso(row.last_seen_at),
  };
  // Scale is measured in creatives: resellers cloning one creative under many ads add nothing.
  const score = escalationScore({
    activeCreatives: stats.active_creatives,
    distinctPages: stats.distinct_pages,
    maxDaysRunning: stats.max_days_running,
    newAds7d: stats.new_ads_7d,
  });
  return {
    landing_domain: row.landing_domain,
    title: row.title?.trim() || row.landing_domain,
    niche: row.niche,
    top_page_name: row.top_page_name,
    // Library ads come from any account's capture: only our archive's or Meta's media is shown.
    creative_media_url: shownMediaUrl(row.creative_media_url),
    thumbnail_url: row.thumbnail_key ? thumbnailUrl(row.thumbnail_key) : null,
    sample_ad_id: row.sample_ad_id ?? null,
    score,
    level: escalationLevel(score),
    stats,
    totals: {
      ads: Number(row.offer_ads),
      creatives: Number(row.offer_creatives),
      pages: Number(row.offer_pages),
    },
    offer_id: decision?.id ?? null,
    offer_status: decision?.status ?? null,
  };
};

const bestFirst = (x: EscalatedOffer, y: EscalatedOffer) =>
  y.score - x.score ||
  y.stats.active_ads - x.stats.active_ads ||
  x.landing_domain.localeCompare(y.landing_domain);

const matches = (o: EscalatedOffer, search: string | undefined) => {
  if (!search) return true;
  const q = plain(search);
  return [o.landing_domain, o.title, o.top_page_name].some((s) => plain(s).includes(q));
};

const page = <T>(items: T[], p: number, perPage: number) => ({
  data: items.slice((p - 1) * perPage, p * perPage),
  meta: paginationMeta(items.length, p, perPage),
});

/** Offers that are scaling now (level bronze or above), best first. */
export const listEscalated = async (db: Db, q: z.infer<typeof EscalatedQuerySchema>) => {
  const options = {
    domains: q.domain ? [q.domain] : undefined,
    niche: q.niche,
    minAds: q.domain ? undefined : MIN_CANDIDATE_ADS,
    recent: true,
  };
  const rows = await domainStats(db, options);
  const decisions = new Map(
    (
      await findDecisions(
        db,
        rows.map((r) => r.landing_domain),
      )
    ).map((d) => [d.landingDomain, d]),
  );
  const list = rows
    .map((r) => toEscalated(r, decisions.get(r.landing_domain)))
    .filter((o) => (q.domain ? true : o.level !== null))
    .filter((o) => q.pending !== 'true' || o.offer_status === null)
    .filter((o) => matches(o, q.search))
    .sort(bestFirst);
  return page(list, q.page, q.per_page);
};

/** Approved offers with live stats; the summary covers every approved offer, not one page. */
export const listApprovedOffers = async (db: Db, q: z.infer<typeof OffersQuerySchema>) => {
  const approved = await findApproved(db);
  const byDomain = new Map(approved.map((o) => [o.landingDomain, o]));
  const domains = [...byDomain.keys()].sort();
  const rows = await domainStats(db, { domains });
  const all: Offer[] = rows
    .map((r) => {
      const decision = byDomain.get(r.landing_domain)!;
      return { ...toEscalated(r, decision), id: decision.id, approved_at: decision.decidedAt.toISOString() };
    })
    .sort(bestFirst);
  const byLevel = Object.fromEntries(ESCALATION_LEVELS.map((l) => [l, 0])) as Record<EscalationLevel, number>;
  for (const o of all) if (o.level) byLevel[o.level] += 1;
  const summary = {
    total_offers: all.length,
    active_ads: all.reduce((s, o) => s + o.stats.active_ads, 0),
    by_level: byLevel,
    niches: [...new Set(all.flatMap((o) => (o.niche ? [o.niche] : [])))].sort(),
  };
  const filtered = all.filter((o) => (!q.niche || o.niche === q.niche) && matches(o, q.search));
  return { ...page(filtered, q.page, q.per_page), summary };
};

export const decideOffer = async (
  db: Db,
  input: { landingDomain: string; status: 'approved' | 'rejected'; adminId: string },
) => {
  const [stats] = await domainStats(db, { domains: [input.landingDomain] });
  if (!stats)
    throw badRequest('Nenhum anúncio leva a este domínio', { landing_domain: ['Domínio sem anúncios'] });
  return upsertDecision(db, {
    landingDomain: input.landingDomain,
    status: input.status,
    niche: stats.niche,
    decidedBy: input.adminId,
  });
};

export const removeDecision = async (db: Db, id: string) => {
  if (!(await deleteDecision(db, id))) throw notFound('Oferta não encontrada');
};
