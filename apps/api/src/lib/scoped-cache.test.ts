import { describe, expect, it } from 'vitest';
import { ScopedCache } from './scoped-cache';

const setup = (options: { ttlMs?: number; maxEntries?: number } = {}) => {
  let now = 1_000;
  let enabled = true;
  let reads = 0;
  const cache = new ScopedCache<string>({
    ttlMs: options.ttlMs ?? 10_000,
    maxEntries: options.maxEntries ?? 100,
    enabled: () => enabled,
    now: () => now,
  });
  const load = (value: string) => async () => {
    reads++;
    return value;
  };
  return {
    cache,
    load,
    reads: () => reads,
    advance: (ms: number) => {
      now += ms;
    },
    setEnabled: (on: boolean) => {
      enabled = on;
    },
  };
};

/** A load that stays pending until the test lets it finish. */
const deferred = (value: string) => {
  let finish: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const load = async () => {
    await gate;
    return value;
  };
  return { load, finish };
};

describe('ScopedCache', () => {
  it('reads once, then answers from memory until the entry expires', async () => {
    const s = setup({ ttlMs: 1000 });
    expect(await s.cache.read('u1', 'k', s.load('a'))).toBe('a');
    expect(await s.cache.read('u1', 'k', s.load('b'))).toBe('a');
    expect(s.reads()).toBe(1);
    s.advance(1000);
    expect(await s.cache.read('u1', 'k', s.load('c'))).toBe('c');
  });

  it('keeps scopes apart and drops only the invalidated one', async () => {
    const s = setup();
    await s.cache.read('u1', 'k', s.load('u1'));
    await s.cache.read('u2', 'k', s.load('u2'));
    s.cache.invalidate('u1');
    expect(await s.cache.read('u1', 'k', s.load('u1 new'))).toBe('u1 new');
    expect(await s.cache.read('u2', 'k', s.load('x'))).toBe('u2');
  });

  it('does not store what a read saw when its scope was written meanwhile', async () => {
    const s = setup();
    const slow = deferred('before the write');
    const pending = s.cache.read('u1', 'k', slow.load);
    s.cache.invalidate('u1');
    slow.finish();
    expect(await pending).toBe('before the write');
    expect(await s.cache.read('u1', 'k', s.load('after the write'))).toBe('after the write');
  });

  it('does not store what a read saw when everything was dropped meanwhile', async () => {
    const s = setup();
    const slow = deferred('old');
    const pending = s.cache.read('u1', 'k', slow.load);
    s.cache.clear();
    slow.finish();
    await pending;
    expect(await s.cache.read('u1', 'k', s.load('new'))).toBe('new');
  });

  it('reads through and stores nothing while disabled (the change feed is down)', async () => {
    const s = setup();
    await s.cache.read('u1', 'k', s.load('a'));
    s.setEnabled(false);
    expect(await s.cache.read('u1', 'k', s.load('b'))).toBe('b');
    expect(await s.cache.read('u1', 'k', s.load('c'))).toBe('c');
    expect(s.cache.size).toBe(1);
  });

  it('lets a value shorten its own life, down to not being kept at all', async () => {
    const s = setup({ ttlMs: 10_000 });
    await s.cache.read('u1', 'short', s.load('a'), () => 1_500);
    await s.cache.read('u1', 'never', s.load('b'), () => 0);
    expect(s.cache.size).toBe(1);
    s.advance(500);
    expect(await s.cache.read('u1', 'short', s.load('a2'))).toBe('a2');
  });

  it('gives what it holds without loading: nothing before a read, nothing once expired or off', async () => {
    const s = setup({ ttlMs: 1_000 });
    expect(s.cache.get('u1', 'k')).toBeUndefined();
    await s.cache.read('u1', 'k', s.load('v1'));
    expect(s.cache.get('u1', 'k')).toBe('v1');
    expect(s.cache.get('u2', 'k')).toBeUndefined();
    s.setEnabled(false);
    expect(s.cache.get('u1', 'k')).toBeUndefined();
    s.setEnabled(true);
    s.advance(1_000);
    expect(s.cache.get('u1', 'k')).toBeUndefined();
    expect(s.cache.size).toBe(0);
    expect(s.reads()).toBe(1);
  });

  it('keeps a loaded undefined as an answer (e.g. "no such session"), not as a miss', async () => {
    let reads = 0;
    const cache = new ScopedCache<string | undefined>({ ttlMs: 10_000, maxEntries: 10, enabled: () => true });
    const load = async () => {
      reads++;
      return undefined;
    };
    await cache.read('s', 'k', load);
    await cache.read('s', 'k', load);
    expect(reads).toBe(1);
  });

  it('counts a get as a use: the scope read last is evicted last', async () => {
    const s = setup({ maxEntries: 2 });
    await s.cache.read('u1', 'k', s.load('u1'));
    await s.cache.read('u2', 'k', s.load('u2'));
    expect(s.cache.get('u1', 'k')).toBe('u1');
    await s.cache.read('u3', 'k', s.load('u3'));
    expect(s.cache.get('u1', 'k')).toBe('u1');
    expect(s.cache.get('u2', 'k')).toBeUndefined();
  });

  it('holds at most maxEntries, dropping the oldest scope first', async () => {
    const s = setup({ maxEntries: 3 });
    for (const scope of ['u1', 'u2', 'u3', 'u4']) await s.cache.read(scope, 'k', s.load(scope));
    expect(s.cache.size).toBe(3);
    expect(await s.cache.read('u1', 'k', s.load('u1 again'))).toBe('u1 again');
    expect(await s.cache.read('u4', 'k', s.load('x'))).toBe('u4');
  });

  it('drops the least recently used scope first: a hit keeps a scope', async () => {
    const s = setup({ maxEntries: 3 });
    for (const scope of ['u1', 'u2', 'u3']) await s.cache.read(scope, 'k', s.load(scope));
    expect(await s.cache.read('u1', 'k', s.load('x'))).toBe('u1');
    await s.cache.read('u4', 'k', s.load('u4'));
    expect(await s.cache.read('u1', 'k', s.load('x'))).toBe('u1');
    expect(await s.cache.read('u2', 'k', s.load('u2 again'))).toBe('u2 again');
  });

  it('holds at most maxBytes, evicting least recently used values to make room', async () => {
    let reads = 0;
    const cache = new ScopedCache<string>({
      ttlMs: 10_000,
      maxEntries: 100,
      maxBytes: 10,
      sizeOf: (v) => v.length,
      enabled: () => true,
    });
    const read = (key: string, value: string) =>
      cache.read(key, '', async () => {
        reads++;
        return value;
      });
    await read('a', 'aaaa');
    await read('b', 'bbbb');
    expect(cache.bytes).toBe(8);
    await read('a', 'x');
    // 'c' needs 4 more than the 10: 'b' (used longest ago) goes, 'a' stays.
    await read('c', 'cccc');
    expect(cache.bytes).toBe(8);
    expect(cache.size).toBe(2);
    reads = 0;
    expect(await read('a', 'new a')).toBe('aaaa');
    expect(await read('b', 'new b')).toBe('new b');
    expect(reads).toBe(1);
    // A value over the whole cap is answered, not kept, and pushes nothing out.
    expect(await read('huge', 'h'.repeat(11))).toBe('h'.repeat(11));
    expect(await read('huge', 'again')).toBe('again');
    expect(cache.bytes).toBeLessThanOrEqual(10);
  });

  it('is off with a byte cap of 0', async () => {
    const cache = new ScopedCache<string>({
      ttlMs: 10_000,
      maxEntries: 100,
      maxBytes: 0,
      enabled: () => true,
    });
    await cache.read('u1', 'k', async () => 'a');
    expect(await cache.read('u1', 'k', async () => 'b')).toBe('b');
    expect(cache.active).toBe(false);
  });

  it('is off with a TTL of 0', async () => {
    const s = setup({ ttlMs: 0 });
    await s.cache.read('u1', 'k', s.load('a'));
    expect(await s.cache.read('u1', 'k', s.load('b'))).toBe('b');
    expect(s.cache.size).toBe(0);
  });
});
