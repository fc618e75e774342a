/**
 * The screen walk with the connection gone: each main screen, opened cold at a laptop's and a
 * phone's size, settles on the device's copy (with its real sync time) or on 'Sem conexão', fits
 * the window, keeps one title, and is photographed into e2e/screenshots/screens/offline/.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject, loginThroughUi, setupBrowser } from './support/browser';
import { offlineStateOf, serviceWorkerReady } from './support/device';
import { fitProblems, SCREENSHOT_DIR, SIZES, type SizeName, titleCount } from './support/screens';
import { createTester, seedTesterData } from './support/seed';

const browser = setupBrowser();
const OFFLINE_DIR = join(SCREENSHOT_DIR, 'offline');

beforeAll(() => rmSync(OFFLINE_DIR, { recursive: true, force: true }));

type State = 'cached' | 'no-connection';

/** What a tester's device keeps (offline.e2e.ts checks the same at one size, with the data). */
const TESTER: Record<string, [string, State]> = {
  dashboard: ['/', 'cached'],
  favoritos: ['/favoritos', 'cached'],
  pastas: ['/pastas', 'cached'],
  studio: ['/studio', 'cached'],
  mineracao: ['/mineracao', 'no-connection'],
  'ofertas-escaladas': ['/ofertas-escaladas', 'no-connection'],
  radar: ['/radar', 'no-connection'],
  'interesses-oculto': ['/interesses-oculto', 'no-connection'],
  'palavras-chave': ['/palavras-chave', 'no-connection'],
  tutorial: ['/tutorial', 'no-connection'],
  extensao: ['/extensao', 'no-connection'],
  perfil: ['/perfil', 'no-connection'],
};

const ADMIN: Record<string, [string, State]> = {
  admin: ['/admin', 'no-connection'],
  'admin-usuarios': ['/admin/usuarios', 'no-connection'],
  'admin-palavras-chave': ['/admin/palavras-chave', 'no-connection'],
  'admin-tutoriais': ['/admin/tutoriais', 'no-connection'],
  'admin-ofertas': ['/admin/ofertas', 'no-connection'],
  'admin-auditoria': ['/admin/auditoria', 'no-connection'],
};

/** Online first (the screens the device keeps), then each screen cold, offline. */
const walkOffline = async (
  size: SizeName,
  who: { email: string; password: string },
  screens: Record<string, [string, State]>,
) => {
  const { page, context } = await browser.newPage(SIZES[size]);
  await loginThroughUi(page, who.email, who.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await serviceWorkerReady(page);
  for (const [path, state] of Object.values(screens)) {
    if (state !== 'cached') continue;
    await page.goto(path);
    await settledOnline(page);
  }
  await context.setOffline(true);
  const dir = join(OFFLINE_DIR, size);
  mkdirSync(dir, { recursive: true });
  const seen: Record<string, string> = {};
  const problems: Record<string, string[]> = {};
  for (const [name, [path]] of Object.entries(screens)) {
    await page.goto(path);
    seen[name] = await offlineStateOf(page);
    const found = await fitProblems(page);
    const titles = await titleCount(page);
    if (titles.length !== 1) found.push(`${titles.length} titles: ${titles.join(' | ')}`);
    if (found.length) problems[name] = found;
    await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
  }
  await context.close();
  return { seen, problems };
};

const settledOnline = async (page: Page) => {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(
    () => document.querySelectorAll('.mantine-Skeleton-root[data-visible]').length === 0,
  );
};

const expected = (screens: Record<string, [string, State]>) =>
  Object.fromEntries(Object.entries(screens).map(([name, [, state]]) => [name, state]));

const WALK_TIMEOUT = 300_000;

describe('every main screen offline, at both sizes (screenshots in e2e/screenshots/screens/offline)', () => {
  for (const size of Object.keys(SIZES) as SizeName[]) {
    it(
      `a tester's screens offline (${size}): the stored copy or 'Sem conexão', fitting, one title`,
      async () => {
        const tester = await createTester();
        await seedTesterData(tester);
        const { seen, problems } = await walkOffline(size, tester, TESTER);
        expect(seen).toEqual(expected(TESTER));
        expect(problems).toEqual({});
      },
      WALK_TIMEOUT,
    );

    it(
      `an admin's screens offline (${size}): the same`,
      async () => {
        const { seen, problems } = await walkOffline(size, inject('admin'), ADMIN);
        expect(seen).toEqual(expected(ADMIN));
        expect(problems).toEqual({});
      },
      WALK_TIMEOUT,
    );
  }
});
