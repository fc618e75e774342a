import { describe, expect, it } from 'vitest';
import {
  formatAudience,
  formatAudienceRange,
  formatBRL,
  formatCount,
  formatDate,
  formatDateTime,
  formatLongDateTime,
  formatNumber,
  formatShowing,
  formatSignedPercent,
  formatSyncTime,
  toDateInputValue,
} from './format';

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

describe('number formatting', () => {
  it('groups thousands with a dot, N/A when missing', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(12_000)).toBe('12.000');
    expect(formatNumber(1_234_567)).toBe('1.234.567');
    expect(formatNumber(null)).toBe('N/A');
    expect(formatNumber(undefined)).toBe('N/A');
    expect(formatNumber(Number.NaN)).toBe('N/A');
  });

  it('puts the singular noun only after exactly one', () => {
    expect(formatCount(1, 'dia', 'dias')).toBe('1 dia');
    expect(formatCount(0, 'dia', 'dias')).toBe('0 dias');
    expect(formatCount(1234, 'visualização', 'visualizações')).toBe('1.234 visualizações');
  });

  it('says which rows a page shows, in the singular for one', () => {
    expect(formatShowing(1, 15, 613)).toBe('Mostrando 1 a 15 de 613 resultados');
    expect(formatShowing(1, 1, 1)).toBe('Mostrando 1 de 1 resultado');
    expect(formatShowing(16, 16, 16)).toBe('Mostrando 16 de 16 resultados');
    expect(formatShowing(1001, 1015, 1015)).toBe('Mostrando 1.001 a 1.015 de 1.015 resultados');
  });

  it('signs percent changes', () => {
    expect(formatSignedPercent(12.54)).toBe('+12,5%');
    expect(formatSignedPercent(-3)).toBe('-3%');
    expect(formatSignedPercent(0)).toBe('+0%');
  });

  it('formats reais', () => {
    expect(formatBRL(47)).toMatch(/^R\$\s47,00$/);
    expect(formatBRL(1234.5)).toMatch(/^R\$\s1\.234,50$/);
  });
});

describe('date formatting', () => {
  it('short dates, N/A when missing or unreadable', () => {
    expect(formatDate('2026-11-21T12:00:00')).toBe('21/11/2026');
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate('ontem')).toBe('N/A');
  });

  it('long date and time, Data inválida when unreadable', () => {
    expect(formatLongDateTime('2026-11-21T17:05:00')).toMatch(/^21 de novembro de 2026 às? 17:05$/);
    expect(formatLongDateTime('ontem')).toBe('Data inválida');
    expect(formatLongDateTime(null)).toBe('N/A');
    expect(formatLongDateTime('')).toBe('N/A');
  });

  it("writes short dates, times and whole numbers as Intl's pt-BR formatters do", () => {
    const dates = [new Date(2026, 10, 5, 4, 7), new Date(1999, 0, 31, 23, 59), new Date(2026, 11, 1, 0, 0)];
    const intl = (options: Intl.DateTimeFormatOptions, date: Date) =>
      new Intl.DateTimeFormat('pt-BR', options).format(date);
    for (const date of dates) {
      expect(formatDate(date)).toBe(intl({ dateStyle: 'short' }, date));
      expect(formatDateTime(date)).toBe(intl({ dateStyle: 'short', timeStyle: 'short' }, date));
      expect(formatSyncTime(date)).toBe(
        `${intl({ dateStyle: 'short' }, date)} ${intl({ timeStyle: 'short' }, date)}`,
      );
    }
    for (const n of [0, 7, 999, 1000, 12_345, -1_234_567, 9_007_199_254_740_991, 1234.5678]) {
      expect(formatNumber(n)).toBe(new Intl.NumberFormat('pt-BR').format(n));
    }
  });

  it('gives date inputs the local day', () => {
    expect(toDateInputValue(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(toDateInputValue(new Date(2026, 10, 21))).toBe('2026-11-21');
  });
});
