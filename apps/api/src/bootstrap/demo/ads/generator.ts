import { AD_NICHES, type AdNiche, detectPrice } from '@sniperads/contract';
import type { NewAdvertisementRow } from '../../../db/schema';
import { textHashOf } from '../../../modules/ads/clusters/text-hash';
import { demoCreativeUrl } from '../../../modules/media/demo-creative';
import { seededRandom } from '../prng';
import { CATALOG, FEMININE_PRODUCTS, PAGE_SUFFIXES, SERVICE_NICHES } from './catalog';
import {
  COPY,
  GOODS_CLOSERS,
  GOODS_SIGNOFFS,
  SERVICE_CLOSERS,
  SERVICE_SIGNOFFS,
  SERVICE_TITLE_TAILS,
  TITLE_TAILS,
} from './copy';
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
const pick = <T>(items: readonly T[], r: number) => items[Math.floor(r * items.length)]!;

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** A page name as people write them: the word alone or with a suffix it does not already hold. */
const pageNameOf = (word: string, r: () => number) => {
  const own = new Set(word.toLowerCase().split(/\s+/));
  const suffixes = PAGE_SUFFIXES.filter((s) => !own.has(s.toLowerCase()));
  const suffix = pick(['', ...suffixes], r());
  return suffix ? `${word} ${suffix}` : word;
};

/** A headline and a tail that does not repeat what the headline already says (a city, a discount). */
const titleOf = (template: string, tails: readonly string[], r: number) => {
  const start = Math.floor(r * tails.length);
  for (let k = 0; k < tails.length; k++) {
    const tail = tails[(start + k) % tails.length]!;
    const slot = tail.match(/\{\w+\}/)?.[0];
    if (!(slot && template.includes(slot)) && !(tail.includes('%') && template.includes('%')))
      return `${template}${tail}`;
  }
  return template;
};

const DAY = 86_400_000;
const PLATFORM_SETS = [
  ['facebook', 'instagram'],
  ['facebook', 'instagram', 'messenger'],
  ['instagram'],
  ['facebook'],
  ['facebook', 'instagram', 'audience_network', 'messenger'],
  ['facebook', 'instagram', 'threads'],
];

/** Ad number `i` of the demo library; the same i always gives the same ad (relative to `today`). */
export const demoAd = (i: number, today: Date): NewAdvertisementRow => {
  const r = seededRandom(hashString(`ad:${i}`));
  const niche = pickWeighted(AD_NICHES, (n) => NICHE_WEIGHTS[n], r());
  const cat = CATALOG[niche];
  const product = pickWeighted(cat.products, zipf, r());
  const domain = `${slug(product)}.com.br`;
  // Each offer has its own story: how long ago it launched, how many pages push it and whether
  // it is still scaling or dying out, so the escalation levels spread like a real library's.
  const offer = seededRandom(hashString(`offer:${niche}:${product}`));
  const offerAgeDays = 5 + Math.floor(offer() * 400);
  const offerPages = 1 + Math.floor(offer() * 8);
  const stillRunning = [0.1, 0.3, 0.5, 0.75][Math.floor(offer() * 4)]!;
  const pageIdx = pickWeighted(
    Array.from({ length: offerPages }, (_, k) => k),
    zipf,
    r(),
  );
  const pageSeed = hashString(`${niche}:${product}:${pageIdx}`);
  const pr = seededRandom(pageSeed);
  const pageName = pageNameOf(pick(cat.pageWords, pr()), pr);
  const own = cat.own?.[product];
  const service = own?.service ?? SERVICE_NICHES.has(niche);
  const fill = demoCopyFiller(product, offerPrice(niche, product), r, FEMININE_PRODUCTS.has(product));
  const ageDays = Math.floor(r() ** 1.6 * offerAgeDays);
  const start = new Date(today.getTime() - ageDays * DAY - Math.floor(r() * DAY));
  const stopped = r() >= stillRunning && ageDays > 2;
  const stop = stopped
    ? new Date(start.getTime() + Math.max(1, Math.floor(r() * Math.min(ageDays, 120))) * DAY)
    : null;
  const seen = stop ?? today;
  const copy = COPY[niche];
  const hook = r() < 0.8 ? `${fill(pick(own?.hooks ?? copy.hooks, r()))} ` : '';
  const closer = fill(pick(service ? SERVICE_CLOSERS : GOODS_CLOSERS, r()));
  const signoff = fill(pick(service ? SERVICE_SIGNOFFS : GOODS_SIGNOFFS, r()));
  const body = `${hook}${fill(pick(own?.bodies ?? cat.bodies, r()))} ${closer} ${signoff}`;
  const titles = own?.titles ?? [...cat.titles, ...copy.titles];
  const title = fill(titleOf(pick(titles, r()), service ? SERVICE_TITLE_TAILS : TITLE_TAILS, r()));
  const caption = pick(own?.captions ?? cat.captions, r());
  const price = detectPrice([title, body, domain.toUpperCase(), caption]);
  const adArchiveId = demoAdId(i);
  return {
    adArchiveId,
    pageId: String(100_000_000_000 + (pageSeed % 899_999_999_999)),
    pageName,
    adCreativeBodies: [body],
    adCreativeLinkTitles: [title],
    adCreativeLinkCaptions: [domain.toUpperCase()],
    adCreativeLinkDescriptions: [caption],
    creativeMediaUrl: demoCreativeUrl(adArchiveId),
    mediaType: 'image',
    // The creative is drawn by the API from these texts: nothing for the thumbnail worker to fetch.
    thumbnailStatus: 'none',
    thumbnailSourceUrl: null,
    thumbnailNextAttemptAt: null,
    adSnapshotUrl: null,
    publisherPlatforms: pick(PLATFORM_SETS, r()),
    languages: ['pt'],
    countries: r() < 0.9 ? ['BR'] : ['BR', 'PT'],
    adDeliveryStartTime: start,
    adDeliveryStopTime: stop,
    cta: pick(own?.ctas ?? cat.ctas, r()),
    landingUrl: `https://${domain}/${pick(['oferta', 'promo', 'lp', 'checkout', 'v2'], r())}?utm_source=facebook`,
    landingDomain: domain,
    niche,
    price: price?.amount ?? null,
    priceInstallments: price?.installments ?? null,
    pricePending: false,
    // The creative is drawn from the texts, so there is no image to hash: each demo ad is its own
    // creative unless a later capture brings one (clusters need an image or Meta's grouping).
    textHash: textHashOf({ adCreativeBodies: [body], adCreativeLinkTitles: [title] }),
    clusterPending: false,
    firstSeenAt: start,
    lastSeenAt: seen,
    createdAt: start,
  };
};
