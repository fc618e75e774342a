import type { Advertisement } from '@sniperads/contract';
import { toAdMedia } from '@/components/ad-media/ad-media-model';

/** The result grid's columns, from each of Mantine's breakpoints up. */
export const GRID = { base: 1, sm: 2, lg: 3 } as const;

/** Mantine's default breakpoints for `sm` and `lg` (the theme keeps them). */
const MIN_WIDTH = { sm: '48em', lg: '75em' } as const;

/**
 * How many cards the grid's first row holds on this screen: they are drawn together with the page,
 * and their creatives fetched at once; the cards under them follow.
 */
export const firstRowSize = (matches: (query: string) => boolean): number => {
  if (matches(`(min-width: ${MIN_WIDTH.lg})`)) return GRID.lg;
  if (matches(`(min-width: ${MIN_WIDTH.sm})`)) return GRID.sm;
  return GRID.base;
};

/**
 * The images the first row's cards draw first (an archived thumbnail, or the original image), in
 * order; a video without a thumbnail draws no image.
 */
export const firstRowImages = (
  ads: readonly Pick<Advertisement, 'thumbnail_url' | 'creative_media_url'>[],
  rowSize: number,
): string[] =>
  ads.slice(0, rowSize).flatMap((ad) => {
    const media = toAdMedia(ad);
    return media.video && !media.poster ? [] : media.images.slice(0, 1);
  });
