/** `beforeinstallprompt` is not in the DOM typings yet. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

type InstallState = { deferred: BeforeInstallPromptEvent | null; installed: boolean };

let state: InstallState = { deferred: null, installed: false };
const listeners = new Set<() => void>();
const set = (next: Partial<InstallState>) => {
  state = { ...state, ...next };
  for (const l of listeners) l();
};

export const installStore = {
  getSnapshot: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** Call once at start-up, before React renders, so the browser's offer is never missed. */
export const listenForInstallPrompt = (win: Window = window) => {
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    set({ deferred: event as BeforeInstallPromptEvent });
  });
  win.addEventListener('appinstalled', () => set({ deferred: null, installed: true }));
};

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

/** Shows the browser's install dialog; 'unavailable' when the browser has not offered one. */
export const promptInstall = async (): Promise<InstallOutcome> => {
  const deferred = state.deferred;
  if (!deferred) return 'unavailable';
  await deferred.prompt();
  const { outcome } = await deferred.userChoice;
  // A prompt event can only be used once.
  set({ deferred: null, installed: outcome === 'accepted' || state.installed });
  return outcome;
};
