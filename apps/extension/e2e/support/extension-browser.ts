import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../../web/e2e/support/browser';

export const EXTENSION_DIR = join(import.meta.dirname, '..', '..', 'dist', 'chrome-mv3');

/**
 * Chromium with the built, unpacked extension. www.facebook.com resolves to the local fake Ad
 * Library, whose certificate is self-signed, so the real manifest's match patterns apply.
 */
export const launchWithExtension = async (opts: {
  baseUrl: string;
  facebookPort: number;
  /** The unpacked extension to load: the build by default, or a package the server handed out. */
  extensionDir?: string;
}) => {
  const dir = opts.extensionDir ?? EXTENSION_DIR;
  const userDataDir = mkdtempSync(join(tmpdir(), 'sniperads-ext-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    headless: false,
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      ...CHROMIUM_ARGS,
      `--disable-extensions-except=${dir}`,
      `--load-extension=${dir}`,
      `--host-resolver-rules=MAP www.facebook.com 127.0.0.1:${opts.facebookPort}`,
      '--ignore-certificate-errors',
    ],
    baseURL: opts.baseUrl,
    locale: 'pt-BR',
    viewport: { width: 1280, height: 900 },
  });
  const worker =
    context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 30_000 }));
  const extensionId = new URL(worker.url()).host;
  // A fresh install opens the options page by itself; tests use that tab (opening a second one
  // races with it: Chrome re-navigates the options tab it finds).
  const isOptions = (url: string) => url === `chrome-extension://${extensionId}/options.html`;
  const options = await eventually(
    async () => context.pages().find((p) => isOptions(p.url())),
    'the options page opened on install',
    30_000,
  );
  // The form is filled from storage asynchronously; typing before that would be overwritten.
  await options.locator('form[data-ready]').waitFor();
  return {
    context,
    extensionId,
    options,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
};

export type ExtensionBrowser = { context: BrowserContext; extensionId: string };

/** Polls a condition (an API answer) until it holds; bounded, never a fixed sleep. */
export const eventually = async <T>(check: () => Promise<T | undefined>, what: string, ms = 45_000) => {
  const deadline = Date.now() + ms;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
};
