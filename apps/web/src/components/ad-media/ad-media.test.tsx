import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AdMedia } from './ad-media';
import { FALLBACK_IMAGE, toAdMedia } from './ad-media-model';

const THUMB = '/api/media/thumbs/0190a1b2-0000-7000-8000-000000000001.webp';
const VIDEO = 'https://video.xx.fbcdn.net/v/t42/clip.mp4';

describe('AdMedia', () => {
  it('moves to the original creative, then the fallback, as images fail to load', async () => {
    renderWithProviders(
      <AdMedia
        media={toAdMedia({
          thumbnail_url: THUMB,
          creative_media_url: 'https://scontent.xx.fbcdn.net/v/t39/a.jpg',
        })}
        alt="criativo"
        height={180}
      />,
    );
    const img = await screen.findByAltText('criativo');
    expect(img.getAttribute('src')).toBe(THUMB);
    fireEvent.error(img);
    expect(screen.getByAltText('criativo').getAttribute('src')).toBe(
      'https://scontent.xx.fbcdn.net/v/t39/a.jpg',
    );
    fireEvent.error(screen.getByAltText('criativo'));
    expect(screen.getByAltText('criativo').getAttribute('src')).toBe(FALLBACK_IMAGE);
  });

  it('shows a video ad on a card through its thumbnail, without loading the video', async () => {
    renderWithProviders(
      <AdMedia
        media={toAdMedia({ thumbnail_url: THUMB, creative_media_url: VIDEO })}
        alt="vídeo"
        height={180}
      />,
    );
    expect((await screen.findByAltText('vídeo')).getAttribute('src')).toBe(THUMB);
    expect(document.querySelector('video')).toBeNull();
  });

  it('plays the video in the details with the thumbnail as poster, and explains when it is gone', async () => {
    renderWithProviders(
      <AdMedia
        media={toAdMedia({ thumbnail_url: THUMB, creative_media_url: VIDEO })}
        alt="vídeo"
        height={280}
        playable
      />,
    );
    const video = await screen.findByLabelText('vídeo');
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('poster')).toBe(THUMB);
    fireEvent.error(video);
    expect(screen.getByAltText('vídeo').getAttribute('src')).toBe(THUMB);
    expect(screen.getByRole('status').textContent).toMatch(/O vídeo não carrega mais/);
  });
});
