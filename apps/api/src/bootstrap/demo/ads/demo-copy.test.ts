import { inferNiche } from '@sniperads/contract';
import { describe, expect, it } from 'vitest';
import { demoAd } from './generator';

const today = new Date('2026-01-15T12:00:00Z');
// Ads spread over the whole id range the benches load, not only the first ones.
const SAMPLE = Array.from({ length: 4000 }, (_, k) => demoAd(k * 250 + (k % 7), today));
const textsOf = (ad: (typeof SAMPLE)[number]) =>
  [
    ...(ad.adCreativeLinkTitles ?? []),
    ...(ad.adCreativeBodies ?? []),
    ...(ad.adCreativeLinkDescriptions ?? []),
  ].join('\n');

describe('demo ad copy', () => {
  it('reads as its own niche to the niche rules, and never as another', () => {
    let agree = 0;
    const contradictions: string[] = [];
    for (const ad of SAMPLE) {
      const inferred = inferNiche(textsOf(ad));
      if (inferred === ad.niche) agree++;
      else if (inferred !== null) contradictions.push(`${ad.niche} → ${inferred}: ${textsOf(ad)}`);
    }
    expect(contradictions).toEqual([]);
    // 90%: the rules only name a niche on a strong term and a clear lead, so a short ad that
    // names its product without the niche's vocabulary is rightly left unfiled.
    expect(agree / SAMPLE.length).toBeGreaterThanOrEqual(0.9);
  });

  it('has no batch suffixes and no page name that repeats a word', () => {
    for (const ad of SAMPLE) {
      const title = ad.adCreativeLinkTitles?.[0] ?? '';
      expect(title).not.toMatch(/lote \d|\|/);
      const words = (ad.pageName ?? '').toLowerCase().split(/\s+/);
      expect(new Set(words).size).toBe(words.length);
    }
  });

  it('is the same ad for the same number', () => {
    expect(demoAd(123_456, today)).toEqual(demoAd(123_456, today));
  });
});
