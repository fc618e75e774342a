import {
  type EscalationLevel,
  escalationLevel,
  escalationScore,
  levelRank,
  type MatchableAd,
  matchBatch,
  prepareAd,
  prepareRule,
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
  insertAlerts,
  type NewAlert,
  type OfferStateRow,
  offerStates,
  pageStates,
  recordHits,
  refreshOfferStats,
  saveFollowStates,
  touchedFollows,
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
  // Both read at once (two connections of the pool; one after the other in a transaction or on PGlite).
  const [offerRows, pageRows] = await Promise.all([
    offerStates(db, [...new Set(offers.map((f) => f.key))]),
    pageStates(db, [...new Set(advertisers.map((f) => f.key))]),
  ]);
  const offerByDomain = new Map(offerRows.map((s) => [s.landing_domain, s]));
  const pageById = new Map(pageRows.map((s) => [s.page_id, s]));
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
    // Only what changed is written: a batch of unchanged states costs no update.
    if ((scale?.level ?? null) !== (f.level ?? null) || active !== f.active_ads)
      states.push({ id: f.id, level: scale?.level ?? null, activeAds: active });
  }
  await saveFollowStates(db, states);
  return alerts;
};

/**
 * Matches one ingest batch against every follow, incrementally and set-based: each distinct followed
 * search is matched in memory against the batch's ads (once, however many follow it), then one
 * statement finds the offer, advertiser and search follows of the batch by (kind, key) equality and
 * records their hits (once per follow, ad and event; ads older than a follow are its baseline). Only
 * the follows that got a hit are read back, with their new ads in the window, and each alert is
 * raised once (dedupe keys). A re-ingest costs the matching and one statement that adds nothing.
 */
export const scanBatch = async (db: DbOrTx, due: RadarDue, now = new Date()) => {
  const ids = [...new Set([...due.created, ...due.stopped])];
  if (ids.length === 0) return [];
  // The batch's fold into the offers' rollups (what 'escalando' reads) runs on another connection
  // while the batch is matched; evaluateStates' own refresh then finds it done. A failure here is
  // met again, and thrown, by that refresh.
  const folded = refreshOfferStats(db).then(
    () => undefined,
    () => undefined,
  );
  const searches: { key: string; adId: string }[] = [];
  const followed = await followedSearches(db);
  if (followed.length > 0) {
    const ads = await batchAds(db, ids);
    const rules = followed.map(({ search }) => prepareRule(search as SearchRule));
    for (const [r, i] of matchBatch(
      rules,
      ads.map((a) => prepareAd(matchable(a))),
      now,
    ))
      searches.push({ key: followed[r]?.key ?? '', adId: ads[i]?.id ?? '' });
  }
  const added = await recordHits(db, { created: due.created, stopped: due.stopped, searches }, now).finally(
    () => folded,
  );
  if (added.length === 0) return [];
  const withNew = new Set(added.filter((h) => h.event === 'new').map((h) => h.follow_id));
  const follows = await touchedFollows(
    db,
    [...new Set(added.map((h) => h.follow_id))],
    [...withNew],
    RADAR_NEW_ADS_WINDOW_HOURS,
    now,
  );
  const alerts: NewAlert[] = [];
  for (const f of follows)
    if (f.new_ads !== null && Number(f.new_ads) >= f.min_new_ads)
      alerts.push(buildAlert(alerted(f), { rule: 'new_ads', count: Number(f.new_ads) }, now));
  alerts.push(...(await evaluateStates(db, follows, now)));
  return insertAlerts(db, alerts);
};
