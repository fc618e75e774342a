import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject, loginThroughUi, registerUser, setupBrowser } from './support/browser';
import {
  adminScreens,
  expiredTrialScreens,
  FREE_USER_SCREENS,
  guestScreens,
  NEW_USER_SCREENS,
  userScreens,
} from './support/screen-list';
import {
  axeProblems,
  coveredByFloating,
  fitProblems,
  SCREENSHOT_DIR,
  type Screen,
  SIZES,
  type SizeName,
  screenshot,
  titleCount,
  waitForScreen,
  wrongTexts,
} from './support/screens';
import {
  createExpiredTrial,
  createFreeAtLimit,
  createTester,
  seedAdminData,
  seedTesterData,
} from './support/seed';

const browser = setupBrowser();
let tester: { email: string; password: string };
let folderId: string;
let shareToken: string;
let keywordId: string;

beforeAll(async () => {
  // Only the walk's own folders: other journeys leave their moments beside them.
  for (const size of Object.keys(SIZES)) rmSync(join(SCREENSHOT_DIR, size), { recursive: true, force: true });
  tester = await createTester();
  ({ folderId, shareToken } = await seedTesterData(tester));
  ({ keywordId } = await seedAdminData());
});

/** The help button is where it belongs at this size: floating, or in the top bar on phones. */
const helpShows = (page: Page, size: SizeName) => {
  const help = page.getByRole('link', { name: 'Falar com o suporte no WhatsApp' });
  return (
    size === 'phone' ? page.locator('header').locator(help) : help.and(page.locator('[data-floating-help]'))
  ).isVisible();
};

/**
 * Mantine's dialogs and menus fade in: checks wait until nothing is moving and what opened (with
 * everything around it) is fully opaque. Waiting for running animations alone could pass in the
 * frame before the fade starts, and axe then measured a menu item's colour half faded in (3.2:1).
 */
const settled = async (page: Page, opened: Locator) =>
  page.waitForFunction(
    (element) => {
      for (let node: Element | null = element; node; node = node.parentElement)
        if (getComputedStyle(node).opacity !== '1') return false;
      return document.getAnimations().every((a) => a.playState !== 'running');
    },
    await opened.elementHandle(),
  );

/**
 * Opens every screen (and its dialogs) at one size, photographs it into e2e/screenshots/screens/
 * and lists what is wrong with it. Every screen is checked before the test fails, so one run
 * tells everything.
 */
const walk = async (size: SizeName, who: { email: string; password: string } | null, screens: Screen[]) => {
  // A support number, so the WhatsApp help shows and is checked (without one it is hidden).
  // No service worker: it would answer /api/config from its cache, out of the route's reach.
  const { page, context } = await browser.newPage(SIZES[size], { serviceWorkers: 'block' });
  await context.route('**/api/config', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    body.data.support_whatsapp = '5511987654321';
    await route.fulfill({ response, json: body });
  });
  if (who) {
    await loginThroughUi(page, who.email, who.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  }
  const problems: Record<string, string[]> = {};
  for (const screen of screens) {
    await page.goto(screen.path);
    await waitForScreen(page, screen);
    const found = [
      ...(await axeProblems(page)),
      ...(await fitProblems(page)),
      ...(await coveredByFloating(page)).map((c) => `under the floating help button: ${c}`),
      ...(await wrongTexts(page, screen)),
    ];
    if (who && !(await helpShows(page, size))) found.push('no WhatsApp help button');
    const titles = await titleCount(page);
    if (titles.length !== 1) found.push(`${titles.length} titles: ${titles.join(' | ')}`);
    if (found.length) problems[screen.name] = found;
    await screenshot(page, size, screen.name);

    for (const dialog of screen.dialogs ?? []) {
      if (dialog.sizes && !dialog.sizes.includes(size)) continue;
      const opened = page.getByRole(dialog.role ?? 'dialog').first();
      await dialog.open(page);
      await opened.waitFor();
      await settled(page, opened);
      const inDialog = await axeProblems(page);
      if (inDialog.length) problems[`${screen.name} › ${dialog.name}`] = inDialog;
      await screenshot(page, size, `${screen.name}--${dialog.name}`, { fullPage: false });
      await page.keyboard.press('Escape');
      await opened.waitFor({ state: 'hidden' });
    }
  }
  await context.close();
  return problems;
};

// Axe on ~25 screens at two sizes takes minutes on a busy 2-core machine.
const WALK_TIMEOUT = 600_000;

describe(`every screen, at ${SIZES.laptop.width}×${SIZES.laptop.height} and ${SIZES.phone.width}×${SIZES.phone.height} (screenshots in e2e/screenshots/screens)`, () => {
  for (const size of Object.keys(SIZES) as SizeName[]) {
    it(
      `signed out (${size}): no serious or critical axe violation, one title, everything fits`,
      async () => {
        expect(await walk(size, null, guestScreens(shareToken))).toEqual({});
      },
      WALK_TIMEOUT,
    );

    it(
      `a tester's screens (${size}): the same`,
      async () => {
        expect(await walk(size, tester, userScreens(folderId))).toEqual({});
      },
      WALK_TIMEOUT,
    );

    it(
      `a Free user's limits and refusals (${size}): the same`,
      async () => {
        expect(await walk(size, await createFreeAtLimit(), FREE_USER_SCREENS)).toEqual({});
      },
      WALK_TIMEOUT,
    );

    it(
      `a new user on the first day of the trial (${size}): the same`,
      async () => {
        expect(await walk(size, await registerUser(), NEW_USER_SCREENS)).toEqual({});
      },
      WALK_TIMEOUT,
    );

    it(
      `an expired trial holding more than Free allows (${size}): the same`,
      async () => {
        const account = await createExpiredTrial();
        expect(await walk(size, account, expiredTrialScreens(account.folderId))).toEqual({});
      },
      WALK_TIMEOUT,
    );

    it(
      `an admin's screens (${size}): the same`,
      async () => {
        expect(await walk(size, inject('admin'), adminScreens(keywordId))).toEqual({});
      },
      WALK_TIMEOUT,
    );
  }
});
