import { Box, Image } from '@mantine/core';
import { useState } from 'react';
import { FALLBACK_IMAGE } from '../model/ad-card';

/** Video or image per the media rule; any failure to load shows the fallback image. */
export function AdMedia({
  kind,
  url,
  alt,
  height,
  controls = false,
}: {
  kind: 'video' | 'image';
  url: string;
  alt: string;
  height: number;
  controls?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (kind === 'video' && !failed) {
    return (
      <Box
        component="video"
        src={url}
        h={height}
        w="100%"
        style={{ objectFit: 'cover', background: '#000', display: 'block' }}
        controls={controls}
        muted
        preload="metadata"
        playsInline
        onError={() => setFailed(true)}
        aria-label={alt}
      />
    );
  }
  return (
    <Image
      src={failed ? FALLBACK_IMAGE : url}
      alt={alt}
      h={height}
      fit="cover"
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
