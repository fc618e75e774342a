import type { Status } from '../shared/storage';

/** The session's `ads_per_minute` is a fixed one-minute window on the server too. */
export const PACE_WINDOW_MS = 60_000;

/**
 * How many ads may go now without going over the token's per-minute limit (so the API need not
 * answer 429), and when the current window closes.
 */
export const paceBudget = (
  limit: number | null,
  s: Pick<Status, 'paceStart' | 'paceCount'>,
  now: number,
): { budget: number; reopensAt: number } => {
  if (!limit || limit <= 0) return { budget: Number.POSITIVE_INFINITY, reopensAt: now };
  if (s.paceStart === null || now - s.paceStart >= PACE_WINDOW_MS)
    return { budget: limit, reopensAt: now + PACE_WINDOW_MS };
  return { budget: Math.max(0, limit - s.paceCount), reopensAt: s.paceStart + PACE_WINDOW_MS };
};

/** Status change after `sent` ads went out at `now`. */
export const recordPace = (s: Pick<Status, 'paceStart' | 'paceCount'>, sent: number, now: number) =>
  s.paceStart === null || now - s.paceStart >= PACE_WINDOW_MS
    ? { paceStart: now, paceCount: sent }
    : { paceStart: s.paceStart, paceCount: s.paceCount + sent };
