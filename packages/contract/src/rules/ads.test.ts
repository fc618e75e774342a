import { describe, expect, it } from 'vitest';
import { AD_NICHES, NICHE_LABEL, NICHE_OPTIONS, nicheLabel, nicheSlug } from './ads';

describe('nicheLabel: one name per niche on every screen', () => {
  it('names product niches by their label whatever way they were stored', () => {
    for (const raw of ['educacao', 'EDUCACAO', 'Educação', 'educação', ' Educacao ']) {
      expect(nicheLabel(raw)).toBe('Educação');
    }
    expect(nicheLabel('saude')).toBe('Saúde');
    expect(nicheLabel('AUTOMOVEIS')).toBe('Automóveis');
    expect(nicheLabel('casa')).toBe('Casa e decoração');
    expect(nicheLabel('Casa e Decoração')).toBe('Casa e decoração');
    expect(nicheLabel('financas')).toBe('Finanças');
  });

  it("reads 'Sem nicho' when there is none", () => {
    expect(nicheLabel(null)).toBe('Sem nicho');
    expect(nicheLabel(undefined)).toBe('Sem nicho');
    expect(nicheLabel('   ')).toBe('Sem nicho');
  });

  it('keeps other niches as written, never as a slug', () => {
    expect(nicheLabel('Fitness')).toBe('Fitness');
    expect(nicheLabel('Marketing Digital')).toBe('Marketing Digital');
    expect(nicheLabel('marketing_digital')).toBe('Marketing digital');
    expect(nicheLabel('FITNESS')).toBe('Fitness');
  });

  it('gives every product niche a label with its accents and maps it back', () => {
    for (const n of AD_NICHES) {
      expect(nicheLabel(n)).toBe(NICHE_LABEL[n]);
      expect(nicheSlug(NICHE_LABEL[n])).toBe(n);
      expect(nicheSlug(n.toUpperCase())).toBe(n);
    }
    expect(NICHE_OPTIONS.map((o) => o.value)).toEqual([...AD_NICHES]);
    expect(nicheSlug('Fitness')).toBeNull();
  });
});
