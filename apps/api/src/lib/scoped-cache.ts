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
 *   `maxEntries` (and, with `maxBytes`, at most that many bytes as `sizeOf` weighs its values),
 *   the least recently used scope going first, whole.
 */
interface Entry<V> {
  value: V;
  expiresAt: number;
  bytes: number;
}

export class ScopedCache<V> {
  /** In order of last use (a hit or a store moves its scope to the end): the first goes first. */
  private readonly scopes = new Map<string, Map<string, Entry<V>>>();
  /** Bumped by every invalidation of a scope; reads compare it before storing. */
  private readonly generations = new Map<string, number>();
  /** Bumped by `clear()`: invalidates every read in flight. */
  private epoch = 0;
  private entries = 0;
  private totalBytes = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly sizeOf: (value: V) => number;
  private readonly now: () => number;
  private readonly enabled: () => boolean;

  constructor(options: {
    ttlMs: number;
    maxEntries: number;
    /** A cap on the bytes held, as `sizeOf` weighs each value (0: nothing is kept). */
    maxBytes?: number;
    sizeOf?: (value: V) => number;
    enabled: () => boolean;
    now?: () => number;
  }) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries;
    this.maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
    this.sizeOf = options.sizeOf ?? (() => 0);
    this.enabled = options.enabled;
    this.now = options.now ?? Date.now;
  }

  /** Whether reads may be answered from memory and stored right now. */
  get active() {
    return this.ttlMs > 0 && this.maxBytes > 0 && this.enabled();
  }

  /**
   * The cached value of `key` in `scope`, else what `load` reads (stored when allowed). `expiresAt`
   * (epoch ms) may shorten an entry's life, e.g. to a session's own expiry.
   */
  async read(scope: string, key: string, load: () => Promise<V>, expiresAt?: (value: V) => number) {
    if (!this.active) return load();
    // An entry may hold `undefined` (e.g. "no such session"): a hit is the entry, not its value.
    const hit = this.fresh(scope, key);
    if (hit) return hit.value;
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

  /** The value held for `key` in `scope`, if any and still fresh (nothing is loaded). */
  get(scope: string, key: string): V | undefined {
    return this.active ? this.fresh(scope, key)?.value : undefined;
  }

  /** The entry of `key` in `scope` if it has not expired (an expired one is dropped). */
  private fresh(scope: string, key: string): Entry<V> | undefined {
    const entries = this.scopes.get(scope);
    const hit = entries?.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt > this.now()) {
      // Least recently used goes first: a hit moves its scope to the end of the order.
      this.scopes.delete(scope);
      this.scopes.set(scope, entries!);
      return hit;
    }
    entries!.delete(key);
    this.entries--;
    this.totalBytes -= hit.bytes;
    return undefined;
  }

  private store(scope: string, key: string, value: V, expiresAt: number) {
    const bytes = this.sizeOf(value);
    // A value over the whole cap would only push everything else out, then go itself.
    if (bytes > this.maxBytes) return;
    let entries = this.scopes.get(scope);
    if (entries) {
      this.scopes.delete(scope);
      const old = entries.get(key);
      if (old) {
        entries.delete(key);
        this.entries--;
        this.totalBytes -= old.bytes;
      }
    } else entries = new Map();
    // Out of the order while the others make room, so the scope being stored goes last.
    const full = () => this.entries >= this.maxEntries || this.totalBytes + bytes > this.maxBytes;
    while (full() && this.scopes.size > 0) this.evictLeastRecentScope();
    if (full()) {
      for (const entry of entries.values()) this.totalBytes -= entry.bytes;
      this.entries -= entries.size;
      entries.clear();
    }
    entries.set(key, { value, expiresAt, bytes });
    this.scopes.set(scope, entries);
    this.entries++;
    this.totalBytes += bytes;
  }

  private dropScope(scope: string, entries: Map<string, Entry<V>>) {
    for (const entry of entries.values()) this.totalBytes -= entry.bytes;
    this.entries -= entries.size;
    this.scopes.delete(scope);
  }

  /** The scope used (hit or stored) longest ago goes whole. */
  private evictLeastRecentScope() {
    const [scope, entries] = this.scopes.entries().next().value!;
    this.dropScope(scope, entries);
  }

  /** Drops the scope's entries, and makes reads of it in flight store nothing. */
  invalidate(scope: string) {
    const entries = this.scopes.get(scope);
    if (entries) this.dropScope(scope, entries);
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
    this.totalBytes = 0;
    this.epoch++;
  }

  get size() {
    return this.entries;
  }

  /** What `sizeOf` counts of the values held. */
  get bytes() {
    return this.totalBytes;
  }
}
