import { describe, expect, it } from 'vitest';
import {
  ADS_MANAGER_VISIBLE_RESULTS,
  audienceSize,
  cpmTrend,
  interestCategory,
  isHiddenInterest,
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

  it('hides what Ads Manager would not list for the term', () => {
    expect(isHiddenInterest(1, false)).toBe(false);
    expect(isHiddenInterest(ADS_MANAGER_VISIBLE_RESULTS, false)).toBe(false);
    expect(isHiddenInterest(ADS_MANAGER_VISIBLE_RESULTS + 1, false)).toBe(true);
    expect(isHiddenInterest(2, true)).toBe(true);
  });

  it('reads the CPM trend', () => {
    expect(cpmTrend(9, 10)).toEqual({ direction: 'queda', percent: -10 });
    expect(cpmTrend(12.5, 10)).toEqual({ direction: 'alta', percent: 25 });
    expect(cpmTrend(10.05, 10)).toEqual({ direction: 'estavel', percent: 0.5 });
    expect(cpmTrend(10, null)).toEqual({ direction: 'sem_historico', percent: null });
    expect(cpmTrend(null, 10)).toEqual({ direction: 'sem_historico', percent: null });
  });
});
