import { describe, expect, it } from 'vitest';
import { websiteImageItem } from './fixtures';
import { mapAd } from './map-ad';
import { INGEST_REASONS, type NormalizedAd } from './normalized';
import { implausibilityOf } from './plausibility';

const now = new Date('2026-11-29T12:00:00Z');
const base = (() => {
  const m = mapAd(websiteImageItem);
  if (!m.ok) throw new Error('fixture must map');
  return m.ad;
})();
const ad = (over: Partial<NormalizedAd>): NormalizedAd => ({ ...base, ...over });

describe('implausibilityOf', () => {
  it('accepts what the Ad Library shows', () => {
    expect(implausibilityOf(base, now)).toBeNull();
    expect(implausibilityOf(ad({ start_time: '2026-11-30T10:00:00.000Z', stop_time: null }), now)).toBeNull();
    expect(implausibilityOf(ad({ collation_count: 10_000 }), now)).toBeNull();
  });

  it('refuses an ad that starts years ahead (it would head every newest-first list)', () => {
    expect(implausibilityOf(ad({ start_time: '2030-01-01T00:00:00.000Z', stop_time: null }), now)).toBe(
      INGEST_REASONS.futureDate,
    );
  });

  it('refuses dates from before the Ad Library existed (they would top "longest running")', () => {
    expect(implausibilityOf(ad({ start_time: '2004-02-04T00:00:00.000Z', stop_time: null }), now)).toBe(
      INGEST_REASONS.tooOld,
    );
  });

  it('refuses an end before the start and a variation count no creative has', () => {
    expect(
      implausibilityOf(
        ad({ start_time: '2025-05-02T00:00:00.000Z', stop_time: '2025-05-01T00:00:00.000Z' }),
        now,
      ),
    ).toBe(INGEST_REASONS.stopBeforeStart);
    expect(implausibilityOf(ad({ collation_count: 999_999_999 }), now)).toBe(INGEST_REASONS.implausibleCount);
  });
});
