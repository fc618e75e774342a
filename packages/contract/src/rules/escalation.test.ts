import { describe, expect, it } from 'vitest';
import { escalationLevel, escalationScore } from './escalation';

describe('escalation score and level', () => {
  it('is 0 for an offer with no active ads, pages or momentum', () => {
    expect(escalationScore({ activeCreatives: 0, distinctPages: 0, maxDaysRunning: 0, newAds7d: 0 })).toBe(0);
  });

  it('saturates at 100', () => {
    expect(
      escalationScore({ activeCreatives: 500, distinctPages: 40, maxDaysRunning: 300, newAds7d: 90 }),
    ).toBe(100);
  });

  it('weighs volume, spread, longevity and momentum', () => {
    expect(escalationScore({ activeCreatives: 75, distinctPages: 5, maxDaysRunning: 45, newAds7d: 15 })).toBe(
      50,
    );
    expect(escalationScore({ activeCreatives: 150, distinctPages: 0, maxDaysRunning: 0, newAds7d: 0 })).toBe(
      35,
    );
  });

  it.each([
    [0, null],
    [19, null],
    [20, 'bronze'],
    [39, 'bronze'],
    [40, 'prata'],
    [60, 'ouro'],
    [79, 'ouro'],
    [80, 'diamante'],
    [100, 'diamante'],
  ])('score %i is level %s', (score, level) => {
    expect(escalationLevel(score)).toBe(level);
  });
});
