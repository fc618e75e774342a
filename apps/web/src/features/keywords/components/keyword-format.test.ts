import { describe, expect, it } from 'vitest';
import { countLabel, usesLabel } from './keyword-format';

describe('keyword formatting (pt-BR)', () => {
  it('handles singular and plural', () => {
    expect(countLabel(1)).toBe('1 palavra-chave encontrada');
    expect(countLabel(1234)).toBe('1.234 palavras-chave encontradas');
    expect(usesLabel(1)).toBe('1 uso');
    expect(usesLabel(0)).toBe('0 usos');
    expect(usesLabel(1500)).toBe('1.500 usos');
  });
});
