import {
  adArchiveIdOf,
  findAdNodes,
  INGEST_REASONS,
  mapAd,
  parseResponseText,
  scanAdNodes,
} from '@sniperads/contract';

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

/** An item the page shows that the extension cannot read: its id and the pt-BR reason. */
export type UnreadItem = { key: string; reason: string };

/** Ad result items in a response body the page received, deduplicated by id. */
export const adsInText = (text: string): unknown[] => readAnswer(text).items;

/**
 * The ad items of a response body, and the items it names that have not the shape of one (a
 * renamed `snapshot`): those are not captured, and the user is told how many and why.
 */
export const readAnswer = (text: string): { items: unknown[]; unread: UnreadItem[] } => {
  if (!MAY_HOLD_ADS.test(text) && !LOOKS_LIKE_RESULTS.test(text)) return { items: [], unread: [] };
  const scans = parseResponseText(text).map(scanAdNodes);
  const items = dedupe(scans.flatMap((s) => s.items));
  const read = new Set(items.map(adArchiveIdOf));
  const unread = scans
    .flatMap((s) => s.unrecognised)
    .map((node) => ({ key: unreadKey(node), reason: unreadReason(node) }))
    .filter((u) => !read.has(u.key));
  return { items, unread };
};

export type UnreadSummary = { count: number; reasons: { reason: string; count: number }[] };

/** How many items could not be read, by reason, most frequent first. */
export const summariseUnread = (reasonById: ReadonlyMap<string, string>): UnreadSummary => {
  const byReason = new Map<string, number>();
  for (const reason of reasonById.values()) byReason.set(reason, (byReason.get(reason) ?? 0) + 1);
  const reasons = [...byReason].map(([reason, count]) => ({ reason, count }));
  return { count: reasonById.size, reasons: reasons.sort((a, b) => b.count - a.count) };
};

const unreadKey = (node: unknown) => {
  const raw = node as Record<string, unknown>;
  return adArchiveIdOf(node) ?? String(raw.ad_archive_id ?? raw.adArchiveID);
};

/** The mapper's own reason; one it could map anyway still lacks the website item's snapshot. */
const unreadReason = (node: unknown) => {
  const mapped = mapAd(node);
  return mapped.ok ? INGEST_REASONS.missingSnapshot : mapped.reason;
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
