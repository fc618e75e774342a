import { describe, expect, it } from 'vitest';
import { formatAudience, formatAudienceRange } from './format';

describe('audience formatting', () => {
  it('abbreviates K and M with the pt-BR decimal comma', () => {
    expect(formatAudience(850)).toBe('850');
    expect(formatAudience(12_345)).toBe('12,3K');
    expect(formatAudience(999_949)).toBe('999,9K');
    expect(formatAudience(4_100_000)).toBe('4,1M');
    expect(formatAudience(48_216_000)).toBe('48,2M');
    expect(formatAudience(1_250_000_000)).toBe('1.250M');
    expect(formatAudience(null)).toBe('N/A');
  });

  it('shows a range or a single value', () => {
    expect(formatAudienceRange(41_000_000, 48_216_000)).toBe('41M – 48,2M');
    expect(formatAudienceRange(null, 5000)).toBe('5K');
    expect(formatAudienceRange(null, null)).toBe('N/A');
  });
});
