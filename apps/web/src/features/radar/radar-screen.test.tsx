import type { Follow } from '@sniperads/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { okAnswer, ROUTE_READY, renderRoute } from '@/test/render-route';

// The service-worker prompt needs the PWA plugin's virtual module, which only the app build has.
vi.mock('@/components/pwa/update-prompt', () => ({ UpdatePrompt: () => null }));

const follow = (over: Partial<Follow> = {}): Follow => ({
  id: '0190a8f0-0000-7000-8000-000000000001',
  kind: 'offer',
  key: 'loja.com.br',
  label: 'loja.com.br',
  url: '/ofertas/loja.com.br',
  search: null,
  min_new_ads: 4,
  created_at: '2026-11-20T10:00:00.000Z',
  last_visited_at: '2026-11-28T10:00:00.000Z',
  since_visit: { new_ads: 6, stopped_ads: 1, new_pages: 2, new_creatives: 3 },
  velocity: { new_ads_7d: 9, active_ads: 14, score: 34, level: 'bronze' },
  alerts: [
    {
      id: '0190a8f0-0000-7000-8000-0000000000a1',
      rule: 'new_ads',
      title: 'loja.com.br: 6 anúncios novos',
      body: 'A oferta loja.com.br ganhou 6 anúncios novos nas últimas 24 h.',
      url: '/ofertas/loja.com.br',
      created_at: '2026-11-29T09:00:00.000Z',
      unseen: true,
    },
  ],
  ...over,
});

describe('/radar', () => {
  it('tells a user who follows nothing where to follow from', async () => {
    renderRoute('/radar', { api: { 'radar.getRadar': okAnswer({ follows: [], limit: 3, used: 0 }) } });
    expect(await screen.findByText('Você ainda não segue nada', {}, ROUTE_READY)).toBeTruthy();
    expect(screen.getByText(/Você segue 0 de 3 itens/)).toBeTruthy();
  });

  it('shows what changed since the last visit and marks an item seen when it is opened', async () => {
    const { calls } = renderRoute('/radar', {
      api: {
        'radar.getRadar': okAnswer({ follows: [follow()], limit: 50, used: 1 }),
        'radar.visitFollow': { status: 200, body: { success: true, message: 'Visto.' } },
      },
    });
    expect(await screen.findByText('loja.com.br: 6 anúncios novos', {}, ROUTE_READY)).toBeTruthy();
    expect(screen.getByText('1 alerta novo')).toBeTruthy();
    expect(screen.getByText('Bronze')).toBeTruthy();
    expect(screen.getByText('Anúncios novos').previousSibling?.textContent).toBe('6');
    expect(screen.getByText('Ativos agora').previousSibling?.textContent).toBe('14');
    fireEvent.click(screen.getByRole('link', { name: 'loja.com.br' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.route === 'radar.visitFollow').map((c) => c.params)).toEqual([
        { id: follow().id },
      ]),
    );
  });
});
