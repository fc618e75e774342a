/** Retries after failures: 30 s, 1 min, 2 min … capped at 30 min, each with jitter. */
export const BACKOFF = { baseMs: 30_000, maxMs: 30 * 60_000 } as const;

/**
 * "Equal jitter": half the exponential delay is fixed, half random, so many browsers that went
 * offline together do not come back in step. `attempt` counts from 1.
 */
export const backoffDelay = (attempt: number, random: () => number = Math.random): number => {
  const exp = Math.min(BACKOFF.maxMs, BACKOFF.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exp / 2 + random() * (exp / 2));
};

/** A 429's Retry-After is honoured as the server asked (kept within 1 s – 1 h); else the back-off. */
export const retryDelay = (attempt: number, retryAfterMs: number | null, random?: () => number): number => {
  const delay = backoffDelay(attempt, random);
  if (retryAfterMs === null) return delay;
  return Math.max(Math.min(retryAfterMs, 60 * 60_000), 1000);
};
