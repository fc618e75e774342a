import type { AdGroup, Advertisement } from '@sniperads/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ROUTE_READY, renderRoute } from '@/test/render-route';

vi.mock('@/components/pwa/update-prompt', () => ({ UpdatePrompt: () => null }));

const ad = (id: string, o: Partial<Advertisement> = {}): Advertisement => ({
  id,
  ad_archive_id: id,
  page_id: '123',
  page_name: 'Detox Oficial',
  ad_creative_bodies: ['Desinche em 21 dias'],
  ad_creative_link_titles: [`Detox 21 Dias ${id}`],
  ad_creative_link_captions: [],
  ad_creative_link_descriptions: [],
  creative_media_url: null,
  media_type: 'image',
  ad_snapshot_url: `https://www.facebook.com/ads/library/?id=${id}`,
  platforms: ['facebook'],
  publisher_platforms: ['facebook'],
  languages: ['pt'],
  countries: ['BR'],
  ad_delivery_start_time: '2026-10-01T00:00:00.000Z',
  ad_delivery_stop_time: null,
  cta: null,
  landing_url: 'https://detox21.com.br/lp',
  landing_domain: 'detox21.com.br',
  niche: 'emagrecimento',
  price: null,
  price_installments: null,
  thumbnail_url: null,
  collation_count: null,
  is_taken_down: false,
  texts_truncated: false,
  first_seen_at: '2026-10-01T00:00:00.000Z',
  last_seen_at: '2026-10-01T00:00:00.000Z',
  created_at: '2026-10-01T00:00:00.000Z',
  signals: { days_running: 12, is_active: true, variations: 1 },
  ...o,
});

const groups: AdGroup[] = [
  {
    kind: 'domain',
    landing_domain: 'detox21.com.br',
    page_id: '123',
    page_name: 'Detox Oficial',
    ads: 87,
    creatives: 4,
    pages: 6,
    matches: 6,
    samples: [ad('1'), ad('2')],
  },
  {
    kind: 'page',
    landing_domain: null,
    page_id: '456',
    page_name: 'Loja Sem Site',
    ads: 1,
    creatives: 1,
    pages: 1,
    matches: 1,
    samples: [ad('3', { page_id: '456', page_name: 'Loja Sem Site', landing_domain: null })],
  },
];

const meta = { current_page: 1, last_page: 1, per_page: 6, from: 1, total_capped: false, search: 'detox' };

describe('/mineracao grouped by offer', () => {
  it("'Agrupar por oferta' shows each offer with its counts, opening the offer or the advertiser", async () => {
    const { router, calls } = renderRoute('/mineracao?q=detox', {
      api: {
        'ads.searchAdvertisements': {
          status: 200,
          body: {
            success: true,
            data: [ad('1'), ad('2')],
            meta: { ...meta, total: 2, to: 2, sort: 'relevance' },
          },
        },
        'ads.searchAdvertisementGroups': {
          status: 200,
          body: {
            success: true,
            data: groups,
            meta: { ...meta, total: 2, to: 2, sort: 'relevance', grouped_ads: 7, window_capped: false },
          },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Agrupar por oferta' }, ROUTE_READY));
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'detox', group_by: 'offer' }));
    expect(screen.getByRole('button', { name: 'Agrupar por oferta' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    const offer = await screen.findByRole('article', { name: 'detox21.com.br' }, ROUTE_READY);
    expect(within(offer).getByText('87 anúncios · 4 criativos · 6 páginas')).toBeTruthy();
    expect(within(offer).getByRole('link', { name: 'Ver oferta' }).getAttribute('href')).toBe(
      '/ofertas/detox21.com.br',
    );
    expect(within(offer).getAllByRole('button', { name: /Ver detalhes do criativo/ })).toHaveLength(2);
    const page = screen.getByRole('article', { name: 'Loja Sem Site' });
    expect(within(page).getByText('1 anúncio · 1 criativo · 1 página')).toBeTruthy();
    expect(within(page).getByRole('link', { name: 'Ver anunciante' }).getAttribute('href')).toBe(
      '/anunciantes/456',
    );
    expect(screen.getByText('2 ofertas em 7 anúncios para “detox”')).toBeTruthy();
    // The grouped search reads the ad search's query.
    const grouped = calls.find((c) => c.route === 'ads.searchAdvertisementGroups');
    expect(grouped?.query.get('search')).toBe('detox');
  });

  it('says when the search has more ads than it grouped, and how to reach the other offers', async () => {
    renderRoute('/mineracao?q=detox&group_by=offer', {
      api: {
        'ads.searchAdvertisementGroups': {
          status: 200,
          body: {
            success: true,
            data: groups,
            meta: { ...meta, total: 2, to: 2, sort: 'relevance', grouped_ads: 300, window_capped: true },
          },
        },
      },
    });
    await screen.findByRole('article', { name: 'detox21.com.br' }, ROUTE_READY);
    expect(
      screen.getByText(
        '2 ofertas nos primeiros 300 anúncios para “detox”. A busca tem mais anúncios: refine os termos ou os filtros para ver outras ofertas.',
      ),
    ).toBeTruthy();
  });
});
