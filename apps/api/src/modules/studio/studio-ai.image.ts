import { type AiInputKind, type Favorite, isVideoUrl } from '@sniperads/contract';
import sharp from 'sharp';
import { type AiImage, toDataUrl } from '../../lib/ai/messages';
import type { MediaStorage } from '../../lib/media/storage';

/** Archived files larger than this are not read for the AI (a long video is never sent). */
const SOURCE_MAX_BYTES = 20 * 1024 * 1024;
/** Longest side sent: enough for the model to read text on the creative, small enough to upload fast. */
const MAX_SIDE = 1024;
const MAX_INPUT_PIXELS = 50_000_000;
const MEDIA_URL_PREFIX = '/api/media/';

const readStored = async (storage: MediaStorage, key: string) => {
  const file = await storage.open(key);
  if (!file) return null;
  if (file.size > SOURCE_MAX_BYTES) {
    file.stream.destroy();
    return null;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

/** A JPEG of at most MAX_SIDE px a side (the first frame of an animated image). */
const asJpeg = (bytes: Buffer) =>
  sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 82 })
    .toBuffer();

/**
 * What the model is shown of a creative, from our own archive (Meta's links expire and the archive
 * is not public, so the image travels as base64): the archived image; for a video, the preview
 * frame the library archived as the ad's thumbnail (no frames are cut from the video itself: the
 * server has no ffmpeg); else only the texts.
 */
export const creativeImages = async (
  storage: MediaStorage,
  favorite: Favorite,
  thumbnailKey: string | null,
): Promise<{ input: AiInputKind; images: AiImage[] }> => {
  const video = favorite.media.kind === 'video' || isVideoUrl(favorite.creative_media_url);
  const keys: string[] = [];
  if (favorite.media.kind === 'image' && favorite.media.url?.startsWith(MEDIA_URL_PREFIX)) {
    keys.push(favorite.media.url.slice(MEDIA_URL_PREFIX.length));
  }
  if (thumbnailKey) keys.push(thumbnailKey);
  for (const key of keys) {
    try {
      const bytes = await readStored(storage, key);
      if (!bytes) continue;
      return {
        input: video ? 'video_frame' : 'image',
        images: [toDataUrl('image/jpeg', await asJpeg(bytes))],
      };
    } catch {
      // Unreadable file (gone, not an image): try the next source.
    }
  }
  return { input: 'text', images: [] };
};
