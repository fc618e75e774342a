import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatLongDate } from './format';

afterEach(() => vi.unstubAllEnvs());

describe('dates that are days', () => {
  it('writes the long form of the same day', () => {
    // Intl formatters keep the zone they were built in: one zone for this file's long dates.
    vi.stubEnv('TZ', 'America/Sao_Paulo');
    expect(formatLongDate('2024-05-01T00:00:00.000Z')).toBe('1 de maio de 2024');
    expect(formatLongDate('2024-05-01T12:00:00.000Z')).toBe('1 de maio de 2024');
  });

  for (const zone of ['America/Sao_Paulo', 'America/Rio_Branco', 'America/Noronha'])
    it(`shows Meta's date-only dates on their own day in ${zone}`, () => {
      vi.stubEnv('TZ', zone);
      // Kept at noon UTC (the ingest mapper), and at UTC midnight by older captures.
      expect(formatDate('2024-05-01T12:00:00.000Z')).toBe('01/05/2024');
      expect(formatDate('2024-05-01T00:00:00.000Z')).toBe('01/05/2024');
      // An instant with a time is shown in the local day: 01:30 UTC is still 30 April in Brazil.
      expect(formatDate('2024-05-01T01:30:00.000Z')).toBe('30/04/2024');
    });
});
