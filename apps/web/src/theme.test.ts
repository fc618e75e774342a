import { DEFAULT_THEME, isLightColor, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { DEMO_BANNER, DIMMED_TEXT, PLACEHOLDER_TEXT, theme } from './theme';

/** WCAG 2.1 contrast ratio of two colours. */
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const WHITE = '#ffffff';
const BLACK = '#000000';
const full = mergeMantineTheme(DEFAULT_THEME, theme);
const shade = (full.primaryShade as { light: number }).light;
const PAGE = full.colors.gray[0];
// Colours the app paints with; yellow is a fill only (with black text), never a text colour.
const USED = ['sniper', 'red', 'teal', 'green', 'blue', 'orange', 'grape', 'pink', 'gray', 'dark'];
const TEXT_ON_FILL = (fill: string) => (isLightColor(fill, full.luminanceThreshold) ? BLACK : WHITE);

describe('theme colours (WCAG AA, 4.5:1 for text)', () => {
  it('keeps the brand orange as the accent and a deeper shade for text and fills', () => {
    const sniper = full.colors.sniper!;
    expect(sniper[6]).toBe('#ff5b21');
    expect(full.primaryColor).toBe('sniper');
    expect(contrast(sniper[shade]!, WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([...USED, 'yellow'])('%s: a filled button or badge has readable text in every shade', (name) => {
    for (const fill of full.colors[name]!) {
      expect(contrast(fill, TEXT_ON_FILL(fill)), `${name} ${fill}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(USED)('%s: its text colour reads on white and on the page background', (name) => {
    const text = full.colors[name]![shade]!;
    expect(contrast(text, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(text, PAGE)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([...USED, 'yellow'])('%s: a light badge or alert (shade 9 on shade 1) reads', (name) => {
    const colors = full.colors[name]!;
    expect(contrast(colors[9]!, colors[1]!)).toBeGreaterThanOrEqual(4.5);
  });

  it('secondary text and placeholders read on white and on the page background', () => {
    expect(contrast(DIMMED_TEXT, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(DIMMED_TEXT, PAGE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(PLACEHOLDER_TEXT, WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it("the demo banner's text and its link read on the banner's background", () => {
    const banner = full.colors[DEMO_BANNER.color]!;
    const background = banner[DEMO_BANNER.background]!;
    const link = full.colors[DEMO_BANNER.link.color]![DEMO_BANNER.link.shade]!;
    expect(contrast(banner[DEMO_BANNER.text]!, background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(link, background)).toBeGreaterThanOrEqual(4.5);
    // The anchors' usual colour is the one that failed there.
    expect(contrast(full.colors.sniper![shade]!, background)).toBeLessThan(4.5);
  });
});
