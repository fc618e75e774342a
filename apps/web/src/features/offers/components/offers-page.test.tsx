import type { Offer } from '@sniperads/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { okAnswer, ROUTE_READY, renderRoute } from '@/test/render-route';

vi.mock('@/components/pwa/update-prompt', () => ({ UpdatePrompt: () => null }));

/** An approved offer whose 924 ads are mostly clones of one creative. */
const offer: Offer = {
  id: '0c4a6c55-8d0c-4c2e-9f55-1c5b0f7d8a10',
  approved_at: '2026-11-20T00:00:00.000Z',
  landing_domain: 'detox21.com.br',
  title: 'Detox 21 Dias',
  niche: 'emagrecimento',
  top_page_name: 'Detox Oficial',
  creative_media_url: null,
  thumbnail_url: null,
  sample_ad_id: null,
  score: 61,
  level: 'ouro',
  stats: {
    total_ads: 924,
    active_ads: 880,
    active_creatives: 11,
    distinct_pages: 37,
    max_days_running: 64,
    new_ads_7d: 120,
    first_seen_at: '2026-09-26T00:00:00.000Z',
    last_seen_at: '2026-11-28T00:00:00.000Z',
  },
  totals: { ads: 924, creatives: 14, pages: 37 },
  offer_id: '0c4a6c55-8d0c-4c2e-9f55-1c5b0f7d8a10',
  offer_status: 'approved',
};

describe('/ofertas-escaladas', () => {
  it("says each offer's size as its page does, in independent creatives and pages, and opens it", async () => {
    renderRoute('/ofertas-escaladas', {
      api: {
        'offers.getOffers': {
          status: 200,
          body: {
            success: true,
            data: [offer],
            meta: { current_page: 1, last_page: 1, per_page: 6, from: 1, to: 1, total: 1 },
            summary: { total_offers: 1, active_ads: 880, by_level: { ouro: 1 }, niches: ['emagrecimento'] },
          },
        },
        'favorites.getFavoritedAdIds': okAnswer([]),
      },
    });
    const card = await screen.findByRole('article', { name: 'Detox 21 Dias' }, ROUTE_READY);
    expect(within(card).getByText('924 anúncios · 14 criativos · 37 páginas')).toBeTruthy();
    // Its scale: running creatives (880 running ads, but clones count once), not running ads.
    expect(within(card).getByText('Criativos ativos').nextElementSibling?.textContent).toBe('11');
    expect(within(card).queryByText('Anúncios ativos')).toBeNull();
    expect(within(card).getByText(/880 anúncios ativos · visto pela última vez em/)).toBeTruthy();
    for (const link of within(card).getAllByRole('link'))
      expect(link.getAttribute('href')).toBe('/ofertas/detox21.com.br');
  });
});
