import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginThroughUi, setupBrowser } from './support/browser';
import { createAccount } from './support/device';

const browser = setupBrowser();

const SIZES = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

/** The browser offering installation, as Chromium does once the app is installable. */
const offerInstall = (page: Page) =>
  page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {},
      userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
    });
    window.dispatchEvent(offer);
  });

/** The card appears 5 s after the offer: the page's clock is run past that. */
const afterPromptDelay = (page: Page) => page.clock.runFor(6_000);

const card = (page: Page) => page.getByRole('region', { name: 'Instalar SniperAds' });

/**
 * Controls whose centre the card would hide: for each visible button, link, field or form control
 * outside the card, the element on top at its centre must not belong to the card — at the top of
 * the page and scrolled to the end, where the card is.
 */
const coveredByCard = (page: Page) =>
  page.evaluate(() => {
    const cardEl = document.querySelector('[aria-labelledby="install-title"]');
    if (!cardEl) return ['no card'];
    const covered: string[] = [];
    for (const scroll of [0, document.documentElement.scrollHeight]) {
      window.scrollTo(0, scroll);
      const controls = document.querySelectorAll('button, a[href], input, select, textarea, [role="button"]');
      for (const el of controls) {
        if (cardEl.contains(el)) continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || r.bottom < 0 || r.top > window.innerHeight) continue;
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (top && cardEl.contains(top))
          covered.push(el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName);
      }
    }
    return covered;
  });

describe('install card', () => {
  for (const size of SIZES) {
    it(`never shows on the sign-in pages and never covers a control (${size.width}×${size.height})`, async () => {
      const user = await createAccount();
      const { page, context } = await browser.newPage();
      await page.setViewportSize(size);
      await page.clock.install();

      for (const path of ['/login', '/cadastro', '/esqueci-senha', '/redefinir-senha?token=abc']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await offerInstall(page);
        await afterPromptDelay(page);
        expect(await card(page).count(), path).toBe(0);
      }

      await loginThroughUi(page, user.email, user.password);
      await page.getByText('Login realizado com sucesso!').waitFor();
      await page.clock.runFor(2_000);
      await page.waitForURL((url) => url.pathname === '/');

      for (const path of ['/', '/favoritos', '/perfil', '/mineracao', '/interesses-oculto', '/extensao']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await offerInstall(page);
        await afterPromptDelay(page);
        await card(page).waitFor();
        expect(await coveredByCard(page), path).toEqual([]);
        // It sits in the page's flow, never floating over it.
        const position = await card(page).evaluate((el) => getComputedStyle(el).position);
        expect(['static', 'relative']).toContain(position);
      }

      // 'Agora não' hides it for 24 hours, across reloads.
      await card(page).getByRole('button', { name: 'Agora não' }).click();
      expect(await card(page).count()).toBe(0);
      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await offerInstall(page);
      await afterPromptDelay(page);
      expect(await card(page).count()).toBe(0);
      await context.close();
    });
  }
});
