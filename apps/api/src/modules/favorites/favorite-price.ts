import { type DetectedPrice, detectPrice } from '@sniperads/contract';

/**
 * A favorite's price: the one the user entered, else the one its texts state (rules/price.ts, in
 * the ingest mapper's reading order), else unknown.
 */
export const favoritePrice = (input: {
  price: number | null;
  price_installments?: number | null | undefined;
  ad_creative_link_titles: string[];
  ad_creative_bodies: string[];
  ad_creative_link_captions: string[];
}): { amount: number | null; installments: number | null } => {
  if (input.price !== null) return { amount: input.price, installments: input.price_installments ?? null };
  const found: DetectedPrice | null = detectPrice([
    ...input.ad_creative_link_titles,
    ...input.ad_creative_bodies,
    ...input.ad_creative_link_captions,
  ]);
  return { amount: found?.amount ?? null, installments: found?.installments ?? null };
};

/** Creatives served by this API (the demo library's drawings) are ours already: nothing to archive. */
export const isRemoteMedia = (url: string | null | undefined) => Boolean(url) && !url!.startsWith('/');
