import type { Advertisement } from '@sniperads/contract';
import { matchesNow } from '@/lib/media-query';
import type { LoaderCause } from '@/lib/route-data';
import { firstRowImages, firstRowSize } from '../model/first-row';

const asked = new Set<string>();

/**
 * Whether a loader's run opens the screen: entering it, or the start-up's preload of the address
 * being opened (src/router.tsx, preloadScreen). Not a link's hover elsewhere (the user may not
 * come), nor a change of page or filter on it (its cards ask for their own images).
 */
export const opensScreen = (cause: LoaderCause, loading: string, shown: string) =>
  cause === 'enter' || (cause === 'preload' && loading === shown);

/**
 * Asks for the first row's creatives as soon as the results are known, while the screen's code
 * is still arriving and being drawn: the largest image of the first view (what the page is for)
 * then no longer waits for the cards to be drawn before it is requested. Only what the first row
 * shows on this screen; the <img> of each card takes the same response.
 */
export const preloadFirstRow = (ads: readonly Advertisement[]) => {
  const rowSize = firstRowSize(matchesNow);
  for (const href of firstRowImages(ads, rowSize)) {
    if (asked.has(href)) continue;
    asked.add(href);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = href;
    link.fetchPriority = 'high';
    document.head.append(link);
  }
};
