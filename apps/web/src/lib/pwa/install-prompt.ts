import { type KeyValueStorage, safeStorage } from '../storage';

/** The install card appears this long after the browser offers installation (docs/product-rules.md). */
export const INSTALL_PROMPT_DELAY_MS = 5000;
/** A refusal hides the card for 24 hours. */
export const INSTALL_DISMISS_TTL_MS = 24 * 60 * 60 * 1000;
export const INSTALL_DISMISSED_KEY = 'pwa_install_dismissed_at';

export const isInstallPromptSuppressed = (dismissedAt: string | null, now: number) => {
  if (!dismissedAt) return false;
  const at = Number(dismissedAt);
  if (!Number.isFinite(at)) return false;
  return now - at < INSTALL_DISMISS_TTL_MS;
};

export const shouldShowInstallPrompt = (input: {
  canInstall: boolean;
  standalone: boolean;
  dismissedAt: string | null;
  now: number;
}) => input.canInstall && !input.standalone && !isInstallPromptSuppressed(input.dismissedAt, input.now);

export const rememberInstallDismissal = (now = Date.now(), storage: KeyValueStorage = safeStorage()) =>
  storage.setItem(INSTALL_DISMISSED_KEY, String(now));

export const readInstallDismissal = (storage: KeyValueStorage = safeStorage()) =>
  storage.getItem(INSTALL_DISMISSED_KEY);

/** Running as an installed app (Android/desktop display-mode, or iOS home-screen). */
export const isStandalone = (win: Window = window) =>
  (typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches) ||
  (win.navigator as Navigator & { standalone?: boolean }).standalone === true;

export type BrowserKind = 'chromium' | 'safari-ios' | 'firefox-android' | 'other';

export const detectBrowser = (userAgent: string): BrowserKind => {
  const ua = userAgent.toLowerCase();
  if (/iphone|ipad|ipod/.test(ua)) return 'safari-ios';
  if (ua.includes('firefox') && ua.includes('android')) return 'firefox-android';
  if (/chrome|chromium|edg\//.test(ua)) return 'chromium';
  return 'other';
};
