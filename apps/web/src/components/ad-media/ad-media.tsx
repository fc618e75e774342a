import { Box, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type AdMediaModel, FALLBACK_IMAGE } from './ad-media-model';

/** Tries each image in order, moving to the next when one fails to load. */
function ImageChain({
  images,
  alt,
  height,
  priority,
}: {
  images: string[];
  alt: string;
  height: number;
  priority: boolean;
}) {
  const [index, setIndex] = useState(0);
  const src = images[index] ?? FALLBACK_IMAGE;
  return (
    <Image
      src={src}
      alt={alt}
      h={height}
      fit="cover"
      // The first view's creatives are what the screen is for: fetched at once, before the rest.
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => setIndex((i) => Math.min(i + 1, images.length - 1))}
    />
  );
}

const videoStyle = { objectFit: 'cover', background: '#000', display: 'block' } as const;

/**
 * The creative, our archived thumbnail first. Cards never load a video when a thumbnail exists;
 * `playable` (the details modal) plays the original while Meta's link still works.
 */
export function AdMedia({
  media,
  alt,
  height,
  playable = false,
  priority = false,
}: {
  media: AdMediaModel;
  alt: string;
  height: number;
  playable?: boolean;
  /** In the first view (see ImageChain). */
  priority?: boolean;
}) {
  const [videoFailed, setVideoFailed] = useState(false);
  const images = <ImageChain images={media.images} alt={alt} height={height} priority={priority} />;
  if (!media.video || videoFailed) {
    if (!playable || !media.video) return images;
    return (
      <Stack gap={4}>
        {images}
        <Text size="xs" c="dimmed" role="status">
          O vídeo não carrega mais: os links da Meta expiram em poucos dias. Assista na Biblioteca de
          Anúncios.
        </Text>
      </Stack>
    );
  }
  // On a card the thumbnail stands in for the video; without one, the video's first frame does.
  if (!playable && media.poster) return images;
  return (
    <Box
      component="video"
      src={media.video}
      poster={media.poster ?? undefined}
      h={height}
      w="100%"
      style={videoStyle}
      controls={playable}
      muted={!playable}
      preload="metadata"
      playsInline
      onError={() => setVideoFailed(true)}
      aria-label={alt}
    />
  );
}
