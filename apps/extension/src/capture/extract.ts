import { adArchiveIdOf, findAdNodes, parseResponseText } from '@sniperads/contract';

/** Cheap test before parsing: most GraphQL answers on the page are not search results. */
const MAY_HOLD_ADS = /ad_archive_id|adArchiveID/;

/** The answer is a page of search results (whatever shape its items now have). */
const LOOKS_LIKE_RESULTS = /search_results_connection|collated_results/;

/**
 * Search results in which no ad could be recognised: Facebook changed the payload. Said out loud
 * instead of silently capturing nothing.
 */
export const isUnrecognisedResults = (text: string, found: number) =>
  found === 0 && LOOKS_LIKE_RESULTS.test(text);

/** Ad result items in a response body the page received, deduplicated by id. */
export const adsInText = (text: string): unknown[] => {
  if (!MAY_HOLD_ADS.test(text) && !LOOKS_LIKE_RESULTS.test(text)) return [];
  return dedupe(parseResponseText(text).flatMap(findAdNodes));
};

export const adsInJson = (json: unknown): unknown[] => dedupe(findAdNodes(json));

const dedupe = (items: unknown[]) => {
  const byId = new Map<string, unknown>();
  for (const item of items) {
    const id = adArchiveIdOf(item);
    if (id && !byId.has(id)) byId.set(id, item);
  }
  return [...byId.values()];
};

/** Endpoints whose answers carry Ad Library results. */
export const isAdDataUrl = (url: string, base: string): boolean => {
  try {
    const { pathname, origin } = new URL(url, base);
    if (origin !== new URL(base).origin) return false;
    return pathname.startsWith('/api/graphql') || pathname.startsWith('/ads/library/async/');
  } catch {
    return false;
  }
};
