/**
 * What this browser can do about web push. iPhone and iPad only get push from iOS 16.4 on, and
 * only in the app installed to the home screen; elsewhere the Push API is either there or not.
 */
export type PushSupport = 'supported' | 'ios-install' | 'unsupported';

interface PushEnvironment {
  userAgent: string;
  hasPushManager: boolean;
  hasServiceWorker: boolean;
  hasNotification: boolean;
  standalone: boolean;
}

export const pushSupport = (env: PushEnvironment): PushSupport => {
  if (env.hasServiceWorker && env.hasPushManager && env.hasNotification) return 'supported';
  const ios = /iPhone|iPad|iPod/.test(env.userAgent) || /Macintosh.*Mobile/.test(env.userAgent);
  return ios && !env.standalone ? 'ios-install' : 'unsupported';
};

export const browserPushSupport = (): PushSupport =>
  pushSupport({
    userAgent: navigator.userAgent,
    hasPushManager: typeof window !== 'undefined' && 'PushManager' in window,
    hasServiceWorker: 'serviceWorker' in navigator,
    hasNotification: typeof Notification !== 'undefined',
    standalone:
      (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches) ||
      (navigator as Navigator & { standalone?: boolean }).standalone === true,
  });

/** The VAPID key as PushManager.subscribe wants it. */
export const keyBytes = (base64url: string) => {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
};

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((v, i) => v === b[i]);

export class PushSetupError extends Error {}

/** This browser's registration of the app's service worker (none in development builds). */
const registration = async () => {
  const r = await navigator.serviceWorker.getRegistration();
  if (!r)
    throw new PushSetupError(
      'O app ainda está sendo instalado neste navegador. Recarregue a página e tente de novo.',
    );
  return r;
};

/** Asks permission and subscribes this browser; answers what the API stores. */
export const subscribeThisBrowser = async (publicKey: string) => {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PushSetupError(
      permission === 'denied'
        ? 'As notificações estão bloqueadas para este site. Libere nas configurações do navegador e tente de novo.'
        : 'Permissão de notificação não concedida.',
    );
  }
  const r = await registration();
  const key = keyBytes(publicKey);
  let existing = await r.pushManager.getSubscription();
  const existingKey = existing?.options.applicationServerKey;
  if (existing && existingKey && !sameBytes(new Uint8Array(existingKey), key)) {
    // Subscribed under another server key (keys replaced): pushes signed now would be refused.
    await existing.unsubscribe();
    existing = null;
  }
  const subscription =
    existing ?? (await r.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) {
    throw new PushSetupError('O navegador não entregou uma inscrição de push válida.');
  }
  return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
};

/** The endpoint this browser is subscribed with, if any (to mark 'Este dispositivo'). */
export const currentEndpoint = async (): Promise<string | null> => {
  if (!('serviceWorker' in navigator)) return null;
  const r = await navigator.serviceWorker.getRegistration();
  const sub = await r?.pushManager?.getSubscription();
  return sub?.endpoint ?? null;
};
