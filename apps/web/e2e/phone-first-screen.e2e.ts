import { describe, expect, it } from 'vitest';
import { loginThroughUi, registerUser, setupBrowser } from './support/browser';
import { SIZES, screenshotBothSizes } from './support/screens';

const browser = setupBrowser();

describe('a phone in a trial', () => {
  it("shows Mineração's first results within the first screen, under the trial banner and the header", async () => {
    // A new sign-up: in a 7-day trial, so the banner is there, as it is for every new user.
    const user = await registerUser();
    const { page } = await browser.newPage(SIZES.phone);
    await loginThroughUi(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('trial-banner').waitFor();
    // The dashboard's counters show in the first screen too (the extension's steps start closed).
    await page.getByTestId('stat-favorites_count').waitFor();
    const stats = await page.getByTestId('stat-favorites_count').boundingBox();
    expect(stats?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(SIZES.phone.height - 100);
    await screenshotBothSizes(page, 'celular-dashboard');

    await page.goto('/mineracao');
    const cards = page.locator('main article');
    await cards.first().waitFor();
    await cards.nth(1).waitFor();
    await screenshotBothSizes(page, 'celular-mineracao');

    const { height } = SIZES.phone;
    const first = await cards.first().boundingBox();
    const second = await cards.nth(1).boundingBox();
    if (!first || !second) throw new Error('the result cards are not laid out');
    // The first card starts within the first screen with room to see what it is (its creative),
    expect(first.y).toBeLessThan(height - 200);
    // and the results are dense enough that the second one starts within the first screen too.
    expect(second.y).toBeLessThan(height);
  });
});
