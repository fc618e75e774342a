import { useSyncExternalStore } from 'react';
import { installStore } from '@/lib/pwa/install-events';
import { isStandalone } from '@/lib/pwa/install-prompt';
import { toastSuccess } from '@/lib/toast';

/** The menu and the prompt card confirm an installation the same way. */
export const toastInstalled = () =>
  toastSuccess('O SniperAds foi adicionado ao seu dispositivo.', 'App Instalado');

export const useInstallState = () => {
  const state = useSyncExternalStore(installStore.subscribe, installStore.getSnapshot);
  return { canInstall: state.deferred !== null, installed: state.installed || isStandalone() };
};
