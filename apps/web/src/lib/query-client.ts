import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Client errors (4xx) are answers, not glitches: do not retry them. */
const shouldRetry = (failureCount: number, error: unknown) => {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
};

export const createQueryClient = () =>
  new QueryClient({
    // Writes have their policy (offline refusal, refetch, error toast) in lib/use-app-mutation.ts.
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });

export const queryClient = createQueryClient();

// TanStack Query only hears the online/offline events, so an app opened offline would believe it
// is online and let every screen fail after its retries. Start from what the browser knows, like
// the rest of the app does (lib/offline.ts): offline, queries wait for the connection instead.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Kept on the device for offline reading (lib/offline-cache.ts). */
      offline?: boolean;
      /**
       * Supports the screen without being its content (the public config, the hearts on ad
       * cards, the permission re-check): offline, a screen opens without it (lib/offline-state.ts).
       */
      supporting?: boolean;
    };
  }
}
