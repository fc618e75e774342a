/** Attempts counted per key within a fixed window that starts at the key's first attempt. */
export interface AttemptCount {
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  resetInMs: number;
}

/** A gate's rule: `free` attempts, then each further one locks the key for a doubling time. */
export interface GateRule {
  /** How long the key's attempts are remembered, from its first one. */
  windowMs: number;
  free: number;
  /** The first lock; each later attempt doubles it, up to `lockMaxMs`. */
  lockBaseMs: number;
  lockMaxMs: number;
}

export interface AttemptStore {
  /** Counts one attempt and returns the window's total (this one included). */
  hit(key: string, windowMs: number): Promise<AttemptCount>;
  /** The window's total without counting (0 when there is none). */
  peek(key: string): Promise<AttemptCount>;
  /**
   * In one step: refuses while the key is locked (the lock's milliseconds left), else counts the
   * attempt, locks the key when the count is past the free ones, and lets this attempt through (0).
   * The attempt that sets a lock is still checked, so a lock delays, it never refuses forever.
   */
  gate(key: string, rule: GateRule): Promise<number>;
  /** Forgets the key and its lock (a successful login). */
  clear(key: string): Promise<void>;
}

/** The lock an attempt past the free ones sets: base, twice base, … up to the cap. */
export const lockMsFor = (count: number, rule: GateRule) =>
  count <= rule.free
    ? 0
    : Math.min(rule.lockBaseMs * 2 ** Math.min(count - rule.free - 1, 30), rule.lockMaxMs);

/** Keys kept before expired windows are swept; a flood of new keys cannot grow memory past it. */
const MAX_KEYS = 100_000;

/** One process's memory: the default, right for a single instance (REDIS_URL shares it). */
export const createMemoryAttemptStore = (now: () => number = Date.now): AttemptStore => {
  const windows = new Map<string, { count: number; resetAt: number; lockedUntil: number }>();
  const sweep = (at: number) => {
    for (const [key, w] of windows) if (w.resetAt <= at && w.lockedUntil <= at) windows.delete(key);
    // Still full of live windows: drop the oldest (Map keeps insertion order).
    for (const key of windows.keys()) {
      if (windows.size < MAX_KEYS) break;
      windows.delete(key);
    }
  };
  const live = (key: string, at: number) => {
    const w = windows.get(key);
    return w && (w.resetAt > at || w.lockedUntil > at) ? w : undefined;
  };
  const counted = (key: string, windowMs: number, at: number) => {
    let w = live(key, at);
    if (!w || w.resetAt <= at) {
      if (windows.size >= MAX_KEYS) sweep(at);
      w = { count: 0, resetAt: at + windowMs, lockedUntil: w?.lockedUntil ?? 0 };
      windows.delete(key);
      windows.set(key, w);
    }
    w.count += 1;
    return w;
  };
  return {
    async hit(key, windowMs) {
      const at = now();
      const w = counted(key, windowMs, at);
      return { count: w.count, resetInMs: w.resetAt - at };
    },
    async peek(key) {
      const at = now();
      const w = live(key, at);
      return w && w.resetAt > at ? { count: w.count, resetInMs: w.resetAt - at } : { count: 0, resetInMs: 0 };
    },
    async gate(key, rule) {
      const at = now();
      const locked = live(key, at)?.lockedUntil ?? 0;
      if (locked > at) return locked - at;
      const w = counted(key, rule.windowMs, at);
      const lock = lockMsFor(w.count, rule);
      if (lock > 0) w.lockedUntil = at + lock;
      return 0;
    },
    async clear(key) {
      windows.delete(key);
    },
  };
};
