import { describe, expect, it } from 'vitest';
import { detectPrice, formatPrice, priceTotal } from './price';

const one = (text: string) => detectPrice([text]);

describe('detectPrice: amounts a buyer pays', () => {
  it.each([
    ['Garanta o seu por apenas R$ 97,00 hoje.', 97, null],
    ['Kit completo R$97 com frete grátis', 97, null],
    ['De R$ 297 por apenas R$ 147! Só esta semana.', 147, null],
    ['De R$297,00 por R$197,00', 197, null],
    ['Era R$ 199, agora R$ 99,90', 99.9, null],
    ['Curso completo em 12x de R$ 19,90', 19.9, 12],
    ['Parcele em até 10x sem juros de R$ 29,70', 29.7, 10],
    ['12x R$19,90 no cartão', 19.9, 12],
    ['ou 6 vezes de R$ 49,50', 49.5, 6],
    ['12x de R$ 19,90 ou R$ 197 à vista', 197, null],
    ['Apenas R$ 1.297,00 no Pix', 1297, null],
    ['Onix 2024 completo por R$ 89.990', 89990, null],
    ['Assinatura: R$ 29,90/mês, cancele quando quiser', 29.9, null],
    ['Consulta online a partir de R$ 49', 49, null],
    ['Por apenas 47 reais você leva o método completo', 47, null],
    ['Investimento de R$ 497 com 7 dias de garantia', 497, null],
    ['Preço: R$ 59.90', 59.9, null],
    ['Só R$ 37! Acesso imediato.', 37, null],
    ['SÉRUM GLOW POR R$ 79,90 — ÚLTIMAS UNIDADES', 79.9, null],
    ['Ração 15 kg: R$ 189,90. Frete grátis acima de R$ 99.', 189.9, null],
    ['Ganhe R$ 50 de bônus e leve o kit por R$ 129', 129, null],
  ])('%s', (text, amount, installments) => {
    expect(one(text)).toEqual({ amount, installments });
  });

  it('reads the texts in order and takes the first price when none is stressed', () => {
    expect(detectPrice(['Kit Verão', 'Tudo R$ 59,90', 'Outro R$ 10'])).toEqual({
      amount: 59.9,
      installments: null,
    });
    expect(detectPrice([null, undefined, '', 'R$ 25'])).toEqual({ amount: 25, installments: null });
  });

  it('prefers a stressed single payment over an instalment offer in another text', () => {
    expect(detectPrice(['12x de R$ 9,70', 'ou R$ 97 à vista no Pix'])).toEqual({
      amount: 97,
      installments: null,
    });
  });
});

describe('detectPrice: what is not a price', () => {
  it.each([
    'Ligue agora: (11) 98765-4321',
    'WhatsApp 11 98765 4321 — atendimento 24h',
    '70% de desconto só hoje',
    'Mais de 30 mil clientes satisfeitos',
    'Fature R$ 10 mil por mês trabalhando de casa',
    'Ela faturou R$ 37.000 em 30 dias',
    'R$ 1 milhão em vendas no primeiro lançamento',
    'Já são R$ 2,5 milhões em vendas',
    'R$ 5.000.000 em vendas',
    'Ganhe até R$ 5.000 por mês com renda extra',
    'Crédito de até R$ 50.000 aprovado na hora',
    'Empréstimo de R$ 3.000 sem consulta',
    'Frete grátis acima de R$ 99',
    'R$ 50 OFF na primeira compra',
    'Economize R$ 300 na conta de luz',
    'Receba R$ 20 de cashback',
    'Use o cupom e ganhe R$ 30 de desconto',
    'Até R$ 200 de volta no cartão',
    'Parcelas de R$ 99 sem entrada',
    'Entrada de R$ 5.000 e o resto em 60x',
    'Perca até 5 kg em 30 dias',
    'CNPJ 12.345.678/0001-90',
    'Lote 2025: 3x mais rápido que o anterior',
    'Fature 5 mil reais por mês',
    'R$ 0,00 de taxa de adesão',
    'Sorteio de R$ 10.000 em prêmios',
    'Cashback de R$ 15 no Pix',
  ])('%s', (text) => {
    expect(one(text)).toBeNull();
  });

  it('ignores instalment counts that are not instalments', () => {
    expect(one('100x R$ 1,00')).toBeNull();
  });
});

describe('formatPrice and priceTotal', () => {
  it('reads as the ad says it, nothing when unknown', () => {
    expect(formatPrice(97)).toBe('R$ 97,00');
    expect(formatPrice(1297.5)).toBe('R$ 1.297,50');
    expect(formatPrice(19.9, 12)).toBe('12x R$ 19,90');
    expect(formatPrice(null)).toBeNull();
    expect(formatPrice(undefined, 3)).toBeNull();
  });

  it('counts an instalment offer at its full price', () => {
    expect(priceTotal(19.9, 12)).toBe(238.8);
    expect(priceTotal(97, null)).toBe(97);
    expect(priceTotal(null, 12)).toBeNull();
  });
});
