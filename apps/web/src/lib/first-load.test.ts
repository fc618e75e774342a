import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_LOAD_WAIT_MS, loadBeforeFirstRender } from './first-load';

const settled = (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  return () => done;
};

describe('loadBeforeFirstRender', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets the router be drawn as soon as its load ends', async () => {
    vi.useFakeTimers();
    let finish = () => {};
    const load = () => new Promise<void>((resolve) => (finish = resolve));
    const done = settled(loadBeforeFirstRender(load));
    await vi.advanceTimersByTimeAsync(10);
    expect(done()).toBe(false);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it('draws the router after the wait when the load is still running (its pending state shows)', async () => {
    vi.useFakeTimers();
    const done = settled(loadBeforeFirstRender(() => new Promise<void>(() => {})));
    await vi.advanceTimersByTimeAsync(FIRST_LOAD_WAIT_MS - 1);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  it('draws the router when the load fails: its error screen says why', async () => {
    await expect(loadBeforeFirstRender(() => Promise.reject(new Error('offline')))).resolves.toBeUndefined();
  });
});
