import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('expires entries after the TTL and sweeps them', () => {
    let now = 1_000;
    const cache = new TtlCache<string>({ ttlMs: 300_000, now: () => now });
    cache.set('a', 'x');
    now += 299_999;
    expect(cache.get('a')).toBe('x');
    cache.set('b', 'y');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(1);
    now += 300_000;
    expect(cache.sweep()).toBe(1);
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries', () => {
    const cache = new TtlCache<number>({ ttlMs: 1000, maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe(3);
  });
});
