import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where archived media lives. Local disk today; an S3-compatible adapter implements the same
 * three calls (keys are opaque, `<uuid>.<ext>`).
 */
export interface MediaStorage {
  put(key: string, data: Uint8Array): Promise<void>;
  /** null when the object is gone. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
}

/** `<uuid>.<ext>`, or `thumbs/<uuid>.<ext>` for ad thumbnails (their own namespace). */
const KEY_PATTERN = /^(?:thumbs\/)?[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;
export const isMediaKey = (key: string) => KEY_PATTERN.test(key);

export const createDiskStorage = (dir: string): MediaStorage => {
  const pathOf = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`invalid media key ${key}`);
    if (key.startsWith('thumbs/')) {
      // uuid v7 starts with the clock, so fan out thumbnails (one per library ad) on its random tail.
      const name = key.slice('thumbs/'.length);
      return join(dir, 'thumbs', name.slice(34, 36), name);
    }
    // Two-level fan-out keeps directories small.
    return join(dir, key.slice(0, 2), key);
  };
  return {
    async put(key, data) {
      const file = pathOf(key);
      await mkdir(dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${file}.tmp-${process.pid}`;
      await writeFile(tmp, data);
      await rename(tmp, file);
    },
    async open(key) {
      const file = pathOf(key);
      // Open first, then stat the open file: a path-based stream opens lazily, so a file removed
      // in between (a purge, a re-archive) failed later as an 'error' nobody was listening to.
      const handle = await open(file, 'r').catch(() => null);
      if (!handle) return null;
      try {
        const info = await handle.stat();
        return { stream: handle.createReadStream(), size: info.size };
      } catch {
        await handle.close();
        return null;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
};
