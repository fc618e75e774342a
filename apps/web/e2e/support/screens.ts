/**
 * Every screen of the app, as each kind of user reaches it, and the checks a screen must pass at
 * any size: no serious or critical axe violation, one title, nothing wider than the window, no
 * table that needs sideways scrolling, no badge cut, nothing under the floating help button.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const SIZES = {
  laptop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type SizeName = keyof typeof SIZES;

export const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'screenshots', 'screens');

export interface Dialog {
  name: string;
  /** Opens it from the screen; it is then found by its role. */
  open: (page: Page) => Promise<void>;
  /** A dialog (the default) or a menu. */
  role?: 'dialog' | 'menu';
  /** Only at these sizes (the phone's side menu is a drawer, the laptop's is not). */
  sizes?: SizeName[];
}

export interface Screen {
  name: string;
  path: string;
  /** The screen's one title (its h1). */
  title: string | RegExp;
  /** What shows once the data is there, beyond the title. */
  ready?: (page: Page) => Promise<void>;
  dialogs?: Dialog[];
  /** Text that would be wrong here (beyond the placeholders no screen may show). */
  notShown?: (string | RegExp)[];
  /** The spec itself asks for 'N/A' here (the keyword bank's most used keyword before any use). */
  naAllowed?: boolean;
}

/** Placeholders a user must never read: a missing value says what is missing, in Portuguese. */
const PLACEHOLDERS = [/\bN\/A\b/, /\bundefined\b/, /\bNaN\b/, /\bnull\b/];

/** Text on the page (the main area and any open dialog) that should not be there. */
export const wrongTexts = async (page: Page, screen: Screen) => {
  const text = await page.evaluate(() =>
    [...document.querySelectorAll('main, [role="dialog"]')]
      // biome-ignore lint/performance/useDomNodeTextContent: only what shows counts (not hidden tabs, sr-only text).
      .map((e) => (e as HTMLElement).innerText)
      .join('\n'),
  );
  const patterns = [...(screen.naAllowed ? PLACEHOLDERS.slice(1) : PLACEHOLDERS), ...(screen.notShown ?? [])];
  return patterns
    .filter((p) => (typeof p === 'string' ? text.includes(p) : p.test(text)))
    .map((p) => `shows ${typeof p === 'string' ? `'${p}'` : p}`);
};

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Serious and critical axe violations on the page as it is now, one line each. */
export const axeProblems = async (page: Page) => {
  const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`,
      ),
    );
};

/** What does not fit: page wider than the window, tables scrolling sideways, cut badges. */
export const fitProblems = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const describe = (el: Element) => {
      const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
      return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} “${label}”`;
    };
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1) {
      problems.push(`page is ${root.scrollWidth}px wide in a ${window.innerWidth}px window`);
    }
    for (const table of document.querySelectorAll('table')) {
      let box: HTMLElement | null = table.parentElement;
      while (box && box !== document.body) {
        if (box.scrollWidth > box.clientWidth + 1 && /(auto|scroll)/.test(getComputedStyle(box).overflowX)) {
          problems.push(
            `table scrolls sideways (${box.scrollWidth}px in ${box.clientWidth}px): ${describe(table)}`,
          );
          break;
        }
        box = box.parentElement;
      }
    }
    for (const label of document.querySelectorAll('.mantine-Badge-label')) {
      if (label.scrollWidth > label.clientWidth + 1) problems.push(`badge cut: ${describe(label)}`);
    }
    return problems;
  });

/** Controls under the floating help button once the page is scrolled to its end. */
export const coveredByFloating = (page: Page) =>
  page.evaluate(async () => {
    const floating = document.querySelector('[data-floating-help]');
    if (!floating || getComputedStyle(floating).position !== 'fixed') return [];
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const f = floating.getBoundingClientRect();
    const hits: string[] = [];
    const controls = document.querySelectorAll(
      'main a, main button, main input, main select, main textarea, main [role="button"]',
    );
    for (const el of controls) {
      if (el === floating || floating.contains(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.left < f.right && r.right > f.left && r.top < f.bottom && r.bottom > f.top) {
        hits.push(
          `${el.tagName.toLowerCase()} “${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40)}”`,
        );
      }
    }
    window.scrollTo(0, 0);
    return hits;
  });

/** The page shows its one title, and its data (no skeleton left). */
export const waitForScreen = async (page: Page, screen: Screen) => {
  const h1 = page.locator('h1');
  await h1.first().waitFor();
  await page.getByRole('heading', { level: 1, name: screen.title }).waitFor();
  await screen.ready?.(page);
  await page.waitForFunction(
    () => document.querySelectorAll('.mantine-Skeleton-root[data-visible]').length === 0,
  );
  await page.evaluate(() => document.fonts.ready);
};

export const titleCount = (page: Page) =>
  page.evaluate(() => {
    const titles = [...document.querySelectorAll('h1, header h2, header [role="heading"]')];
    return titles.filter((t) => (t as HTMLElement).offsetParent !== null).map((t) => t.textContent?.trim());
  });

/** The whole page; a dialog only as the window shows it (its overlay covers the window only). */
export const screenshot = async (page: Page, size: SizeName, name: string, { fullPage = true } = {}) => {
  const dir = join(SCREENSHOT_DIR, size);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage, animations: 'disabled' });
};

/**
 * One moment of a journey as a person sees it, at a laptop's and a phone's size:
 * `screens/{name}-1366.png` and `-390.png` (the screen walk keeps its own in `laptop/`, `phone/`).
 */
export const screenshotBothSizes = async (page: Page, name: string) => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const size = page.viewportSize();
  for (const { width, height } of Object.values(SIZES)) {
    await page.setViewportSize({ width, height });
    // The app shell slides its navbar and the page's padding when the width crosses its
    // breakpoint: finished transitions, or the phone shot shows the page mid-slide, cut on the right.
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`), animations: 'disabled' });
  }
  if (size) await page.setViewportSize(size);
};
