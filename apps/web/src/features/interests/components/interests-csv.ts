import type { Interest } from '@sniperads/contract';
import { toCsv } from '@/lib/csv';

export const INTEREST_CSV_HEADERS = [
  'Nome',
  'ID',
  'Público mínimo',
  'Público máximo',
  'Categoria',
  'Caminho',
  'Oculto',
  'Idioma',
];

/** The selection as a spreadsheet: full numbers (not K/M) so the buyer can sort and sum them. */
export const interestsToCsv = (items: Interest[]) =>
  toCsv(
    INTEREST_CSV_HEADERS,
    items.map((i) => [
      i.name,
      i.id,
      i.audience_size_lower ?? i.audience_size,
      i.audience_size_upper ?? i.audience_size,
      i.category,
      i.path.join(' > '),
      i.hidden ? 'Sim' : 'Não',
      i.locale,
    ]),
  );

/** Names as Ads Manager's detailed targeting box takes them when pasted: comma-separated. */
export const namesForAdsManager = (items: Pick<Interest, 'name'>[]) => items.map((i) => i.name).join(', ');

export const csvFileName = (term: string, now = new Date()) => {
  const slug = term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `interesses-${slug || 'selecao'}-${now.toISOString().slice(0, 10)}.csv`;
};
