/** Media types the archive keeps, recognised by their first bytes (never by the server's header). */
export interface SniffedType {
  contentType: string;
  ext: string;
  kind: 'image' | 'video';
}

const startsWith = (buf: Uint8Array, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);
const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0));

/** Bytes needed to decide. */
export const SNIFF_BYTES = 16;

export const sniffMedia = (buf: Uint8Array): SniffedType | null => {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', ext: 'jpg', kind: 'image' };
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { contentType: 'image/png', ext: 'png', kind: 'image' };
  }
  if (startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a'))) {
    return { contentType: 'image/gif', ext: 'gif', kind: 'image' };
  }
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) {
    return { contentType: 'image/webp', ext: 'webp', kind: 'image' };
  }
  if (startsWith(buf, ascii('ftyp'), 4)) {
    // ISO base media: QuickTime brand means .mov, everything else plays as MP4.
    const quicktime = startsWith(buf, ascii('qt  '), 8);
    return quicktime
      ? { contentType: 'video/quicktime', ext: 'mov', kind: 'video' }
      : { contentType: 'video/mp4', ext: 'mp4', kind: 'video' };
  }
  if (startsWith(buf, [0x1a, 0x45, 0xdf, 0xa3]))
    return { contentType: 'video/webm', ext: 'webm', kind: 'video' };
  return null;
};

export const CONTENT_TYPE_BY_EXT: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};
