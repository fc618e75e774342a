import { Box, Image } from '@mantine/core';
import { type Favorite, isVideoUrl } from '@sniperads/contract';
import { useState } from 'react';

export const FALLBACK_IMAGE = '/creative-fallback.svg';

type MediaSource = Pick<Favorite, 'media' | 'image' | 'creative_media_url'>;

/** Our archived copy first; the original link while archiving; the fallback image otherwise. */
export const creativeSource = (c: MediaSource) => {
  if (c.media.url) return { src: c.media.url, video: c.media.kind === 'video' };
  const original = c.creative_media_url ?? c.image;
  return original ? { src: original, video: isVideoUrl(original) } : { src: FALLBACK_IMAGE, video: false };
};

interface Props {
  creative: MediaSource;
  alt: string;
  height?: number | string;
  controls?: boolean;
  /** 'cover' fills a card's tile (cropping); 'contain' shows the whole creative, letterboxed. */
  fit?: 'cover' | 'contain';
}

export function CreativeMedia({ creative, alt, height = 180, controls = false, fit = 'cover' }: Props) {
  const [failed, setFailed] = useState(false);
  const { src, video } = failed ? { src: FALLBACK_IMAGE, video: false } : creativeSource(creative);
  if (video) {
    return (
      <Box
        component="video"
        src={src}
        controls={controls}
        muted
        playsInline
        preload="metadata"
        onError={() => setFailed(true)}
        style={{ width: '100%', height, objectFit: fit, background: '#000', display: 'block' }}
        aria-label={alt}
      />
    );
  }
  return (
    <Image
      src={src}
      alt={alt}
      h={height}
      fit={fit}
      bg={fit === 'contain' ? 'dark.8' : undefined}
      onError={() => setFailed(true)}
      loading="lazy"
    />
  );
}
