import { detectPrice, isMetaMediaUrl, type NormalizedAd } from '@sniperads/contract';
import type { AdvertisementRow } from '../../../db/schema';

/**
 * Independent accounts that must agree before an ordinary capture changes a shared signal (an
 * ad stopping or being taken down, a variation count) or makes an ad count in the scaled offers.
 */
export const CONSENSUS_QUORUM = 2;

/** One contributor's latest claim about an ad (modules/ads/consensus/claims.repo.ts). */
export interface Claim {
  /** The account, or the server-side source for claims without one. */
  contributor: string;
  /** The admin screens and the Meta connector: their latest word stands. */
  trusted: boolean;
  /** When this contributor first spoke of the ad: ties go to the earliest. */
  firstAt: Date;
  /** When this claim was made. */
  at: Date;
  ad: NormalizedAd;
}

/** What the library shows of an ad, derived from every contributor's latest claim: its row's columns. */
export type DerivedAd = Pick<
  AdvertisementRow,
  | 'pageId'
  | 'pageName'
  | 'adCreativeBodies'
  | 'adCreativeLinkTitles'
  | 'adCreativeLinkCaptions'
  | 'adCreativeLinkDescriptions'
  | 'textsTruncated'
  | 'niche'
  | 'price'
  | 'priceInstallments'
  | 'creativeMediaUrl'
  | 'mediaType'
  | 'thumbnailSourceUrl'
  | 'adSnapshotUrl'
  | 'cta'
  | 'landingUrl'
  | 'landingDomain'
  | 'publisherPlatforms'
  | 'languages'
  | 'countries'
  | 'adDeliveryStartTime'
  | 'adDeliveryStopTime'
  | 'isTakenDown'
  | 'collationCount'
  | 'collationId'
  | 'corroborated'
> & {
  /** Distinct contributors behind the ad (trusted sources included). */
  contributors: number;
};

/** An ordinary account may only point at Meta's own media hosts (the screens and the archiver fetch them). */
const safeMedia = (c: Claim): NormalizedAd => {
  if (c.trusted) return c.ad;
  const creative = isMetaMediaUrl(c.ad.creative_media_url) ? c.ad.creative_media_url : null;
  const thumb = isMetaMediaUrl(c.ad.thumbnail_source_url) ? c.ad.thumbnail_source_url : null;
  if (creative === c.ad.creative_media_url && thumb === c.ad.thumbnail_source_url) return c.ad;
  return {
    ...c.ad,
    creative_media_url: creative,
    thumbnail_source_url: thumb,
    media_type: creative ? c.ad.media_type : 'none',
  };
};

