// Takes the pictures of /extensao's install guide from the real chrome://extensions of the system
// Chromium and the extension's real options page: `node scripts/guide-screenshots.mjs` after
// `pnpm build`. Writes apps/web/public/extension-guide/*.jpg. Nothing is drawn: the only addition
// is an outline around the control each step names.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const here = import.meta.dirname;
const dist = join(here, '..', 'dist', 'chrome-mv3');
const out = join(here, '..', '..', 'web', 'public', 'extension-guide');
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'];
const VIEWPORT = { width: 1100, height: 620 };
mkdirSync(out, { recursive: true });

// The package as the server hands it out: the build plus server.json with the server's address.
const unpacked = mkdtempSync(join(tmpdir(), 'sniperads-guide-ext-'));
cpSync(dist, unpacked, { recursive: true });
writeFileSync(join(unpacked, 'server.json'), `${JSON.stringify({ serverUrl: 'http://localhost:3000' })}\n`);

const outline = (locator) =>
  locator.evaluate((el) => {
    el.style.outline = '3px solid #e8590c';
    el.style.outlineOffset = '4px';
    el.style.borderRadius = '6px';
  });
const shot = (page, name) => page.screenshot({ path: join(out, `${name}.jpg`), type: 'jpeg', quality: 72 });

const launch = async (extension) => {
  const profile = mkdtempSync(join(tmpdir(), 'sniperads-guide-'));
  const args = extension
    ? [...ARGS, `--disable-extensions-except=${unpacked}`, `--load-extension=${unpacked}`]
    : ARGS;
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: false,
    args,
    viewport: VIEWPORT,
  });
  return {
    context,
    close: () => context.close().then(() => rmSync(profile, { recursive: true, force: true })),
  };
};

// 1. chrome://extensions, Developer mode off: the toggle to turn on.
{
  const { context, close } = await launch(false);
  const page = await context.newPage();
  await page.goto('chrome://extensions');
  const toggle = page.locator('#devMode');
  await toggle.waitFor();
  await outline(toggle);
  await shot(page, '1-modo-desenvolvedor');
  // 2. Developer mode on: the "Load unpacked" button.
  await toggle.click();
  const load = page.locator('#loadUnpacked');
  await load.waitFor();
  await toggle.evaluate((el) => {
    el.style.outline = '';
  });
  await outline(load);
  await shot(page, '2-carregar-sem-compactacao');
  await close();
}

// 3. The extension loaded, and 4. the options page it opens, with the server's address filled in.
{
  const { context, close } = await launch(true);
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const id = new URL(worker.url()).host;
  // The install opens the options page; the tab for chrome://extensions comes after it.
  const isOptions = (p) => p.url().endsWith('/options.html');
  let options;
  for (let tries = 0; !options; tries++) {
    if (tries > 300) throw new Error('the options page did not open on install');
    options = context.pages().find(isOptions);
    if (!options) await new Promise((r) => setTimeout(r, 100));
  }
  const page = await context.newPage();
  await page.goto('chrome://extensions');
  // As after step 2: Developer mode on (Chromium turns it on for an extension loaded unpacked).
  const devMode = page.locator('#devMode');
  await devMode.waitFor();
  if (!(await devMode.evaluate((el) => el.checked))) await devMode.click();
  await page.locator('#loadUnpacked').waitFor();
  // The toolbar slides in; a script taking pictures may wait out the animation.
  await page.waitForTimeout(600);
  const card = page.locator(`extensions-item#${id}`);
  await card.waitFor();
  await outline(card);
  await shot(page, '3-extensao-carregada');
  await options.setViewportSize(VIEWPORT);
  await options.locator('form[data-ready]').waitFor();
  await outline(options.locator('#token'));
  await shot(options, '4-colar-token');
  await close();
}
rmSync(unpacked, { recursive: true, force: true });
