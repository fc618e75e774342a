import type { Favorite } from '../favorites';
import type { TrackedInterest } from '../interests';
import { TRACKED_STATUS_LABEL } from '../interests';
import { creativeAdvertiser, creativeTitle } from './creative';
import { toCsv } from './csv';

/**
 * The basic report of /perfil ('Relatórios básicos' of the Pro plan): what the account keeps, as
 * one spreadsheet a buyer can filter by 'Tipo': its favorite ads and the interests it tracks.
 * Texts come from ads and users, so toCsv keeps any formula-like cell inert.
 */
export const ACCOUNT_REPORT_HEADERS = [
  'Tipo',
  'Nome',
  'Anunciante ou categoria',
  'Nicho ou status',
  'Preço (R$) ou CPM atual (R$)',
  'Plataformas ou país',
  'Salvo em',
  'Link',
  'Notas',
] as const;

const day = (iso: string) => iso.slice(0, 10);
/** '19,9': the decimal comma Excel in pt-BR reads as a number (a ';' file is for that Excel). */
const decimal = (n: number | null) => (n === null ? '' : String(n).replace('.', ','));

export const accountReportCsv = (favorites: Favorite[], tracked: TrackedInterest[]) =>
  toCsv(ACCOUNT_REPORT_HEADERS, [
    ...favorites.map((f) => [
      'Favorito',
      creativeTitle(f),
      creativeAdvertiser(f),
      f.niche ?? '',
      f.price_installments && f.price !== null
        ? `${f.price_installments}x ${decimal(f.price)}`
        : decimal(f.price),
      f.publisher_platforms.length ? f.publisher_platforms.join(', ') : f.platforms.join(', '),
      day(f.created_at),
      f.url,
      f.notes ?? '',
    ]),
    ...tracked.map((t) => [
      'Interesse acompanhado',
      t.nome,
      t.categoria,
      TRACKED_STATUS_LABEL[t.status],
      decimal(t.cpmAtual),
      t.pais,
      day(t.dataAdicionado),
      '',
      t.observacoes,
    ]),
  ]);

export const accountReportFileName = (now = new Date()) =>
  `sniperads-relatorio-${now.toISOString().slice(0, 10)}.csv`;
