import { type Query, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { useOnline } from './offline';

/**
 * What a screen can show offline, decided once for every screen from the queries it is reading:
 * - `unavailable`: something it needs was never loaded on this device, so it cannot be shown
 *   (rather than a skeleton waiting for a connection that is not there);
 * - `cached`: everything it reads is here; `syncedAt` is the oldest of those answers, the honest
 *   'sincronizados em' of the screen;
 * - `static`: it reads nothing from the API.
 */
export type ScreenOfflineState =
  | { kind: 'unavailable' }
  | { kind: 'cached'; syncedAt: number }
  | { kind: 'static' };

/** The part of a TanStack query the rule reads. */
export interface ObservedQuery {
  isActive(): boolean;
  meta?: Record<string, unknown> | undefined;
  state: { data: unknown; dataUpdatedAt: number };
}

/** Queries a screen reads right now: mounted, enabled, and part of its content. */
const readsForScreen = (query: ObservedQuery) => query.isActive() && query.meta?.supporting !== true;

export const screenOfflineState = (queries: readonly ObservedQuery[]): ScreenOfflineState => {
  let syncedAt = Number.POSITIVE_INFINITY;
  let reads = 0;
  for (const query of queries) {
    if (!readsForScreen(query)) continue;
    reads++;
    if (query.state.data === undefined) return { kind: 'unavailable' };
    syncedAt = Math.min(syncedAt, query.state.dataUpdatedAt);
  }
  return reads === 0 ? { kind: 'static' } : { kind: 'cached', syncedAt };
};

const sameState = (a: ScreenOfflineState, b: ScreenOfflineState) =>
  a.kind === b.kind && (a.kind !== 'cached' || a.syncedAt === (b as typeof a).syncedAt);

const ONLINE: ScreenOfflineState = { kind: 'static' };

/**
 * The offline state of what is on screen, or null while online. The query cache is only watched
 * while offline, where it changes little.
 */
export const useScreenOfflineState = (): ScreenOfflineState | null => {
  const online = useOnline();
  const queryClient = useQueryClient();
  const last = useRef<ScreenOfflineState>(ONLINE);

  const subscribe = useCallback(
    (notify: () => void) => (online ? () => {} : queryClient.getQueryCache().subscribe(notify)),
    [online, queryClient],
  );
  const getSnapshot = () => {
    if (online) return ONLINE;
    const next = screenOfflineState(queryClient.getQueryCache().getAll() as Query[]);
    if (!sameState(next, last.current)) last.current = next;
    return last.current;
  };
  const state = useSyncExternalStore(subscribe, getSnapshot, () => ONLINE);
  return online ? null : state;
};
