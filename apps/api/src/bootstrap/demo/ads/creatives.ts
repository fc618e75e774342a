import { AD_NICHES, type AdNiche, detectPrice, toStoredHash } from '@sniperads/contract';
import { type DemoCreativeInput, renderDemoCreative } from '../../../modules/media/demo-creative';
import { imageHashOf } from '../../../modules/media/thumbnail.image';
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

/**
 * The demo offers' creatives. Each offer runs a few (4 to 12): a picture with its headline and an
 * ad text, made by one of its pages and cloned by the others (resellers copy a creative that
 * sells, picture and text). A clone changes only what resellers edit — the headline's tail and
 * the last line, with their city, deadline or count — so its text stays within the clustering's
 * distance of the original (SimHash p99 ≈ 15 bits of the 18 allowed) and its picture is the
 * very same: a cloned creative counts once, as on a real library.
 */

const pick = <T>(items: readonly T[], r: number) => items[Math.floor(r * items.length)]!;

export const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** A page name as people write them: the word alone or with a suffix it does not already hold. */
export const pageNameOf = (word: string, r: () => number) => {
  const own = new Set(word.toLowerCase().split(/\s+/));
  const suffixes = PAGE_SUFFIXES.filter((s) => !own.has(s.toLowerCase()));
  const suffix = pick(['', ...suffixes], r());
  return suffix ? `${word} ${suffix}` : word;
};

/**
 * Memoised by key: a few hundred offers, pages and creatives serve millions of ads (bench:scale),
 * and each is a pure function of its key.
 */
const memo = <T>(build: (key: string) => T) => {
  const cache = new Map<string, T>();
  return (key: string) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = build(key);
      cache.set(key, value);
    }
    return value;
  };
};

const pageByKey = memo((key: string) => {
  const seed = hashString(key);
  const pr = seededRandom(seed);
  const niche = key.slice(0, key.indexOf(':')) as AdNiche;
  return { seed, name: pageNameOf(pick(CATALOG[niche].pageWords, pr()), pr) };
});

/** Page number `index` of an offer: its seed (the page id) and its name. */
export const offerPage = (niche: AdNiche, product: string, index: number) =>
  pageByKey(`${niche}:${product}:${index}`);

/** The headline tails that do not repeat what the headline already says (a city, a discount). */
const tailsFor = (template: string, tails: readonly string[]) =>
  tails.filter((tail) => {
    const slot = tail.match(/\{\w+\}/)?.[0];
    return !(slot && template.includes(slot)) && !(tail.includes('%') && template.includes('%'));
  });

export interface DemoCreative {
  /** `niche:product:k`: the key of its picture's hash (demoPictureHashes). */
  key: string;
  /** Filled once: what every clone says alike. */
  hook: string;
  body: string;
  closer: string;
  headline: string;
  caption: string;
  cta: string;
  /** Templates a clone picks one of and fills with its own specifics. */
  titleTails: string[];
  signoffs: readonly string[];
  /** What the picture draws. */
  picture: DemoCreativeInput;
}

/** How many creatives an offer runs (its own seeded story, like its age and pages). */
export const offerCreativeCount = (niche: AdNiche, product: string) =>
  4 + Math.floor(seededRandom(hashString(`creatives:${niche}:${product}`))() * 9);

/** Creative `k` of an offer; `offerPages` picks the page that made it. */
const buildCreative = (niche: AdNiche, product: string, k: number, offerPages: number): DemoCreative => {
  const key = `${niche}:${product}:${k}`;
  const cr = seededRandom(hashString(`creative:${key}`));
  const cat = CATALOG[niche];
  const own = cat.own?.[product];
  const service = own?.service ?? SERVICE_NICHES.has(niche);
  const fill = demoCopyFiller(product, offerPrice(niche, product), cr, FEMININE_PRODUCTS.has(product));
  const copy = COPY[niche];
  const hook = cr() < 0.8 ? `${fill(pick(own?.hooks ?? copy.hooks, cr()))} ` : '';
  const body = fill(pick(own?.bodies ?? cat.bodies, cr()));
  const closer = fill(pick(service ? SERVICE_CLOSERS : GOODS_CLOSERS, cr()));
  const titleTemplate = pick(own?.titles ?? [...cat.titles, ...copy.titles], cr());
  const headline = fill(titleTemplate);
  const caption = pick(own?.captions ?? cat.captions, cr());
  const cta = pick(own?.ctas ?? cat.ctas, cr());
  const domain = `${slug(product)}.com.br`;
  const price = detectPrice([headline, `${hook}${body} ${closer}`, domain.toUpperCase(), caption]);
  const author = offerPage(niche, product, Math.floor(cr() * offerPages));
  return {
    key,
    hook,
    body,
    closer,
    headline,
    caption,
    cta,
    titleTails: tailsFor(titleTemplate, service ? SERVICE_TITLE_TAILS : TITLE_TAILS),
    signoffs: service ? SERVICE_SIGNOFFS : GOODS_SIGNOFFS,
    picture: {
      adArchiveId: key,
      niche,
      // The page that made it: its clones on other pages show it too, as copied pictures do.
      pageName: author.name,
      title: headline,
      cta,
      price: price?.amount ?? null,
      installments: price?.installments ?? null,
    },
  };
};

const storyByKey = memo((key: string) => {
  const offer = seededRandom(hashString(`offer:${key}`));
  const ageDays = 5 + Math.floor(offer() * 400);
  const pages = 1 + Math.floor(offer() * 8);
  const stillRunning = [0.1, 0.3, 0.5, 0.75][Math.floor(offer() * 4)]!;
  return { ageDays, pages, stillRunning };
});

/**
 * An offer's own seeded story: how long ago it launched, how many pages push it and whether it
 * is still scaling or dying out, so the escalation levels spread like a real library's.
 */
export const offerStory = (niche: AdNiche, product: string) => storyByKey(`${niche}:${product}`);

const creativeByKey = memo((key: string): DemoCreative => {
  const [niche, product, k] = key.split(':') as [AdNiche, string, string];
  return buildCreative(niche, product, Number(k), offerStory(niche, product).pages);
});

/** Creative `k` of an offer (deterministic, shared by all its clones). */
export const offerCreative = (niche: AdNiche, product: string, k: number) =>
  creativeByKey(`${niche}:${product}:${k}`);

/** Every creative of the demo library (about 500). */
export const allDemoCreatives = () =>
  AD_NICHES.flatMap((niche) =>
    CATALOG[niche].products.flatMap((product) =>
      Array.from({ length: offerCreativeCount(niche, product) }, (_, k) => offerCreative(niche, product, k)),
    ),
  );

let hashes: Promise<ReadonlyMap<string, bigint>> | null = null;

/**
 * The stored dHash of every demo creative's picture, by creative key: the SVG the app serves,
 * hashed once per picture by the function that hashes archived thumbnails (~10 ms each), not
 * once per ad. Kept for the process: the pictures never change while it runs.
 */
export const demoPictureHashes = (): Promise<ReadonlyMap<string, bigint>> => {
  hashes ??= (async () => {
    const map = new Map<string, bigint>();
    const creatives = allDemoCreatives();
    // A few at a time: sharp renders on its own threads.
    for (let i = 0; i < creatives.length; i += 4)
      await Promise.all(
        creatives.slice(i, i + 4).map(async (c) => {
          const svg = Buffer.from(renderDemoCreative(c.picture));
          map.set(c.key, toStoredHash(await imageHashOf(svg)));
        }),
      );
    return map;
  })();
  hashes.catch(() => {
    hashes = null;
  });
  return hashes;
};
