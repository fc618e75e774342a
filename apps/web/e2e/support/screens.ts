import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** What a person sees, at a laptop's and a phone's size, kept in e2e/screenshots/ (CI artefacts). */
export const screenshotBothSizes = async (page: Page, name: string) => {
  const dir = join(import.meta.dirname, '..', 'screenshots', 'screens');
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize();
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: join(dir, `${name}-${width}.png`) });
  }
  if (size) await page.setViewportSize(size);
};
