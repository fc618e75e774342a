import { describe, expect, it } from 'vitest';
import {
  ADS_MANAGER_VISIBLE_RESULTS,
  audienceSize,
  cpmTrend,
  HIDDEN_MAX_AUDIENCE,
  interestCategory,
  isHiddenInterest,
  largestAudience,
  normaliseInterestName,
} from './interests';

describe('interest rules', () => {
  it('takes the audience from the lower bound, then the single value, else 0', () => {
    expect(audienceSize(1200, 5000)).toBe(1200);
    expect(audienceSize(null, 5000)).toBe(5000);
    expect(audienceSize(undefined, undefined)).toBe(0);
  });

  it("defaults the category to 'Outros'", () => {
    expect(interestCategory('Fitness e bem-estar')).toBe('Fitness e bem-estar');
    expect(interestCategory('  ')).toBe('Outros');
    expect(interestCategory(null)).toBe('Outros');
  });

  const niche = { rank: 1, viaSuggestion: false, audience: 2_000_000, exactName: false };

  it('hides what Ads Manager would not list for the term', () => {
    expect(isHiddenInterest(niche)).toBe(false);
    expect(isHiddenInterest({ ...niche, rank: ADS_MANAGER_VISIBLE_RESULTS })).toBe(false);
    expect(isHiddenInterest({ ...niche, rank: ADS_MANAGER_VISIBLE_RESULTS + 1 })).toBe(true);
    expect(isHiddenInterest({ ...niche, rank: 2, viaSuggestion: true })).toBe(true);
    // Size unknown: the ranking alone decides.
    expect(isHiddenInterest({ ...niche, viaSuggestion: true, audience: null })).toBe(true);
  });

  it('never hides an interest of 100 million people or more, wherever it ranks', () => {
    const deep = { ...niche, rank: 80, viaSuggestion: true };
    expect(isHiddenInterest({ ...deep, audience: HIDDEN_MAX_AUDIENCE - 1 })).toBe(true);
    expect(isHiddenInterest({ ...deep, audience: HIDDEN_MAX_AUDIENCE })).toBe(false);
    // Yoga, as the demo catalogue and Meta report it worldwide.
    expect(isHiddenInterest({ ...deep, audience: 194_000_000 })).toBe(false);
    // A range reaching 100 M counts by its upper bound.
    expect(isHiddenInterest({ ...deep, audience: largestAudience(95_000_000, 111_700_000, null) })).toBe(
      false,
    );
  });

  it('never hides the interest named exactly what the buyer typed', () => {
    expect(isHiddenInterest({ ...niche, rank: 40, viaSuggestion: true, exactName: true })).toBe(false);
    expect(normaliseInterestName('  Reeducação   Alimentar ')).toBe(
      normaliseInterestName('reeducacao alimentar'),
    );
  });

  it('takes the largest audience figure Meta gave', () => {
    expect(largestAudience(10, 12, null)).toBe(12);
    expect(largestAudience(10, null, null)).toBe(10);
    expect(largestAudience(null, null, 7)).toBe(7);
    expect(largestAudience(undefined, undefined, undefined)).toBeNull();
  });

  it('reads the CPM trend', () => {
    expect(cpmTrend(9, 10)).toEqual({ direction: 'queda', percent: -10 });
    expect(cpmTrend(12.5, 10)).toEqual({ direction: 'alta', percent: 25 });
    expect(cpmTrend(10.05, 10)).toEqual({ direction: 'estavel', percent: 0.5 });
    expect(cpmTrend(10, null)).toEqual({ direction: 'sem_historico', percent: null });
    expect(cpmTrend(null, 10)).toEqual({ direction: 'sem_historico', percent: null });
  });
});
