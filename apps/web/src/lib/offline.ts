import { useSyncExternalStore } from 'react';
import { ApiError } from './api-error';

export const OFFLINE_WRITE_MESSAGE = 'Você está offline. Conecte-se à internet para salvar alterações.';

const subscribe = (notify: () => void) => {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
};

/** Whether the browser believes it is offline (outside React: loaders, mutations). */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Whether the browser believes it is online. */
export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

/**
 * Offline writes are refused, not queued: every mutation calls this first so the user gets a
 * clear message and nothing is half-saved or replayed twice later.
 */
export const requireOnline = () => {
  if (isOffline()) throw new ApiError(0, OFFLINE_WRITE_MESSAGE);
};

/** The refusal above: the write never left the device, so nothing on the server changed. */
export const isOfflineRefusal = (error: unknown) =>
  error instanceof ApiError && error.status === 0 && error.message === OFFLINE_WRITE_MESSAGE;
