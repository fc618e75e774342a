/**
 * A per-replica read cache whose entries belong to a scope (an account, or one shared scope) and
 * are dropped by scope when the change feed says that scope was written.
 *
 * Correctness before speed:
 * - a value is stored only if nothing invalidated its scope (or the whole cache) while it was
 *   being read, so a read that raced a write never stores what it saw before the write;
 * - `enabled()` false (the change feed is down, or caching is off): every read goes to the loader
 *   and nothing is stored, because an invalidation could be missed;
 * - entries expire after `ttlMs` at most (or earlier, see `read`), and the cache holds at most
 *   `maxEntries`, the least recently stored going first.
 */
export class ScopedCache<V> {
  private readonly scopes = new Map<string, Map<string, { value: V; expiresAt: number }>>();
  /** Bumped by every invalidation of a scope; reads compare it before storing. */
  private readonly generations = new Map<string, number>();
  /** Bumped by `clear()`: invalidates every read in flight. */
  private epoch = 0;
  private entries = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly enabled: () => boolean;

  constructor(options: { ttlMs: number; maxEntries: number; enabled: () => boolean; now?: () => number }) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries;
    this.enabled = options.enabled;
    this.now = options.now ?? Date.now;
  }

  /**
   * The cached value of `key` in `scope`, else what `load` reads (stored when allowed). `expiresAt`
   * (epoch ms) may shorten an entry's life, e.g. to a session's own expiry.
   */
  async read(scope: string, key: string, load: () => Promise<V>, expiresAt?: (value: V) => number) {
    if (this.ttlMs <= 0 || !this.enabled()) return load();
    const entries = this.scopes.get(scope);
    const hit = entries?.get(key);
    if (hit) {
      if (hit.expiresAt > this.now()) return hit.value;
      entries!.delete(key);
      this.entries--;
    }
    const epoch = this.epoch;
    const generation = this.generations.get(scope) ?? 0;
    const value = await load();
    if (epoch === this.epoch && generation === (this.generations.get(scope) ?? 0) && this.enabled()) {
      const until = Math.min(
        this.now() + this.ttlMs,
        expiresAt ? expiresAt(value) : Number.POSITIVE_INFINITY,
      );
      if (until > this.now()) this.store(scope, key, value, until);
    }
    return value;
  }

  private store(scope: string, key: string, value: V, expiresAt: number) {
    let entries = this.scopes.get(scope);
    if (!entries) {
      entries = new Map();
      this.scopes.set(scope, entries);
    }
    if (entries.delete(key)) this.entries--;
    while (this.entries >= this.maxEntries) this.evictOldestScope();
    entries.set(key, { value, expiresAt });
    this.entries++;
  }

  /** Scopes are kept in the order they were first stored: the oldest goes whole. */
  private evictOldestScope() {
    const oldest = this.scopes.keys().next();
    if (oldest.done) {
      this.entries = 0;
      return;
    }
    this.entries -= this.scopes.get(oldest.value)!.size;
    this.scopes.delete(oldest.value);
  }

  /** Drops the scope's entries, and makes reads of it in flight store nothing. */
  invalidate(scope: string) {
    const entries = this.scopes.get(scope);
    if (entries) {
      this.entries -= entries.size;
      this.scopes.delete(scope);
    }
    this.generations.set(scope, (this.generations.get(scope) ?? 0) + 1);
    // Generations only need to outlive the reads in flight; forgetting them all at once is safe
    // as long as the epoch moves too.
    if (this.generations.size > 4 * this.maxEntries) this.clear();
  }

  /** Drops everything, and makes every read in flight store nothing. */
  clear() {
    this.scopes.clear();
    this.generations.clear();
    this.entries = 0;
    this.epoch++;
  }

  get size() {
    return this.entries;
  }
}
