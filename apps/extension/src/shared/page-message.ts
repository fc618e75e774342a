// No zod here: this module is bundled into the page script, which should stay small.
import { adArchiveIdOf } from '@sniperads/contract';

/**
 * Page (MAIN world) -> content script (ISOLATED world), over window.postMessage. Any script on
 * the page can post this, so it carries nothing but ad data the page already had, and the
 * receiver checks its shape; the server validates every item again.
 */
export const PAGE_MESSAGE_SOURCE = 'sniperads:capture';
export const PAGE_MESSAGE_VERSION = 1;
export const MAX_ITEMS_PER_MESSAGE = 100;
/** Real items reach tens of kB (long texts, many cards); anything far larger is not an ad. */
export const MAX_ITEM_CHARS = 500_000;

export const pageMessage = (items: unknown[]) => ({
  source: PAGE_MESSAGE_SOURCE,
  version: PAGE_MESSAGE_VERSION,
  type: 'ads' as const,
  items,
});

/** Search results arrived but none of their items looked like an ad. */
export const unrecognisedMessage = () => ({
  source: PAGE_MESSAGE_SOURCE,
  version: PAGE_MESSAGE_VERSION,
  type: 'unrecognised' as const,
});

export const isUnrecognisedMessage = (
  event: { source: unknown; origin: string; data: unknown },
  win: { location: { origin: string } },
) => {
  if (event.source !== win || event.origin !== win.location.origin) return false;
  const data = event.data as Record<string, unknown> | null;
  return (
    typeof data === 'object' &&
    data !== null &&
    data.source === PAGE_MESSAGE_SOURCE &&
    data.version === PAGE_MESSAGE_VERSION &&
    data.type === 'unrecognised'
  );
};

const isAdItem = (item: unknown) => {
  if (adArchiveIdOf(item) === null) return false;
  try {
    return JSON.stringify(item).length <= MAX_ITEM_CHARS;
  } catch {
    return false;
  }
};

/** The ad items of a genuine capture message from this very window, or null. */
export const readPageMessage = (
  event: { source: unknown; origin: string; data: unknown },
  win: { location: { origin: string } },
): unknown[] | null => {
  if (event.source !== win || event.origin !== win.location.origin) return null;
  const data = event.data as Record<string, unknown> | null;
  if (typeof data !== 'object' || data === null) return null;
  if (data.source !== PAGE_MESSAGE_SOURCE || data.version !== PAGE_MESSAGE_VERSION || data.type !== 'ads')
    return null;
  const { items } = data;
  if (!Array.isArray(items) || items.length === 0 || items.length > MAX_ITEMS_PER_MESSAGE) return null;
  const ads = items.filter(isAdItem);
  return ads.length ? ads : null;
};
