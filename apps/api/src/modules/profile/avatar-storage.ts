import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AVATAR_SIZE_PX } from '@sniperads/contract';
import { newId } from '../../lib/ids';

export const AVATAR_URL_PREFIX = '/api/media/avatars/';
/** Only names we generate are ever served or deleted: no path can be smuggled in. */
export const AVATAR_FILE_PATTERN = /^[0-9a-f-]{36}-[A-Za-z0-9_-]{8}\.webp$/;

export type ImageKind = 'jpeg' | 'png' | 'gif';

/** The file's own bytes decide its type; the name and the declared mimetype are not trusted. */
export const sniffImage = (buf: Buffer): ImageKind | null => {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (
    buf.length >= 8 &&
    buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.subarray(0, 6).toString('latin1'))) return 'gif';
  return null;
};

export const avatarsDir = (dataDir: string) => join(dataDir, 'avatars');

/**
 * Re-encodes the image (dropping metadata and anything hidden after the pixels) as a square
 * WebP; the first frame of an animated GIF. Throws when the bytes do not decode as an image.
 */
export const storeAvatar = async (dataDir: string, input: Buffer) => {
  // Loaded on first use: libvips adds ~25 MB to a process that never resizes an image.
  const { default: sharp } = await import('sharp');
  const output = await sharp(input, { animated: false, limitInputPixels: 40_000_000 })
    .rotate()
    .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer();
  const dir = avatarsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const file = `${newId()}-${randomBytes(6).toString('base64url')}.webp`;
  await writeFile(join(dir, file), output);
  return `${AVATAR_URL_PREFIX}${file}`;
};

/** Removes a previous avatar of ours; anything else (external URL, odd name) is left alone. */
export const removeAvatar = async (dataDir: string, url: string | null) => {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return;
  const file = url.slice(AVATAR_URL_PREFIX.length);
  if (!AVATAR_FILE_PATTERN.test(file)) return;
  await rm(join(avatarsDir(dataDir), file), { force: true });
};
