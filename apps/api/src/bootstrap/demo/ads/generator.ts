import { AD_NICHES, type AdNiche, detectPrice } from '@sniperads/contract';
import type { NewAdvertisementRow } from '../../../db/schema';
import { textHashOf } from '../../../modules/ads/clusters/text-hash';
import { demoCreativeUrl } from '../../../modules/media/demo-creative';
import { seededRandom } from '../prng';
import { CATALOG, FEMININE_PRODUCTS } from './catalog';
import { offerCreative, offerCreativeCount, offerPage, offerStory, slug } from './creatives';
import { demoCopyFiller, hashString, offerPrice } from './fill';

/** Demo ads carry ids in their own range (15 digits starting with 7) so they never clash with Meta's. */
export const demoAdId = (i: number) => `7${String(i).padStart(14, '0')}`;
/**
 * The ids a demo load can use (up to a billion ads). Meta's ids are 16 digits today, so none falls
 * in this range: an ad outside it is a real capture, and the check is two index range scans.
 */
export const DEMO_AD_IDS = { first: demoAdId(0), last: demoAdId(999_999_999) } as const;

/** Heavier niches first: what Brazilian direct-response advertisers run most. */
const NICHE_WEIGHTS: Record<AdNiche, number> = {
  emagrecimento: 16,
  saude: 15,
  financas: 13,
  beleza: 11,
  educacao: 10,
  relacionamento: 7,
  automoveis: 7,
  pets: 5,
  casa: 5,
  moda: 4,
  tecnologia: 4,
  viagens: 3,
};

const pickWeighted = <T>(items: readonly T[], weight: (t: T, i: number) => number, r: number) => {
  const total = items.reduce((s, t, i) => s + weight(t, i), 0);
  let x = r * total;
  for (let i = 0; i < items.length; i++) {
    x -= weight(items[i]!, i);
    if (x <= 0) return items[i]!;
  }
  return items[items.length - 1]!;
};
/** Zipf-like: the first offers of a niche get most ads — those are the ones being scaled. */
const zipf = (_: unknown, i: number) => 1 / (i + 1) ** 1.2;
/** An offer's creatives: the first ones carry more of its ads, the others still run. */
const leadingCreatives = (_: unknown, i: number) => 1 / (i + 1) ** 0.7;
const pick = <T>(items: readonly T[], r: number) => items[Math.floor(r * items.length)]!;

const DAY = 86_400_000;
const PLATFORM_SETS = [
  ['facebook', 'instagram'],
  ['facebook', 'instagram', 'messenger'],
  ['instagram'],
  ['facebook'],
  ['facebook', 'instagram', 'audience_network', 'messenger'],
  ['facebook', 'instagram', 'threads'],
];

export interface DemoAdOptions {
  /**
   * The stored dHash of each creative's picture (demoPictureHashes). Without it an ad has no image
   * hash and stays its own creative (the unit tests of the copy need no pictures).
   */
  pictureHashes?: ReadonlyMap<string, bigint>;
  /**
   * Writes each ad's cluster (one per creative) instead of leaving the ads to the assigner: for
   * bulk loads (bench:scale's millions), where the start-up pass would take hours.
   */
  preclustered?: boolean;
}

