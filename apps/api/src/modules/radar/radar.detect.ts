import {
  type EscalationLevel,
  escalationLevel,
  escalationScore,
  levelRank,
  type MatchableAd,
  matchesPrepared,
  prepareAd,
  RADAR_NEW_ADS_WINDOW_HOURS,
  type SearchRule,
} from '@sniperads/contract';
import type { DbOrTx } from '../../db/client';
import { type AlertedFollow, buildAlert } from './radar.alerts';
import {
  type BatchAdRow,
  batchAds,
  type CandidateFollowRow,
  followedSearches,
  followsFor,
  insertAlerts,
  insertHits,
  type NewAlert,
  newAdsWithin,
  type OfferStateRow,
  offerStates,
  pageStates,
  saveFollowStates,
} from './radar.repo';

/** What an ingest batch changed: the ads it created and those it stopped. */
export interface RadarDue {
  created: string[];
  stopped: string[];
}

const toDate = (v: Date | string | null) => (v === null ? null : new Date(v));

const matchable = (a: BatchAdRow): MatchableAd => ({
  pageName: a.page_name,
  texts: a.texts ?? [],
  niche: a.niche,
  publisherPlatforms: a.publisher_platforms ?? [],
  mediaType: a.media_type,
  countries: a.countries ?? [],
  startTime: toDate(a.start_time),
  stopTime: toDate(a.stop_time),
});

const alerted = (f: CandidateFollowRow): AlertedFollow => ({
  id: f.id,
  userId: f.user_id,
  kind: f.kind,
  key: f.key,
  label: f.label,
  search: f.search,
});

/** An offer's escalation, from the same rule the escalated offers use (rules/escalation.ts). */
export const offerScale = (s: OfferStateRow) => {
  const score = escalationScore({
    activeCreatives: Number(s.active_creatives),
    distinctPages: Number(s.distinct_pages),
    maxDaysRunning: Number(s.max_days_running),
    newAds7d: Number(s.new_ads_7d),
  });
  return { score, level: escalationLevel(score) };
};

/**
 * 'escalando' and 'parou' for offer and advertiser follows, from their state now: a level above the
 * one last seen, or active ads falling from some to none. Saves the state seen (the next baseline).
 */
export const evaluateStates = async (
  db: DbOrTx,
  follows: CandidateFollowRow[],
  now: Date,
  { baseline = false }: { baseline?: boolean } = {},
) => {
  const offers = follows.filter((f) => f.kind === 'offer');
  const advertisers = follows.filter((f) => f.kind === 'advertiser');
  const offerByDomain = new Map(
    (await offerStates(db, [...new Set(offers.map((f) => f.key))])).map((s) => [s.landing_domain, s]),
  );
  const pageById = new Map(
    (await pageStates(db, [...new Set(advertisers.map((f) => f.key))])).map((s) => [s.page_id, s]),
  );
  const alerts: NewAlert[] = [];
  const states: { id: string; level: string | null; activeAds: number | null }[] = [];
  for (const f of [...offers, ...advertisers]) {
    const offer = f.kind === 'offer' ? offerByDomain.get(f.key) : undefined;
    const active = Number((f.kind === 'offer' ? offer?.active_ads : pageById.get(f.key)?.active_ads) ?? 0);
    const scale = offer ? offerScale(offer) : null;
    if (!baseline && f.active_ads !== null && f.active_ads > 0 && active === 0)
      alerts.push(buildAlert(alerted(f), { rule: 'stopped' }, now));
    const previous = (f.level as EscalationLevel | null) ?? null;
    if (!baseline && scale?.level && levelRank(scale.level) > levelRank(previous))
      alerts.push(buildAlert(alerted(f), { rule: 'scaling', level: scale.level, score: scale.score }, now));
    states.push({ id: f.id, level: scale?.level ?? null, activeAds: active });
  }
  await saveFollowStates(db, states);
  return alerts;
};

/**
 * Matches one ingest batch against every follow, incrementally: offers and advertisers by equality
 * on the batch's domains and pages, searches by matching each distinct followed search against the
 * batch's ads in memory. Records the hits (once per follow, ad and event) and answers the alerts
 * raised, each once (dedupe keys). Ads older than a follow are its baseline, never hits.
 */
export const scanBatch = async (db: DbOrTx, due: RadarDue, now = new Date()) => {
  const created = new Set(due.created);
  const stopped = new Set(due.stopped);
  const ids = [...new Set([...due.created, ...due.stopped])];
  if (ids.length === 0) return [];
  const ads = await batchAds(db, ids);
  const byDomain = new Map<string, BatchAdRow[]>();
  const byPage = new Map<string, BatchAdRow[]>();
  const add = (map: Map<string, BatchAdRow[]>, key: string | null, ad: BatchAdRow) => {
    if (!key) return;
    const list = map.get(key);
    if (list) list.push(ad);
    else map.set(key, [ad]);
  };
  for (const ad of ads) {
    add(byDomain, ad.landing_domain, ad);
    add(byPage, ad.page_id, ad);
  }
  const bySearch = new Map<string, BatchAdRow[]>();
  const shapes = ads.map((a) => [a, prepareAd(matchable(a))] as const);
  for (const { key, search } of await followedSearches(db)) {
    const rule = search as SearchRule;
    for (const [ad, shape] of shapes) if (matchesPrepared(rule, shape, now)) add(bySearch, key, ad);
  }
  const follows = await followsFor(db, {
    domains: [...byDomain.keys()],
    pages: [...byPage.keys()],
    searches: [...bySearch.keys()],
  });
  const hits: { followId: string; adId: string; event: 'new' | 'stopped' }[] = [];
  for (const f of follows) {
    const matched =
      (f.kind === 'offer' ? byDomain : f.kind === 'advertiser' ? byPage : bySearch).get(f.key) ?? [];
    const since = new Date(f.created_at).getTime();
    for (const ad of matched) {
      // What existed when the follow was made is its baseline; a stop after it is news either way.
      if (created.has(ad.id) && new Date(ad.created_at).getTime() >= since)
        hits.push({ followId: f.id, adId: ad.id, event: 'new' });
      if (stopped.has(ad.id)) hits.push({ followId: f.id, adId: ad.id, event: 'stopped' });
    }
  }
  const added = await insertHits(db, hits, now);
  if (added.length === 0) return [];
  const touched = new Set(added.map((h) => h.follow_id));
  const withNew = [...new Set(added.filter((h) => h.event === 'new').map((h) => h.follow_id))];
  const followById = new Map(follows.map((f) => [f.id, f]));
  const alerts: NewAlert[] = [];
  for (const { follow_id, n } of await newAdsWithin(db, withNew, RADAR_NEW_ADS_WINDOW_HOURS, now)) {
    const f = followById.get(follow_id);
    if (f && Number(n) >= f.min_new_ads)
      alerts.push(buildAlert(alerted(f), { rule: 'new_ads', count: Number(n) }, now));
  }
  alerts.push(
    ...(await evaluateStates(
      db,
      follows.filter((f) => touched.has(f.id)),
      now,
    )),
  );
  return insertAlerts(db, alerts);
};
