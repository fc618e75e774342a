/**
 * What the service worker does with a push (sw.ts): the API sends JSON {title, body, url, image,
 * tag} (contract PushPayloadSchema). Pure, so it is tested without a worker.
 */

const ICON = '/pwa-192x192.png';
const BADGE = '/pwa-192x192.png';
const FALLBACK_TITLE = 'SniperAds';

interface Shown {
  title: string;
  options: NotificationOptions & { image?: string };
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The notification for a push's text; anything unreadable still shows something in pt-BR. */
export const notificationOptions = (raw: string | null): Shown => {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>;
  } catch {
    data = { body: raw ?? '' };
  }
  const image = text(data.image);
  const tag = text(data.tag);
  return {
    title: text(data.title) || FALLBACK_TITLE,
    options: {
      body: text(data.body) || 'Você tem um novo alerta.',
      icon: ICON,
      badge: BADGE,
      lang: 'pt-BR',
      data: { url: text(data.url) || '/' },
      ...(image ? { image } : {}),
      ...(tag ? { tag } : {}),
    },
  };
};

/** The app page a tap opens: the alert's url when it is this app's, else the app's start. */
export const notificationTarget = (data: unknown, origin: string): string => {
  const url = data && typeof data === 'object' ? text((data as { url?: unknown }).url) : '';
  try {
    const target = new URL(url || '/', origin);
    return target.origin === origin ? target.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
};

/** The app's window to reuse for a tap: the focused one, else any. */
export const pickWindow = <W extends { url: string; focused: boolean }>(
  windows: readonly W[],
  origin: string,
) => {
  const ours = windows.filter((w) => w.url.startsWith(origin));
  return ours.find((w) => w.focused) ?? ours[0];
};
