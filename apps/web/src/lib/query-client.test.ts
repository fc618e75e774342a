import { onlineManager } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

// Writes are refused offline by the one hook every write goes through (use-app-mutation.test.tsx).
describe('the app’s query client', () => {
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
