import { PLAN_CATALOGUE } from '@sniperads/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '@/test/render';
import { AccountReport } from './account-report';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const favorite = (n: number) => ({
  id: `f${n}`,
  user_id: 'u1',
  created_at: '2026-11-20T10:00:00.000Z',
  url: `https://loja.exemplo.com.br/oferta-${n}`,
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
  ad_creative_link_titles: [`Oferta ${n}`],
  ad_creative_link_captions: [],
  ad_creative_bodies: [],
  platforms: [],
  publisher_platforms: ['instagram'],
  notes: null,
  tags: [],
  price: null,
  price_installments: null,
  source: 'manual',
  advertisement_id: null,
  folder_id: null,
  studio: false,
  media: { status: 'none', content_type: null, bytes: null, url: null, error: null, archived_at: null },
});

const TOTAL = 23;
const pages: number[] = [];

beforeEach(() => {
  pages.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | Request) => {
      const url = new URL(typeof input === 'string' ? input : input.url, 'http://app.test');
      if (url.pathname === '/api/favorites/' || url.pathname === '/api/favorites') {
        const page = Number(url.searchParams.get('page'));
        const perPage = Number(url.searchParams.get('per_page'));
        pages.push(page);
        const from = (page - 1) * perPage;
        const data = Array.from({ length: Math.max(0, Math.min(perPage, TOTAL - from)) }, (_, i) =>
          favorite(from + i + 1),
        );
        const lastPage = Math.ceil(TOTAL / perPage);
        return json(200, {
          success: true,
          data,
          meta: {
            total: TOTAL,
            current_page: page,
            last_page: lastPage,
            per_page: perPage,
            from: from + 1,
            to: from + data.length,
          },
        });
      }
      if (url.pathname === '/api/interests/tracked') {
        return json(200, {
          success: true,
          data: [
            {
              id: 't1',
              interest_id: null,
              nome: 'Yoga',
              categoria: 'Fitness',
              pais: 'Brasil',
              cpmAtual: 12.5,
              cpmAnterior: null,
              alcance: null,
              status: 'ativo',
              dataAdicionado: '2026-11-21T08:00:00.000Z',
              ultimaAtualizacao: '2026-11-21T08:00:00.000Z',
              observacoes: '',
            },
          ],
        });
      }
      return json(404, { success: false, message: 'Recurso não encontrado.', code: 'NOT_FOUND' });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("/perfil's basic report", () => {
  it('downloads every favorite, across pages, and the tracked interests as one CSV', async () => {
    const save = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithMantine(
      <QueryClientProvider client={client}>
        <AccountReport save={save} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Baixar relatório (CSV)' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [name, csv] = save.mock.calls[0] as [string, string];
    expect(name).toMatch(/^sniperads-relatorio-\d{4}-\d\d-\d\d\.csv$/);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + TOTAL + 1);
    expect(lines.filter((l) => l.startsWith('Favorito;'))).toHaveLength(TOTAL);
    expect(csv).toContain('Favorito;Oferta 23;Loja Exemplo;');
    expect(lines.at(-1)).toMatch(/^Interesse acompanhado;Yoga;Fitness;Ativo;12,5;Brasil;/);
    expect(pages).toEqual([1, 2]);
  });

  it('is what the Pro plan lists as its basic reports', () => {
    expect(PLAN_CATALOGUE.find((p) => p.id === 'pro')?.features).toContain('Relatórios básicos');
  });
});
