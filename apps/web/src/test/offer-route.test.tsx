import { MantineProvider } from '@mantine/core';
import type { OfferPage } from '@sniperads/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '@/lib/auth';
import { routeTree } from '@/routeTree.gen';
import { theme } from '@/theme';
import { authPayload } from './session';

// The service-worker prompt needs the PWA plugin's virtual module, which only the app build has.
vi.mock('@/components/pwa/update-prompt', () => ({ UpdatePrompt: () => null }));
// The top bar's install menu arrives once the page has settled, after these short tests end.
vi.mock('@/components/pwa/install-button-slot', () => ({ InstallButtonSlot: () => null }));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const series = (days: number) =>
  Array.from({ length: days }, (_, i) => ({
    day: new Date(Date.UTC(2026, 10, 29) - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
    new_ads: i === days - 1 ? 4 : 0,
    active_ads: 10,
    new_pages: i === days - 1 ? 1 : 0,
  }));

const offer = (days: number): OfferPage => ({
  landing_domain: 'detox21.com.br',
  title: 'Detox 21 Dias',
  niche: 'emagrecimento',
  stats: {
    total_ads: 12,
    active_ads: 10,
    creatives: 2,
    pages: 3,
    first_seen_at: '2026-10-01T12:00:00.000Z',
    last_seen_at: '2026-11-28T12:00:00.000Z',
  },
  landing_url: 'https://detox21.com.br/lp',
  library_url: 'https://www.facebook.com/ads/library/?q=detox21.com.br&search_type=keyword_unordered',
  creatives: [
    {
      key: 'col-a',
      ads: 9,
      active_ads: 8,
      ad_id: '0190a5f0-0000-7000-8000-000000000001',
      ad_archive_id: '5001',
      page_name: 'Detox Oficial',
      title: 'Seque 5 kg em 21 dias',
      body: 'Comece hoje.',
      thumbnail_url: null,
      creative_media_url: null,
      media_type: 'image',
      started_at: '2026-11-01T12:00:00.000Z',
      stopped_at: null,
      library_url: 'https://www.facebook.com/ads/library/?id=5001',
    },
  ],
  pages: [
    {
      page_id: '101',
      page_name: 'Detox Oficial',
      ads: 9,
      library_url: 'https://www.facebook.com/ads/library/?view_all_page_id=101',
    },
  ],
  velocity: { days, series: series(days) },
});

const offerCalls: URL[] = [];

beforeEach(() => {
  offerCalls.length = 0;
  auth.setSession(authPayload());
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://app.test');
      if (url.pathname === '/api/offers/domains/detox21.com.br') {
        offerCalls.push(url);
        return json({ success: true, data: offer(Number(url.searchParams.get('days'))) });
      }
      if (url.pathname === '/api/offers/pages/101')
        return json({
          success: true,
          data: {
            page_id: '101',
            page_name: 'Detox Oficial',
            library_url: 'https://www.facebook.com/ads/library/?view_all_page_id=101&search_type=page',
            stats: { total_ads: 9, active_ads: 8, offers: 1 },
            offers: [{ landing_domain: 'detox21.com.br', ads: 9 }],
            ads: offer(30).creatives,
          },
        });
      if (url.pathname.startsWith('/api/offers/domains/'))
        return json(
          {
            success: false,
            code: 'NOT_FOUND',
            message: 'Oferta não encontrada: nenhum anúncio leva a este domínio',
          },
          404,
        );
      if (url.pathname === '/api/favorites/advertisement-ids') return json({ success: true, data: [] });
      if (url.pathname === '/api/radar/')
        return json({ success: true, data: { follows: [], limit: 50, used: 0 } });
      return json({ success: true, data: {} });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  auth.clear();
});

const renderAt = (href: string) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [href] }),
    context: { auth, queryClient },
  });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
};

describe('/ofertas/$dominio', () => {
  it("shows the offer's size, links, velocity, creatives and pages", async () => {
    renderAt('/ofertas/detox21.com.br');
    expect(await screen.findByRole('heading', { name: 'detox21.com.br', level: 1 })).toBeTruthy();
    expect(screen.getByText('12 anúncios · 2 criativos · 3 páginas')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Abrir página de destino/ }).getAttribute('href')).toBe(
      'https://detox21.com.br/lp',
    );
    expect(
      screen.getByRole('link', { name: /Ver na Biblioteca de Anúncios/ }).getAttribute('href'),
    ).toContain('q=detox21.com.br');
    expect(screen.getByRole('img', { name: /4 novos anúncios e 1 novas páginas em 30 dias/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Detox Oficial' })).toBeTruthy();
    expect(offerCalls[0]?.searchParams.get('days')).toBe('30');
  });

  it('switches the chart to 90 days and keeps it in the URL', async () => {
    const router = renderAt('/ofertas/detox21.com.br');
    await screen.findByRole('heading', { name: 'detox21.com.br', level: 1 });
    fireEvent.click(screen.getByText('90 dias'));
    await waitFor(() => expect(router.state.location.search).toEqual({ dias: 90 }));
    expect(await screen.findByRole('img', { name: /em 90 dias/ })).toBeTruthy();
    expect(offerCalls.at(-1)?.searchParams.get('days')).toBe('90');
  });

  it("opens a creative's details with the heart", async () => {
    renderAt('/ofertas/detox21.com.br');
    fireEvent.click(await screen.findByRole('button', { name: 'Ver detalhes: Seque 5 kg em 21 dias' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalhes do anúncio' });
    expect(within(dialog).getByText('Comece hoje.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Adicionar aos favoritos' })).toBeTruthy();
  });

  it("opens a page's advertiser page, which leads back to its offers", async () => {
    const router = renderAt('/ofertas/detox21.com.br');
    fireEvent.click(await screen.findByRole('link', { name: 'Detox Oficial' }));
    expect(await screen.findByRole('heading', { name: 'Detox Oficial', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/anunciantes/101');
    expect(screen.getByText('9 anúncios · 8 ativos · 1 oferta')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'detox21.com.br' }).getAttribute('href')).toBe(
      '/ofertas/detox21.com.br',
    );
    expect(screen.getByRole('button', { name: 'Ver detalhes: Seque 5 kg em 21 dias' })).toBeTruthy();
  });

  it('says in Portuguese when no ad leads to the domain', async () => {
    renderAt('/ofertas/ninguem.com.br');
    expect(await screen.findByText('Oferta não encontrada: nenhum anúncio leva a este domínio')).toBeTruthy();
  });
});
