/**
 * Aggregates over the whole ad library (e.g. the offers' per-domain stats: about 1 s at 1,000,000
 * ads, and every user of /ofertas-escaladas asks for the same ones) are kept for a minute and
 * dropped whenever the library is written, so a fresh ingest shows at once. The ads module owns
 * the library, so it owns the invalidation; readers only cache through here.
 */
const TTL_MS = 60_000;
type Entries = Map<string, { at: number; value: Promise<unknown> }>;
/** One cache per database handle (tests open several in one process). */
const caches = new WeakMap<object, Entries>();

export const cachedLibraryStats = <T>(db: object, key: string, load: () => Promise<T>): Promise<T> => {
  let entries = caches.get(db);
  if (!entries) {
    entries = new Map();
    caches.set(db, entries);
  }
  const hit = entries.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
  const value = load();
  entries.set(key, { at: Date.now(), value });
  // A failed load is not kept.
  const own = entries;
  value.catch(() => own.delete(key));
  if (entries.size > 500) entries.clear();
  return value;
};

/** Called by every write to the library (ingest, purge). */
export const libraryChanged = (db: object) => caches.get(db)?.clear();
