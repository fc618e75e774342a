import { describe, expect, it } from 'vitest';
import { firstRowImages, firstRowSize } from './first-row';

/** A screen `px` wide, with 16 px to the em. */
const screenOf = (px: number) => (query: string) => {
  const em = Number(/min-width: ([\d.]+)em/.exec(query)?.[1]);
  return px >= em * 16;
};

describe('firstRowSize', () => {
  it('follows the grid: one card on a phone, two on a tablet, three on a laptop', () => {
    expect(firstRowSize(screenOf(390))).toBe(1);
    expect(firstRowSize(screenOf(767))).toBe(1);
    expect(firstRowSize(screenOf(768))).toBe(2);
    expect(firstRowSize(screenOf(1199))).toBe(2);
    expect(firstRowSize(screenOf(1200))).toBe(3);
    expect(firstRowSize(screenOf(1366))).toBe(3);
  });
});

describe('firstRowImages', () => {
  const ad = (thumbnail_url: string | null, creative_media_url: string | null) => ({
    thumbnail_url,
    creative_media_url,
  });

  it('takes what each card of the first row draws first, and nothing under it', () => {
    const ads = [
      ad('/api/media/a.webp', 'https://scontent.xx.fbcdn.net/a.jpg'),
      ad(null, 'https://scontent.xx.fbcdn.net/b.jpg'),
      ad('/api/media/c.webp', 'https://scontent.xx.fbcdn.net/c.mp4'),
      ad('/api/media/d.webp', null),
    ];
    expect(firstRowImages(ads, 1)).toEqual(['/api/media/a.webp']);
    expect(firstRowImages(ads, 3)).toEqual([
      '/api/media/a.webp',
      'https://scontent.xx.fbcdn.net/b.jpg',
      '/api/media/c.webp',
    ]);
  });

  it('asks for no image where a card plays a video without a thumbnail', () => {
    expect(firstRowImages([ad(null, 'https://scontent.xx.fbcdn.net/v.mp4')], 3)).toEqual([]);
  });
});
