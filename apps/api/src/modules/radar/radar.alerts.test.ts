import { describe, expect, it } from 'vitest';
import { buildAlert, toNotifyItems } from './radar.alerts';

const offer = {
  id: 'f1',
  userId: 'u1',
  kind: 'offer' as const,
  key: 'loja.com.br',
  label: 'loja.com.br',
  search: null,
};
const at = new Date('2026-11-29T10:00:00Z');

describe('an alert as delivery receives it', () => {
  it('carries the pt-BR text, the offer page link and the user', () => {
    const alert = buildAlert(offer, { rule: 'new_ads', count: 6 }, at);
    expect(toNotifyItems([alert])).toEqual([
      {
        userId: 'u1',
        title: 'loja.com.br: 6 anúncios novos',
        body: 'A oferta loja.com.br ganhou 6 anúncios novos nas últimas 24 h.',
        url: '/ofertas/loja.com.br',
        imageUrl: null,
        dedupeKey: alert.dedupeKey,
      },
    ]);
  });

  it("shows the follow's archived thumbnail, served by this server", () => {
    const alert = buildAlert(offer, { rule: 'stopped' }, at);
    const key = 'thumbs/0b9c2a4e-1f3d-4c5b-9a8e-7d6c5b4a3f21.webp';
    expect(toNotifyItems([alert], new Map([['f1', key]]))[0]?.imageUrl).toBe(
      '/api/media/thumbs/0b9c2a4e-1f3d-4c5b-9a8e-7d6c5b4a3f21.webp',
    );
  });

  it('dedupes new ads per window, escalando per level and day, parou per day', () => {
    const later = new Date(at.getTime() + 60_000);
    expect(buildAlert(offer, { rule: 'new_ads', count: 4 }, at).dedupeKey).toBe(
      buildAlert(offer, { rule: 'new_ads', count: 9 }, later).dedupeKey,
    );
    const scaling = (level: 'bronze' | 'prata') =>
      buildAlert(offer, { rule: 'scaling', level, score: 30 }, at);
    expect(scaling('bronze').dedupeKey).not.toBe(scaling('prata').dedupeKey);
    expect(buildAlert(offer, { rule: 'stopped' }, at).dedupeKey).toBe('stopped:f1:2026-11-29');
  });

  it('links a followed search to Mineração with its query', () => {
    const search = {
      ...offer,
      kind: 'search' as const,
      key: '{"q":"whey"}',
      label: '“Whey”',
      search: { q: 'Whey' },
    };
    expect(buildAlert(search, { rule: 'new_ads', count: 4 }, at).url).toBe('/mineracao?q=Whey');
  });
});