/** The same creative under a fresh signature: fbcdn links change their query string, not their path. */
export const mediaKey = (url: string | null) => {
  if (!url) return null;
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

const latestFirst = (a: Claim, b: Claim) => b.at.getTime() - a.at.getTime();

/**
 * The claim whose value shows, among those that have one. The latest trusted claim wins.
 * Otherwise the value most contributors hold wins, a tie going to the value whose first supporter
 * spoke first: a first writer keeps the ad until an honest majority says otherwise. Among
 * supporters of the winning value, the latest claim gives it (fresher media links).
 */
export const winningClaim = <T>(
  claims: readonly Claim[],
  get: (ad: NormalizedAd) => T | null,
  keyOf: (value: T) => string,
): Claim | null => {
  const trusted = claims.filter((c) => c.trusted && get(c.ad) !== null).sort(latestFirst)[0];
  if (trusted) return trusted;
  const groups = new Map<string, Claim[]>();
  for (const c of claims) {
    const value = get(c.ad);
    if (value === null) continue;
    const key = keyOf(value);
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  let best: Claim[] | null = null;
  const earliest = (g: Claim[]) => Math.min(...g.map((c) => c.firstAt.getTime()));
  for (const group of groups.values()) {
    if (
      !best ||
      group.length > best.length ||
      (group.length === best.length && earliest(group) < earliest(best))
    )
      best = group;
  }
  return best ? ([...best].sort(latestFirst)[0] ?? null) : null;
};

/** The value of the winning claim (see winningClaim). */
export const pickValue = <T>(
  claims: readonly Claim[],
  get: (ad: NormalizedAd) => T | null,
  keyOf: (value: T) => string,
): T | null => {
  const winner = winningClaim(claims, get, keyOf);
  return winner ? get(winner.ad) : null;
};

const nonEmpty = <T>(list: T[]) => (list.length > 0 ? list : null);
const json = (v: unknown) => JSON.stringify(v);

/**
 * A yes/no signal about the ad's state (stopped, taken down). The latest trusted word stands, else
 * the word of the first contributor who had one. It flips only when at least CONSENSUS_QUORUM
 * contributors who spoke after it (all of them, without a trusted word) say otherwise and
 * outnumber those who agree. `says` returns null when a claim has no opinion.
 */
export const consensusFlag = (
  claims: readonly Claim[],
  says: (c: Claim) => boolean | null,
): { value: boolean; deciders: Claim[] } => {
  const opinions = claims.filter((c) => says(c) !== null);
  const trusted = opinions.filter((c) => c.trusted).sort(latestFirst)[0];
  const first = [...opinions].sort((a, b) => a.firstAt.getTime() - b.firstAt.getTime())[0];
  const giver = trusted ?? first;
  if (!giver) return { value: false, deciders: [] };
  const base = says(giver) as boolean;
  const voters = trusted ? opinions.filter((c) => !c.trusted && c.at > trusted.at) : opinions;
  const against = voters.filter((c) => says(c) !== base);
  const agreeing = voters.length - against.length;
  if (against.length >= CONSENSUS_QUORUM && against.length > agreeing)
    return { value: !base, deciders: against };
  return { value: base, deciders: [giver] };
};

/** An ad the page shows as inactive has stopped: at its end date, else when it was seen so. */
const stopOf = (c: Claim): Date | null =>
  c.ad.stop_time ? new Date(c.ad.stop_time) : c.ad.is_active === false ? c.at : null;
const saysStopped = (c: Claim): boolean | null =>
  stopOf(c) !== null ? true : c.ad.is_active === true ? false : null;
const saysTakenDown = (c: Claim): boolean | null =>
  c.ad.is_taken_down ? true : c.ad.is_active === true ? false : null;

/** One decider: their stop. A quorum: the Q-th earliest, by when that many had seen it stopped. */
const agreedStop = (deciders: Claim[]) => {
  const stops = deciders.flatMap((c) => stopOf(c) ?? []).sort((a, b) => a.getTime() - b.getTime());
  return stops[Math.min(CONSENSUS_QUORUM, stops.length) - 1] ?? null;
};

/** A count at least CONSENSUS_QUORUM contributors vouch for: one account's huge number never shows. */
const agreedCount = (claims: readonly Claim[]) => {
  const trusted = claims.filter((c) => c.trusted && c.ad.collation_count !== null).sort(latestFirst)[0];
  if (trusted) return trusted.ad.collation_count;
  const counts = claims
    .flatMap((c) => (c.ad.collation_count === null ? [] : [c.ad.collation_count]))
    .sort((a, b) => b - a);
  return counts[CONSENSUS_QUORUM - 1] ?? null;
};

/** The library's view of an ad from each contributor's latest claim (at least one). */
export const deriveAd = (input: readonly Claim[]): DerivedAd => {
  const claims = input.map((c) => ({ ...c, ad: safeMedia(c) }));
  const page = pickValue(
    claims,
    (ad) => ({ id: ad.page_id, name: ad.page_name }),
    (p) => json([p.id, p.name]),
  );
  const bodies = winningClaim(claims, (ad) => nonEmpty(ad.bodies), json);
  const media = pickValue(
    claims,
    (ad) =>
      ad.creative_media_url || ad.thumbnail_source_url
        ? { url: ad.creative_media_url, type: ad.media_type, thumb: ad.thumbnail_source_url }
        : null,
    (m) => mediaKey(m.url ?? m.thumb) ?? '',
  );
  const landing = pickValue(
    claims,
    (ad) => (ad.landing_url || ad.landing_domain ? { url: ad.landing_url, domain: ad.landing_domain } : null),
    (l) => json([l.url, l.domain]),
  );
  const text = (get: (ad: NormalizedAd) => string | null) => pickValue(claims, get, (v) => v);
  const list = (get: (ad: NormalizedAd) => string[]) =>
    pickValue(claims, (ad) => nonEmpty(get(ad)), json) ?? [];
  const start = text((ad) => ad.start_time);
  // Each list of texts on its own, so a capture that has a list another lacked fills it.
  const texts = {
    adCreativeBodies: bodies?.ad.bodies ?? [],
    adCreativeLinkTitles: list((ad) => ad.titles),
    adCreativeLinkCaptions: list((ad) => ad.captions),
    adCreativeLinkDescriptions: list((ad) => ad.descriptions),
  };
  // The price follows the texts shown, in the mapper's reading order (contract rules/price.ts).
  const price = detectPrice([
    ...texts.adCreativeLinkTitles,
    ...texts.adCreativeBodies,
    ...texts.adCreativeLinkCaptions,
    ...texts.adCreativeLinkDescriptions,
  ]);
  const stopped = consensusFlag(claims, saysStopped);
  const takenDown = consensusFlag(claims, saysTakenDown);
  const contributors = new Set(claims.map((c) => c.contributor)).size;

  return {
    pageId: page?.id ?? null,
    pageName: page?.name ?? '',
    ...texts,
    textsTruncated: bodies?.ad.texts_truncated ?? false,
    niche: pickValue(
      claims,
      (ad) => ad.niche,
      (n) => n,
    ),
    price: price?.amount ?? null,
    priceInstallments: price?.installments ?? null,
    creativeMediaUrl: media?.url ?? null,
    mediaType: media?.type ?? 'none',
    thumbnailSourceUrl: media?.thumb ?? null,
    adSnapshotUrl: text((ad) => ad.ad_snapshot_url),
    cta: text((ad) => ad.cta),
    landingUrl: landing?.url ?? null,
    landingDomain: landing?.domain ?? null,
    publisherPlatforms: list((ad) => ad.publisher_platforms),
    languages: list((ad) => ad.languages),
    countries: list((ad) => ad.countries),
    adDeliveryStartTime: start ? new Date(start) : null,
    adDeliveryStopTime: stopped.value ? agreedStop(stopped.deciders) : null,
    isTakenDown: takenDown.value,
    collationCount: agreedCount(claims),
    collationId: text((ad) => ad.collation_id),
    corroborated: claims.some((c) => c.trusted) || contributors >= CONSENSUS_QUORUM,
    contributors,
  };
};
