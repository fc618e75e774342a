import { Box, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMatches } from '@tanstack/react-router';
import { type ReactNode, useCallback } from 'react';
import { useScreenOfflineState } from '@/lib/offline-state';
import { NoConnection, OfflineBanner } from './offline-notice';

/**
 * Every screen's offline state, in one place: the stored copy under a banner with its real sync
 * time, or 'Sem conexão' when the screen's data never reached this device. The screen stays
 * mounted (hidden) meanwhile, so its paused queries resume and it reappears when the connection
 * returns.
 */
export function OfflineGate({ children }: { children: ReactNode }) {
  const state = useScreenOfflineState();
  const queryClient = useQueryClient();
  // A route that failed (no connection for its loader, refused by role) says so itself.
  const routeFailed = useMatches({ select: (matches) => matches.some((m) => m.status === 'error') });
  const unavailable = state?.kind === 'unavailable';
  const retry = useCallback(
    () => void queryClient.refetchQueries({ type: 'active', predicate: (q) => q.state.data === undefined }),
    [queryClient],
  );

  return (
    <Stack gap="md">
      {!routeFailed && state?.kind === 'cached' && <OfflineBanner syncedAt={state.syncedAt} />}
      {!routeFailed && state?.kind === 'static' && <OfflineBanner />}
      {unavailable && <NoConnection onRetry={retry} />}
      <Box hidden={unavailable}>{children}</Box>
    </Stack>
  );
}
