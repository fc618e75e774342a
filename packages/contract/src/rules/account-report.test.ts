import { describe, expect, it } from 'vitest';
import type { Favorite } from '../favorites';
import type { TrackedInterest } from '../interests';
import { ACCOUNT_REPORT_HEADERS, accountReportCsv } from './account-report';

const favorite = (values: Partial<Favorite>): Favorite => ({
  id: 'f1',
  user_id: 'u1',
  created_at: '2026-11-20T10:00:00.000Z',
  url: 'https://loja.exemplo.com.br/oferta',
  niche: 'Emagrecimento',
  cta: null,
  image: null,
  color: null,
  creative_media_url: null,
  ad_snapshot_url: null,
  page_name: 'Loja Exemplo',
  ad_delivery_start_time: null,
  ad_delivery_stop_time: null,
  is_active: null,
  ad_creative_link_titles: ['Chá Seca Barriga'],
  ad_creative_link_captions: [],
  ad_creative_bodies: [],
  platforms: [],
  publisher_platforms: ['facebook', 'instagram'],
  notes: null,
  tags: [],
  price: 19.9,
  price_installments: 12,
  source: 'manual',
  advertisement_id: null,
  folder_id: null,
  studio: false,
  media: { status: 'none' } as Favorite['media'],
  ...values,
});

const tracked: TrackedInterest = {
  id: 't1',
  interest_id: null,
  nome: 'Yoga',
  categoria: 'Fitness',
  pais: 'Brasil',
  cpmAtual: 12.5,
  cpmAnterior: null,
  alcance: null,
  status: 'testando',
  dataAdicionado: '2026-11-21T08:00:00.000Z',
  ultimaAtualizacao: '2026-11-21T08:00:00.000Z',
  observacoes: '=HYPERLINK("https://x.example")',
};

const rows = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('the account report', () => {
  it('lists favorites and tracked interests in one sheet, with pt-BR numbers', () => {
    const [header, fav, interest] = rows(accountReportCsv([favorite({})], [tracked]));
    expect(header).toBe(ACCOUNT_REPORT_HEADERS.join(';'));
    expect(fav).toBe(
      'Favorito;Chá Seca Barriga;Loja Exemplo;Emagrecimento;12x 19,9;facebook, instagram;2026-11-20;https://loja.exemplo.com.br/oferta;',
    );
    expect(interest).toBe(
      `Interesse acompanhado;Yoga;Fitness;Testando;12,5;Brasil;2026-11-21;;"'=HYPERLINK(""https://x.example"")"`,
    );
  });

  it('keeps a formula typed into an ad or a note inert', () => {
    const [, fav] = rows(accountReportCsv([favorite({ niche: '+cmd', notes: '@SUM(A1)' })], []));
    for (const cell of fav!.split(';')) expect(cell).not.toMatch(/^[=+\-@]/);
  });
});
