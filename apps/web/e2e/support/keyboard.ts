/** Moving through the app with the Tab key only, checking that focus can be seen at every stop. */
import type { Locator, Page } from 'playwright-core';

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, and returns how many presses it took.
 * Fails when it never does: the element cannot be reached from the keyboard.
 */
export const tabTo = async (page: Page, target: Locator, { backwards = false, max = 120 } = {}) => {
  await target.waitFor();
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return presses;
  }
  throw new Error(`${max} presses of Tab never reached ${target}`);
};

/**
 * Why the focused element's focus could not be seen, or null when it can: a focus ring (outline
 * or shadow), or for a text field the border turning the brand colour.
 */
export const invisibleFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing has the focus';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? el.tagName;
    if (!el.matches(':focus-visible')) return `“${name}” is focused without :focus-visible`;
    const style = getComputedStyle(el);
    if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1) return null;
    if (style.boxShadow !== 'none') return null;
    const probe = document.createElement('span');
    probe.style.color = 'var(--mantine-primary-color-filled)';
    document.body.append(probe);
    const brand = getComputedStyle(probe).color;
    probe.remove();
    // A field's border is its own or, for a password field, its wrapper's.
    const field = el.closest('.mantine-Input-input') ?? el;
    if (/^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName) && getComputedStyle(field).borderTopColor === brand) {
      return null;
    }
    return `“${name}” shows no focus indicator`;
  });
