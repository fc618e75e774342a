/** Attempts counted per key within a fixed window that starts at the key's first attempt. */
export interface AttemptCount {
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  resetInMs: number;
}

export interface AttemptStore {
  /** Counts one attempt and returns the window's total (this one included). */
  hit(key: string, windowMs: number): Promise<AttemptCount>;
  /** Forgets the key (a successful login). */
  clear(key: string): Promise<void>;
}

/** Keys kept before expired windows are swept; a flood of new keys cannot grow memory past it. */
const MAX_KEYS = 100_000;

/** One process's memory: the default, right for a single instance (REDIS_URL shares it). */
export const createMemoryAttemptStore = (now: () => number = Date.now): AttemptStore => {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = (at: number) => {
    for (const [key, w] of windows) if (w.resetAt <= at) windows.delete(key);
    // Still full of live windows: drop the oldest (Map keeps insertion order).
    for (const key of windows.keys()) {
      if (windows.size < MAX_KEYS) break;
      windows.delete(key);
    }
  };
  return {
    async hit(key, windowMs) {
      const at = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= at) {
        if (windows.size >= MAX_KEYS) sweep(at);
        w = { count: 0, resetAt: at + windowMs };
        windows.delete(key);
        windows.set(key, w);
      }
      w.count += 1;
      return { count: w.count, resetInMs: w.resetAt - at };
    },
    async clear(key) {
      windows.delete(key);
    },
  };
};
