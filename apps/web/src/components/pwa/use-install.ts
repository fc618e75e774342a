import { useSyncExternalStore } from 'react';
import { installStore } from '@/lib/pwa/install-events';
import { isStandalone } from '@/lib/pwa/install-prompt';

export const useInstallState = () => {
  const state = useSyncExternalStore(installStore.subscribe, installStore.getSnapshot);
  return { canInstall: state.deferred !== null, installed: state.installed || isStandalone() };
};
