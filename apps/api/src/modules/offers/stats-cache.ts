/**
 * Per-domain stats aggregate every recent ad of the library (about 1 s at 1,000,000 ads), and
 * every user of /ofertas-escaladas asks for the same ones; they are kept for a minute and
 * dropped whenever ads are written, so a fresh ingest shows at once.
 */
const TTL_MS = 60_000;
type Entries = Map<string, { at: number; value: Promise<unknown> }>;
/** One cache per database handle (tests open several in one process). */
const caches = new WeakMap<object, Entries>();

export const cachedStats = <T>(db: object, key: string, load: () => Promise<T>): Promise<T> => {
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

export const invalidateStats = (db: object) => caches.get(db)?.clear();
