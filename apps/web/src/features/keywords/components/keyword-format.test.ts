import { describe, expect, it } from 'vitest';
import { countLabel, formatLongDateTime, formatVolume, usesLabel } from './keyword-format';

describe('keyword formatting (pt-BR)', () => {
  it('handles singular and plural', () => {
    expect(countLabel(1)).toBe('1 palavra-chave encontrada');
    expect(countLabel(1234)).toBe('1.234 palavras-chave encontradas');
    expect(usesLabel(1)).toBe('1 uso');
    expect(usesLabel(0)).toBe('0 usos');
  });
  it('formats volumes and long dates, with N/A and Data inválida fallbacks', () => {
    expect(formatVolume(12000)).toBe('12.000');
    expect(formatVolume(null)).toBe('N/A');
    expect(formatLongDateTime('2026-11-21T17:05:00')).toMatch(/^21 de novembro de 2026 às? 17:05$/);
    expect(formatLongDateTime('ontem')).toBe('Data inválida');
    expect(formatLongDateTime(null)).toBe('N/A');
  });
});
