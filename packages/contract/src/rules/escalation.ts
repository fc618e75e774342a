/**
 * Escalation of an offer (a landing domain pushed by many ads), from the ads themselves.
 * Score 0–100 = volume (independent creatives with a running ad, up to 35) + spread (distinct pages,
 *             up to 25) + longevity (longest running active ad, up to 20) + momentum (new ads in 7
 *             days, up to 20).
 * Each part saturates: 150 active creatives, 10 pages, 90 days, 30 new ads in a week. Volume counts
 * creatives, not ads: a creative cloned under many pages or ads counts once (a near-duplicate
 * cluster, else Meta's collation, else the ad), so clones cannot inflate an offer's scale.
 * Levels: diamante ≥ 80, ouro ≥ 60, prata ≥ 40, bronze ≥ 20; below 20 it is not scaling.
 */
export const ESCALATION_LEVELS = ['bronze', 'prata', 'ouro', 'diamante'] as const;

/** The recent window, in UTC days (today included): an offer nobody has pushed for months is not scaling. */
export const OFFER_RECENT_DAYS = 90;
/** Ads started in the last this many UTC days (today included) are "new". */
export const OFFER_NEW_ADS_DAYS = 7;

/** An admin's decision on a candidate offer: approved offers are the ones /ofertas-escaladas lists. */
export const OFFER_DECISIONS = ['approved', 'rejected'] as const;
export type OfferDecision = (typeof OFFER_DECISIONS)[number];
export type EscalationLevel = (typeof ESCALATION_LEVELS)[number];

export const LEVEL_THRESHOLDS: Record<EscalationLevel, number> = {
  bronze: 20,
  prata: 40,
  ouro: 60,
  diamante: 80,
};
export const LEVEL_LABEL: Record<EscalationLevel, string> = {
  bronze: 'Bronze',
  prata: 'Prata',
  ouro: 'Ouro',
  diamante: 'Diamante',
};

export interface EscalationInput {
  activeCreatives: number;
  distinctPages: number;
  maxDaysRunning: number;
  newAds7d: number;
}

const part = (value: number, saturation: number, weight: number) =>
  Math.min(Math.max(value, 0) / saturation, 1) * weight;

export const escalationScore = (s: EscalationInput) =>
  Math.round(
    part(s.activeCreatives, 150, 35) +
      part(s.distinctPages, 10, 25) +
      part(s.maxDaysRunning, 90, 20) +
      part(s.newAds7d, 30, 20),
  );

export const escalationLevel = (score: number): EscalationLevel | null => {
  for (const level of [...ESCALATION_LEVELS].reverse()) if (score >= LEVEL_THRESHOLDS[level]) return level;
  return null;
};
