import type { Advertisement } from '@sniperads/contract';
import { isVideoUrl } from '@sniperads/contract';
import { describe, expect, it } from 'vitest';
import { FALLBACK_IMAGE } from '@/components/ad-media/ad-media-model';
import { collationText, DEFAULT_ADVERTISER, DEFAULT_DESCRIPTION, toAdCard } from './ad-card';

const ad = (o: Partial<Advertisement> = {}): Advertisement => ({
  id: 'a1',
  ad_archive_id: '1',
  page_id: '9',
  page_name: 'Loja Teste',
  ad_creative_bodies: ['Corpo do anúncio'],
  ad_creative_link_titles: ['Título'],
  ad_creative_link_captions: [],
  ad_creative_link_descriptions: [],
  creative_media_url: 'https://scontent.xx.fbcdn.net/v/t39/img.jpg',
  media_type: 'image',
  ad_snapshot_url: 'https://www.facebook.com/ads/library/?id=1',
  platforms: ['facebook'],
  publisher_platforms: ['facebook'],
  languages: ['pt'],
  countries: ['BR'],
  ad_delivery_start_time: '2026-10-01T00:00:00.000Z',
  ad_delivery_stop_time: null,
  cta: null,
  landing_url: null,
  landing_domain: null,
  niche: 'saude',
  price: null,
  price_installments: null,
  thumbnail_url: null,
  collation_count: null,
  is_taken_down: false,
  texts_truncated: false,
  first_seen_at: '2026-10-01T00:00:00.000Z',
  last_seen_at: '2026-10-01T00:00:00.000Z',
  created_at: '2026-10-01T00:00:00.000Z',
  signals: { days_running: 12, is_active: true, variations: 3 },
  ...o,
});

describe('ad card view model', () => {
  it('clips the title to 60 and the description to 120 characters', () => {
    const card = toAdCard(
      ad({ ad_creative_link_titles: ['T'.repeat(80)], ad_creative_bodies: ['D'.repeat(200)] }),
    );
    expect(card.title).toHaveLength(60);
    expect(card.title.endsWith('…')).toBe(true);
    expect(card.description).toHaveLength(120);
  });

  it('uses defaults for a missing description, advertiser and platforms', () => {
    const card = toAdCard(ad({ ad_creative_bodies: [], page_name: '  ', publisher_platforms: [] }));
    expect(card.description).toBe(DEFAULT_DESCRIPTION);
    expect(card.advertiser).toBe(DEFAULT_ADVERTISER);
    expect(card.tags).toEqual(['Facebook', 'Instagram']);
  });

  it('shows up to 3 platform tags and counts the rest', () => {
    const card = toAdCard(
      ad({ publisher_platforms: ['facebook', 'instagram', 'messenger', 'audience_network', 'threads'] }),
    );
    expect(card.tags).toEqual(['Facebook', 'Instagram', 'Messenger']);
    expect(card.extraTags).toBe(2);
  });

  it('carries the real signals, not invented numbers', () => {
    expect(toAdCard(ad())).toMatchObject({ daysRunning: 12, isActive: true, variations: 3, niche: 'Saúde' });
  });

  it('falls back to an image when there is no media', () => {
    expect(toAdCard(ad({ creative_media_url: null })).media).toEqual({
      kind: 'image',
      images: [FALLBACK_IMAGE],
      video: null,
      poster: null,
    });
  });
});

describe('media rule', () => {
  it.each([
    ['https://video.xx.fbcdn.net/a.mp4', true],
    ['https://video.xx.fbcdn.net/a.WEBM?x=1', true],
    ['https://video.xx.fbcdn.net/a.ogg', true],
    ['https://video.xx.fbcdn.net/a.mov', true],
    ['https://video.xx.fbcdn.net/v/t42/abc', true],
    ['https://scontent.xx.fbcdn.net/v/t39/abc.jpg', false],
    ['https://example.com/video/cover.jpg', false],
    ['', false],
  ])('%s is video: %s', (url, expected) => {
    expect(isVideoUrl(url)).toBe(expected);
    expect(toAdCard(ad({ creative_media_url: url || null })).media.kind).toBe(expected ? 'video' : 'image');
  });
});

