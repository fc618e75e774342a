import { describe, expect, it } from 'vitest';
import { launchWithProfile } from './support/browser';

describe('installable PWA', () => {
  it('activates the service worker, passes Chromium installability checks and opens offline', async () => {
    const { page, context, close } = await launchWithProfile();
    await page.goto('/login');
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.ready).active?.state === 'activated',
    );
    const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(new URL(script!).pathname).toBe('/sw.js');

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'SniperAds', lang: 'pt-BR', display: 'standalone' });

    // The build's scripts arrive brotli-compressed, cached for good (their names change with them).
    // The app's own file is the last one index.html loads (the bundler's runtime, under 1 KiB and
    // sent as it is, comes first).
    const entry = await page.locator('script[type=module][src]').last().getAttribute('src');
    const entryScript = await page.request.get(entry!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(entryScript.headers()).toMatchObject({
      'content-encoding': 'br',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(entryScript.headers().vary).toMatch(/accept-encoding/i);

    // Let the worker take control, then go offline: the app shell still opens.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.goto('/cadastro');
    await page.getByRole('button', { name: 'Criar Conta Grátis' }).waitFor();
    // The text font is part of the precache: offline, the screens keep their Inter.
    const inter = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.family.includes('Inter Variable')).map((f) => f.status);
    });
    expect(inter).toEqual(['loaded']);
    await close();
  });
});
