import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { OFFLINE_WRITE_MESSAGE } from './offline';
import { createQueryClient } from './query-client';

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

/** Runs one mutation through the app's client, as a screen's hook would, none of its own checks. */
const run = async (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  onlineManager.setOnline(online);
  const write = vi.fn(async () => 'salvo');
  const ownOnMutate = vi.fn();
  const onError = vi.fn();
  const observer = new MutationObserver(createQueryClient(), {
    mutationFn: write,
    onMutate: ownOnMutate,
    onError,
  });
  const outcome = await observer.mutate(undefined).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  return { outcome, write, ownOnMutate, onError, paused: observer.getCurrentResult().isPaused };
};

describe('the app’s query client', () => {
  it('refuses every write offline at once, before its request, instead of pausing it to replay later', async () => {
    const { outcome, write, ownOnMutate, onError, paused } = await run(false);
    expect(outcome).toEqual({ error: new ApiError(0, OFFLINE_WRITE_MESSAGE) });
    expect(write).not.toHaveBeenCalled();
    expect(ownOnMutate).not.toHaveBeenCalled();
    // The screen's own error handling shows the message (a toast, a form error).
    expect(onError).toHaveBeenCalledOnce();
    expect(paused).toBe(false);
  });

  it('lets writes through online', async () => {
    const { outcome, write } = await run(true);
    expect(outcome).toEqual({ value: 'salvo' });
    expect(write).toHaveBeenCalledOnce();
  });

  it('lets reads wait for the connection instead of failing', async () => {
    onlineManager.setOnline(false);
    const queryClient = createQueryClient();
    const read = vi.fn(async () => 'dados');
    void queryClient.fetchQuery({ queryKey: ['tela'], queryFn: read }).catch(() => undefined);
    // testing-library's waitFor: its ceiling is setup.ts's, for a busy machine (vi.waitFor stops at 1 s).
    await waitFor(() => expect(queryClient.getQueryState(['tela'])?.fetchStatus).toBe('paused'));
    expect(read).not.toHaveBeenCalled();
    queryClient.clear();
  });
});
