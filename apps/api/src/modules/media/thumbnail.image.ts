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

/** At most 320 px wide, aspect kept, never enlarged, first frame of an animation, as WebP. */
export const makeThumbnail = async (data: Uint8Array): Promise<Buffer> => {
  // Loaded on first use: libvips adds ~25 MB to a process that never resizes an image.
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width: THUMBNAIL_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch (err) {
    throw new NotAnImageError(`imagem ilegível: ${(err as Error).message}`);
  }
};
