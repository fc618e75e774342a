import { isObject } from './values';

/**
 * Facebook answers GraphQL with anti-hijacking prefixes (`for (;;);`) and often several JSON
 * documents, one per line (streamed @defer parts). Unparseable parts are skipped.
 */
export const parseResponseText = (text: string): unknown[] => {
  const body = text.replace(/^\s*for\s*\(;;\);/, '').trim();
  if (body === '') return [];
  try {
    return [JSON.parse(body)];
  } catch {
    const values: unknown[] = [];
    for (const line of body.split(/\r?\n/)) {
      const t = line.trim();
      if (!t.startsWith('{') && !t.startsWith('[')) continue;
      try {
        values.push(JSON.parse(t));
      } catch {
        // a partial line: nothing to take from it
      }
    }
    return values;
  }
};

/** The id of a raw item of any shape, as text, or null (never a lossy JSON number). */
export const adArchiveIdOf = (raw: unknown): string | null => {
  if (!isObject(raw)) return null;
  const id = raw.ad_archive_id ?? raw.adArchiveID ?? raw.id;
  return typeof id === 'string' && /^\d{1,30}$/.test(id.trim()) ? id.trim() : null;
};

const isWebsiteItem = (v: Record<string, unknown>) =>
  isObject(v.snapshot) && (v.ad_archive_id !== undefined || v.adArchiveID !== undefined);

/**
 * A `collated_results` node groups the ads that share one creative; each is an ad of its own.
 * Any other item is returned as it is.
 */
export const expandAdItems = (raw: unknown): unknown[] => {
  if (isObject(raw) && Array.isArray(raw.collated_results)) return raw.collated_results;
  return [raw];
};

const MAX_DEPTH = 40;

const hasAdId = (v: Record<string, unknown>) =>
  (v.ad_archive_id ?? v.adArchiveID) !== undefined && (v.ad_archive_id ?? v.adArchiveID) !== null;

/** Key of an item that is not read: its id as text (a lossy number included), for counting it once. */
const itemKey = (v: Record<string, unknown>) => String(v.ad_archive_id ?? v.adArchiveID);

export type AdNodeScan = {
  /** Ad result items, deduplicated by id; the first copy wins. */
  items: unknown[];
  /**
   * Objects that carry an ad id but not the shape of an item (its `snapshot` renamed or gone):
   * ads the page shows that cannot be read, deduplicated by id.
   */
  unrecognised: unknown[];
};

/**
 * Every ad result item inside any JSON value the Ad Library page loads (GraphQL responses, data
 * embedded in the HTML), found by shape rather than by path so a moved field does not lose ads,
 * and the objects that name an ad without that shape.
 */
export const scanAdNodes = (json: unknown): AdNodeScan => {
  const found = new Map<string, unknown>();
  const unrecognised = new Map<string, unknown>();
  const walk = (v: unknown, depth: number) => {
    if (depth > MAX_DEPTH || v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      for (const item of v) walk(item, depth + 1);
      return;
    }
    const obj = v as Record<string, unknown>;
    if (isWebsiteItem(obj)) {
      const id = adArchiveIdOf(obj);
      if (id && !found.has(id)) found.set(id, obj);
      // Legacy items repeat themselves in `adCards`; nothing else of interest lies below.
      return;
    }
    if (hasAdId(obj) && !unrecognised.has(itemKey(obj))) unrecognised.set(itemKey(obj), obj);
    for (const key in obj) walk(obj[key], depth + 1);
  };
  walk(json, 0);
  // An id seen both ways (one copy read, another not) is an ad read.
  for (const key of found.keys()) unrecognised.delete(key);
  return { items: [...found.values()], unrecognised: [...unrecognised.values()] };
};

/** The ad result items of scanAdNodes. */
export const findAdNodes = (json: unknown): unknown[] => scanAdNodes(json).items;
