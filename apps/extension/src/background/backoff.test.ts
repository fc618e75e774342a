import { describe, expect, it } from 'vitest';
import { BACKOFF, backoffDelay, retryDelay } from './backoff';

describe('back-off schedule', () => {
  it('doubles from 30 s up to 30 min, half of it jittered', () => {
    const low = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => backoffDelay(n, () => 0));
    const high = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => backoffDelay(n, () => 1));
    expect(high).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_800_000, 1_800_000]);
    expect(low).toEqual(high.map((d) => d / 2));
    expect(backoffDelay(50, () => 1)).toBe(BACKOFF.maxMs);
  });

  it("honours a 429's Retry-After, within 1 s and 1 h", () => {
    expect(retryDelay(1, 120_000, () => 0)).toBe(120_000);
    expect(retryDelay(9, 5_000, () => 1)).toBe(5_000);
    expect(retryDelay(1, 0)).toBe(1_000);
    expect(retryDelay(1, 10 * 60 * 60_000)).toBe(60 * 60_000);
    expect(retryDelay(2, null, () => 1)).toBe(60_000);
  });
});
