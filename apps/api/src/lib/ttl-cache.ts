/** An in-memory cache whose entries expire after a fixed time; `now` is injectable for tests. */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly maxEntries: number;

  constructor(options: { ttlMs: number; now?: () => number; maxEntries?: number }) {
    this.ttlMs = options.ttlMs;
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? 1000;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V) {
    // Bounded: the oldest insertion goes first when full (Map keeps insertion order).
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }

  /** Drops expired entries; returns how many went. */
  sweep() {
    const now = this.now();
    let removed = 0;
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt <= now) {
        this.entries.delete(key);
        removed++;
      }
    }
    return removed;
  }

  get size() {
    return this.entries.size;
  }
}