/** A creative's cluster id in a preclustered load: a uuid drawn from its key. */
const clusterIdOf = (key: string) => {
  const hex = [1, 2, 3, 4].map((n) => hashString(`${n}:${key}`).toString(16).padStart(8, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** Ad number `i` and the creative it shows; the same i always gives the same ad (relative to `today`). */
export const demoAdWithCreative = (i: number, today: Date, options: DemoAdOptions = {}) => {
  const r = seededRandom(hashString(`ad:${i}`));
  const niche = pickWeighted(AD_NICHES, (n) => NICHE_WEIGHTS[n], r());
  const product = pickWeighted(CATALOG[niche].products, zipf, r());
  const domain = `${slug(product)}.com.br`;
  const offer = offerStory(niche, product);
  const pageIdx = pickWeighted(
    Array.from({ length: offer.pages }, (_, k) => k),
    zipf,
    r(),
  );
  const page = offerPage(niche, product, pageIdx);
  // The offer's first creatives carry most of its ads, on whichever of its pages cloned them.
  const creative = offerCreative(
    niche,
    product,
    pickWeighted(
      Array.from({ length: offerCreativeCount(niche, product) }, (_, k) => k),
      leadingCreatives,
      r(),
    ),
  );
  // This clone's own specifics (a city, a deadline, a count): what resellers edit.
  const fill = demoCopyFiller(product, offerPrice(niche, product), r, FEMININE_PRODUCTS.has(product));
  const ageDays = Math.floor(r() ** 1.6 * offer.ageDays);
  const start = new Date(today.getTime() - ageDays * DAY - Math.floor(r() * DAY));
  const stopped = r() >= offer.stillRunning && ageDays > 2;
  const stop = stopped
    ? new Date(start.getTime() + Math.max(1, Math.floor(r() * Math.min(ageDays, 120))) * DAY)
    : null;
  const seen = stop ?? today;
  const signoff = fill(pick(creative.signoffs, r()));
  const body = `${creative.hook}${creative.body} ${creative.closer} ${signoff}`;
  const tail = creative.titleTails.length > 0 ? fill(pick(creative.titleTails, r())) : '';
  const title = `${creative.headline}${tail}`;
  const price = detectPrice([title, body, domain.toUpperCase(), creative.caption]);
  const adArchiveId = demoAdId(i);
  const imageHash = options.pictureHashes?.get(creative.key) ?? null;
  const clustered = imageHash !== null && options.preclustered === true;
  const row: NewAdvertisementRow = {
    adArchiveId,
    pageId: String(100_000_000_000 + (page.seed % 899_999_999_999)),
    pageName: page.name,
    adCreativeBodies: [body],
    adCreativeLinkTitles: [title],
    adCreativeLinkCaptions: [domain.toUpperCase()],
    adCreativeLinkDescriptions: [creative.caption],
    creativeMediaUrl: demoCreativeUrl(adArchiveId),
    mediaType: 'image',
    // The creative is drawn by the API (its picture is its creative's): nothing for the thumbnail
    // worker to fetch.
    thumbnailStatus: 'none',
    thumbnailSourceUrl: null,
    thumbnailNextAttemptAt: null,
    adSnapshotUrl: null,
    publisherPlatforms: pick(PLATFORM_SETS, r()),
    languages: ['pt'],
    countries: r() < 0.9 ? ['BR'] : ['BR', 'PT'],
    adDeliveryStartTime: start,
    adDeliveryStopTime: stop,
    cta: creative.cta,
    landingUrl: `https://${domain}/${pick(['oferta', 'promo', 'lp', 'checkout', 'v2'], r())}?utm_source=facebook`,
    landingDomain: domain,
    niche,
    price: price?.amount ?? null,
    priceInstallments: price?.installments ?? null,
    pricePending: false,
    // The picture's hash (computed once per creative) and the text's: the cluster assigner's
    // start-up pass then groups the clones, as it would captured ones.
    imageHash,
    textHash: textHashOf({ adCreativeBodies: [body], adCreativeLinkTitles: [title] }),
    clusterId: clustered ? clusterIdOf(creative.key) : null,
    clusterPending: imageHash !== null && !clustered,
    firstSeenAt: start,
    lastSeenAt: seen,
    createdAt: start,
  };
  return { row, creative };
};

/** Ad number `i` of the demo library; the same i always gives the same ad (relative to `today`). */
export const demoAd = (i: number, today: Date, options: DemoAdOptions = {}): NewAdvertisementRow =>
  demoAdWithCreative(i, today, options).row;

/**
 * The picture of demo ad `adArchiveId` when its stored title is still the generated one (a demo
 * ad of this generator, texts not corrected since): its creative's, shared with its clones. null
 * otherwise: the picture is then drawn from the ad's own texts.
 */
export const demoPictureOf = (adArchiveId: string, storedTitle: string | undefined) => {
  const i = Number(adArchiveId.slice(1));
  if (!/^7\d{14}$/.test(adArchiveId) || !Number.isSafeInteger(i)) return null;
  const { row, creative } = demoAdWithCreative(i, new Date(0));
  return row.adCreativeLinkTitles?.[0] === storedTitle ? creative.picture : null;
};