describe('card image choice', () => {
  const THUMB = '/api/media/thumbs/0190a1b2-0000-7000-8000-000000000001.webp';

  it('tries the archived thumbnail, then the original creative, then the fallback', () => {
    const { media } = toAdCard(ad({ thumbnail_url: THUMB }));
    expect(media).toEqual({
      kind: 'image',
      images: [THUMB, 'https://scontent.xx.fbcdn.net/v/t39/img.jpg', FALLBACK_IMAGE],
      video: null,
      poster: THUMB,
    });
  });

  it('uses the original creative while no thumbnail is archived', () => {
    expect(toAdCard(ad()).media.images).toEqual([
      'https://scontent.xx.fbcdn.net/v/t39/img.jpg',
      FALLBACK_IMAGE,
    ]);
  });

  it('never draws a creative or thumbnail from a host that is neither the archive nor Meta', () => {
    const foreign = ad({
      creative_media_url: 'https://tracker.attacker.example/pixel.png',
      thumbnail_url: '//attacker.example/api/media/t.webp',
    });
    expect(toAdCard(foreign).media).toEqual({
      kind: 'image',
      images: [FALLBACK_IMAGE],
      video: null,
      poster: null,
    });
    const foreignVideo = ad({ creative_media_url: 'https://attacker.example/clip.mp4' });
    expect(toAdCard(foreignVideo).media).toMatchObject({
      kind: 'image',
      video: null,
      images: [FALLBACK_IMAGE],
    });
  });

  it('shows a video through its thumbnail and never hands the video link to <img>', () => {
    const video = 'https://video.xx.fbcdn.net/v/t42/clip.mp4';
    expect(toAdCard(ad({ creative_media_url: video, thumbnail_url: THUMB })).media).toEqual({
      kind: 'video',
      images: [THUMB, FALLBACK_IMAGE],
      video,
      poster: THUMB,
    });
    expect(toAdCard(ad({ creative_media_url: video })).media).toMatchObject({
      images: [FALLBACK_IMAGE],
      poster: null,
    });
  });

  it('keeps the thumbnail when the original link is gone', () => {
    expect(toAdCard(ad({ creative_media_url: null, thumbnail_url: THUMB })).media.images).toEqual([
      THUMB,
      FALLBACK_IMAGE,
    ]);
  });
});

describe('card labels and flags', () => {
  it('labels the niche, never showing a slug', () => {
    expect(toAdCard(ad({ niche: 'emagrecimento' })).niche).toBe('Emagrecimento');
    expect(toAdCard(ad({ niche: null })).niche).toBe('Sem nicho');
    expect(toAdCard(ad({ niche: 'EDUCACAO' })).niche).toBe('Educação');
    expect(toAdCard(ad({ niche: 'nicho_desconhecido' })).niche).toBe('Nicho desconhecido');
  });

  it('shows the price the texts state, and nothing when none is known', () => {
    expect(toAdCard(ad({ price: 97, price_installments: null })).price).toBe('R$ 97,00');
    expect(toAdCard(ad({ price: 19.9, price_installments: 12 })).price).toBe('12x R$ 19,90');
    expect(toAdCard(ad()).price).toBeNull();
  });

  it('carries taken-down, truncation and collation', () => {
    const card = toAdCard(ad({ is_taken_down: true, texts_truncated: true, collation_count: 12 }));
    expect(card).toMatchObject({ isTakenDown: true, textsTruncated: true, collationCount: 12 });
    expect(collationText(12)).toBe('12 anúncios usam este criativo');
    expect(collationText(1)).toBeNull();
    expect(collationText(null)).toBeNull();
  });
});
