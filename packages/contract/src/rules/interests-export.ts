import type { Interest } from '../interests';
import { toCsv } from './csv';

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

/**
 * The interests selection as a spreadsheet: full numbers (not K/M) so the buyer can sort and sum
 * them. Names and paths come from Meta's answers and the catalogue: toCsv keeps them inert.
 */
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
