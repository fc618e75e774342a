import { DHASH_HEIGHT, DHASH_WIDTH, dHash64 } from '@sniperads/contract';
import type { Sharp } from 'sharp';

export const THUMBNAIL_MAX_WIDTH = 320;
const WEBP_QUALITY = 70;
/** Creative images are well under this; the cap keeps a hostile file from eating memory. */
export const THUMBNAIL_SOURCE_MAX_BYTES = 8 * 1024 * 1024;
/** Refuses decompression bombs (a tiny file that decodes to gigapixels). */
const MAX_INPUT_PIXELS = 50_000_000;

export class NotAnImageError extends Error {
  constructor(message = 'a origem não é uma imagem legível') {
    super(message);
    this.name = 'NotAnImageError';
  }
}

const VIDEO_EXTENSIONS = /\.(mp4|m4v|mov|webm|mkv|avi|m3u8|mpd)$/i;

/** A link that plainly points at a video: nothing to draw a thumbnail from. */
export const looksLikeVideoUrl = (raw: string) => {
  try {
    const url = new URL(raw);
    // fbcdn serves videos from video*.fbcdn.net hosts, with or without an extension.
    return VIDEO_EXTENSIONS.test(url.pathname) || /^video[.-].*\.fbcdn\.net$/i.test(url.hostname);
  } catch {
    return false;
  }
};

/** The thumbnail and the creative's perceptual hash, both read from one decoded image. */
export interface Thumbnail {
  webp: Buffer;
  /** dHash of the image (contract rules/fingerprint.ts), unsigned. */
  imageHash: bigint;
}

/**
 * At most 320 px wide, aspect kept, never enlarged, first frame of an animation, as WebP; and the
 * image's dHash, from the same input so archiving never downloads twice.
 */
export const makeThumbnail = async (data: Uint8Array): Promise<Thumbnail> => {
  // Loaded on first use: libvips adds ~25 MB to a process that never resizes an image.
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
    const [webp, gray] = await Promise.all([
      image
        .clone()
        .resize({ width: THUMBNAIL_MAX_WIDTH, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer(),
      grayForDHash(image.clone()),
    ]);
    return { webp, imageHash: dHash64(gray) };
  } catch (err) {
    throw new NotAnImageError(`imagem ilegível: ${(err as Error).message}`);
  }
};

/** The 9 × 8 grayscale pixels dHash compares (the whole image squeezed, aspect ignored). */
const grayForDHash = async (image: Sharp) =>
  new Uint8Array(
    await image
      .flatten({ background: '#ffffff' })
      .grayscale()
      .resize(DHASH_WIDTH, DHASH_HEIGHT, { fit: 'fill', kernel: 'cubic' })
      .raw()
      .toBuffer(),
  );

/** The dHash of an image file (a stored thumbnail, for rows archived before hashes were kept). */
export const imageHashOf = async (data: Uint8Array): Promise<bigint> => {
  const { default: sharp } = await import('sharp');
  try {
    return dHash64(
      await grayForDHash(sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate()),
    );
  } catch (err) {
    throw new NotAnImageError(`imagem ilegível: ${(err as Error).message}`);
  }
};
