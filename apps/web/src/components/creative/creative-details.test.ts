import type { Favorite } from '@sniperads/contract';
import { describe, expect, it } from 'vitest';
import { archivedMediaLabel, deliveryEndLabel } from './creative-details';

const none: Favorite['media'] = { status: 'none', url: null, kind: null, size_bytes: null };
const details = (over: Partial<Parameters<typeof archivedMediaLabel>[0]> = {}) => ({
  media: none,
  image: null,
  creative_media_url: null,
  ad_delivery_stop_time: null,
  is_active: null,
  ...over,
});

describe('favorite details', () => {
  it('never says "Sem mídia" under a creative it shows', () => {
    expect(archivedMediaLabel(details({ creative_media_url: '/api/media/demo/ad-1.svg' }))).toBe(
      'Sim, guardada no SniperAds',
    );
    expect(archivedMediaLabel(details({ image: 'https://scontent.xx.fbcdn.net/v/1.jpg' }))).toBe(
      'Não: exibida do link original, que pode expirar',
    );
    expect(archivedMediaLabel(details())).toBe('Sem mídia');
    const archived = {
      status: 'archived',
      url: '/api/media/f/1.jpg',
      kind: 'image',
      size_bytes: 10,
    } as const;
    expect(archivedMediaLabel(details({ media: archived }))).toBe('Sim, guardada no SniperAds');
  });

  it('says "Em veiculação" where the library card does, a date once it stopped, N/A when unknown', () => {
    expect(deliveryEndLabel(details({ is_active: true }))).toBe('Em veiculação');
    expect(
      deliveryEndLabel(details({ is_active: false, ad_delivery_stop_time: '2026-05-31T12:00:00.000Z' })),
    ).toBe('31/05/2026');
    expect(deliveryEndLabel(details())).toBe('N/A');
  });
});
