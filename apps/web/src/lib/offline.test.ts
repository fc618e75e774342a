import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { isOffline, OFFLINE_WRITE_MESSAGE, requireOnline } from './offline';

afterEach(() => vi.restoreAllMocks());

describe('offline helpers', () => {
  it('refuses writes while offline with a clear message', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(isOffline()).toBe(true);
    expect(() => requireOnline()).toThrow(new ApiError(0, OFFLINE_WRITE_MESSAGE));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(isOffline()).toBe(false);
    expect(() => requireOnline()).not.toThrow();
  });
});
