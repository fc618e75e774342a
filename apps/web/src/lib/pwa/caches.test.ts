import { describe, expect, it } from 'vitest';
import { deleteRuntimeCaches, isAppShellCache, MEDIA_CACHE, mayKeep, runtimeCacheNames } from './caches';

const PRECACHE = 'workbox-precache-v2-http://localhost:3000/';

/** Cache Storage with named caches and nothing in them. */
const fakeCaches = (names: string[]) => {
  const held = new Set(names);
  return {
    held,
    storage: {
      keys: async () => [...held],
      delete: async (name: string) => held.delete(name),
    } as unknown as CacheStorage,
  };
};

describe('what "Limpar cache" and sign-out delete', () => {
  it('keeps the app shell and deletes the data caches', () => {
    expect(isAppShellCache(PRECACHE)).toBe(true);
    expect(isAppShellCache(`${PRECACHE}-temp`)).toBe(true);
    expect(runtimeCacheNames([PRECACHE, MEDIA_CACHE, 'archived-media-v0'])).toEqual([
      MEDIA_CACHE,
      'archived-media-v0',
    ]);
  });

  it('leaves only the precache in Cache Storage', async () => {
    const { held, storage } = fakeCaches([PRECACHE, MEDIA_CACHE]);
    await deleteRuntimeCaches(storage);
    expect([...held]).toEqual([PRECACHE]);
  });

  it('does nothing where Cache Storage does not exist', async () => {
    await expect(deleteRuntimeCaches(undefined)).resolves.toBeUndefined();
  });
});

describe('what the service worker may keep', () => {
  const answer = (status: number, cacheControl?: string) => ({
    status,
    headers: new Headers(cacheControl ? { 'cache-control': cacheControl } : {}),
  });

  it('keeps archived media, which the server marks immutable', () => {
    expect(mayKeep(answer(200, 'public, max-age=31536000, immutable'))).toBe(true);
    expect(mayKeep(answer(200))).toBe(true);
  });

  it('never keeps an answer marked no-store or private, nor a failure', () => {
    expect(mayKeep(answer(200, 'no-store'))).toBe(false);
    expect(mayKeep(answer(200, 'No-Store, max-age=0'))).toBe(false);
    expect(mayKeep(answer(200, 'private, max-age=60'))).toBe(false);
    expect(mayKeep(answer(404, 'public, max-age=60'))).toBe(false);
  });
});
