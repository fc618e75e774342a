import { describe, expect, it } from 'vitest';
import * as contract from '../index';
import { AD_NICHES } from './ads';
import { inferNiche, NICHE_NONE_LABEL, nicheTokens } from './niche';
import { NICHE_FIXTURES } from './niche.fixtures';
import { NICHE_LANGUAGE_FIXTURES } from './niche-languages.fixtures';
import { looksPortuguese } from './text-language';

describe('niche classification', () => {
  it('normalises pt-BR text into accent-free lower-case word tokens', () => {
    expect(nicheTokens('Emagreça JÁ! Cartão-de-crédito, 0km')).toEqual([
      'emagreca',
      'ja',
      'cartao',
      'de',
      'credito',
      '0km',
    ]);
  });

  it('matches whole words and phrases, and stems only at the start of a word', () => {
    expect(inferNiche('Happy hour com os amigos')).toBeNull();
    expect(inferNiche('Seja nosso fornecedor')).toBeNull();
    expect(inferNiche('Fim da dor nas costas')).toBe('saude');
    expect(inferNiche('Tudo para o emagrecimento saudável')).toBe('emagrecimento');
    expect(inferNiche('Comece a emagrecer hoje')).toBe('emagrecimento');
    expect(inferNiche('Reemagrecer?')).toBeNull();
    expect(inferNiche('Nossa bolsa de valores')).toBe('financas');
  });

  it('answers null without strong evidence or when two niches tie', () => {
    expect(inferNiche('')).toBeNull();
    expect(inferNiche('Baixe o app')).toBeNull();
    expect(inferNiche('Curso de maquiagem')).toBeNull();
  });

  it('is exported by the contract and labels the empty niche', () => {
    expect(contract.inferNiche).toBe(inferNiche);
    expect(NICHE_NONE_LABEL).toBe('Sem nicho');
  });

  it('has a labelled set of at least 200 ads covering every niche, none and traps', () => {
    expect(NICHE_FIXTURES.length).toBeGreaterThanOrEqual(200);
    for (const niche of AD_NICHES) {
      expect(NICHE_FIXTURES.filter((f) => f.niche === niche).length).toBeGreaterThanOrEqual(10);
    }
    expect(NICHE_FIXTURES.filter((f) => f.niche === null && !f.trap).length).toBeGreaterThanOrEqual(40);
  });

  it('is precise on the labelled set', () => {
    const answers = NICHE_FIXTURES.map((f) => ({ ...f, got: inferNiche(f.text) }));
    const classified = answers.filter((a) => a.got !== null);
    const right = classified.filter((a) => a.got === a.niche);
    const labelled = answers.filter((a) => a.niche !== null);
    const covered = labelled.filter((a) => a.got === a.niche);
    const precision = right.length / classified.length;
    const coverage = covered.length / labelled.length;
    console.log(
      `niche precision ${precision.toFixed(2)} (${right.length}/${classified.length}), coverage ${coverage.toFixed(2)} (${covered.length}/${labelled.length})`,
    );
    const wrong = classified.filter((a) => a.got !== a.niche).map((a) => `${a.got} ≠ ${a.niche}: ${a.text}`);
    expect(precision, wrong.join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  it('never files a trap ad under a wrong niche', () => {
    const traps = NICHE_FIXTURES.filter((f) => f.trap);
    const required = ['happy', 'fornecedor', 'apartamento', 'exemplo', 'kgb', 'dor', 'english'];
    expect([...new Set(traps.map((t) => t.trap))]).toEqual(expect.arrayContaining(required));
    const misfiled = traps
      .map((t) => ({ ...t, got: inferNiche(t.text) }))
      .filter((t) => t.got !== null && t.got !== t.niche);
    expect(misfiled).toEqual([]);
  });
});

describe('niche rules and the language of the text', () => {
  it('has Vietnamese, English and Portuguese ads', () => {
    for (const lang of ['vi', 'en', 'pt'] as const)
      expect(NICHE_LANGUAGE_FIXTURES.filter((f) => f.lang === lang).length).toBeGreaterThanOrEqual(8);
  });

  it('tells Portuguese texts from the others', () => {
    const wrong = NICHE_LANGUAGE_FIXTURES.filter((f) => looksPortuguese(f.text) !== (f.lang === 'pt'));
    expect(wrong.map((f) => f.text)).toEqual([]);
  });

  it('files only Portuguese ads, and stays silent on words of other languages', () => {
    const answers = NICHE_LANGUAGE_FIXTURES.map((f) => ({
      text: f.text,
      want: f.niche,
      got: inferNiche(f.text),
    }));
    expect(answers.filter((a) => a.got !== a.want)).toEqual([]);
    // The accent-free words that fooled the rules are still there: Vietnamese 'cao' is 'cão'.
    expect(inferNiche('Laptop Bảo Duy | Laptop cao cấp giá rẻ')).toBeNull();
    expect(inferNiche('Ração para cao adulto, o melhor para o seu cao')).toBe('pets');
  });
});
