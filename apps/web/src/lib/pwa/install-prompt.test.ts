import { describe, expect, it } from 'vitest';
import {
  detectBrowser,
  INSTALL_DISMISS_TTL_MS,
  INSTALL_PROMPT_DELAY_MS,
  isInstallPromptSuppressed,
  readInstallDismissal,
  rememberInstallDismissal,
  shouldShowInstallPrompt,
} from './install-prompt';

const now = Date.UTC(2026, 10, 21, 12, 0, 0);
const HOUR = 60 * 60 * 1000;

describe('install prompt', () => {
  it('waits 5 seconds and snoozes for 24 hours', () => {
    expect(INSTALL_PROMPT_DELAY_MS).toBe(5000);
    expect(INSTALL_DISMISS_TTL_MS).toBe(24 * HOUR);
  });

  it('shows when the browser offers installation and nothing was refused', () => {
    expect(shouldShowInstallPrompt({ canInstall: true, standalone: false, dismissedAt: null, now })).toBe(
      true,
    );
  });

  it('stays hidden for 24 h after a refusal, then comes back', () => {
    expect(isInstallPromptSuppressed(String(now - 23 * HOUR), now)).toBe(true);
    expect(isInstallPromptSuppressed(String(now - 24 * HOUR), now)).toBe(false);
    expect(
      shouldShowInstallPrompt({ canInstall: true, standalone: false, dismissedAt: String(now - HOUR), now }),
    ).toBe(false);
  });

  it('is never shown when installed or when the browser cannot install', () => {
    expect(shouldShowInstallPrompt({ canInstall: true, standalone: true, dismissedAt: null, now })).toBe(
      false,
    );
    expect(shouldShowInstallPrompt({ canInstall: false, standalone: false, dismissedAt: null, now })).toBe(
      false,
    );
  });

  it('ignores a corrupted stored time', () => {
    expect(isInstallPromptSuppressed('yesterday', now)).toBe(false);
  });

  it('remembers the refusal time in localStorage', () => {
    rememberInstallDismissal(now);
    expect(readInstallDismissal()).toBe(String(now));
    expect(isInstallPromptSuppressed(readInstallDismissal(), now + HOUR)).toBe(true);
  });

  it('picks the manual instructions for the browser', () => {
    expect(detectBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1')).toBe(
      'safari-ios',
    );
    expect(detectBrowser('Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0')).toBe(
      'firefox-android',
    );
    expect(detectBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36')).toBe('chromium');
  });
});
