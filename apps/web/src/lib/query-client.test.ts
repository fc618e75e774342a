import { onlineManager } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_WRITE_MESSAGE, requireOnline } from './offline';
import { createQueryClient } from './query-client';

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('query client offline', () => {
  it('refuses a write offline at once instead of pausing it to replay later', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    const queryClient = createQueryClient();
    const save = vi.fn(async () => 'salvo');
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: async () => {
        requireOnline();
        return save();
      },
    });
    await expect(mutation.execute(undefined)).rejects.toThrow(OFFLINE_WRITE_MESSAGE);
    expect(save).not.toHaveBeenCalled();
    expect(mutation.state.isPaused).toBe(false);
  });

  it('lets reads wait for the connection instead of failing', async () => {
    onlineManager.setOnline(false);
    const queryClient = createQueryClient();
    const read = vi.fn(async () => 'dados');
    void queryClient.fetchQuery({ queryKey: ['tela'], queryFn: read }).catch(() => undefined);
    // Not vi.waitFor: its own 1 s limit ignores the ceiling setup.ts sets for a busy machine.
    await waitFor(() => expect(queryClient.getQueryState(['tela'])?.fetchStatus).toBe('paused'));
    expect(read).not.toHaveBeenCalled();
    queryClient.clear();
  });
});
