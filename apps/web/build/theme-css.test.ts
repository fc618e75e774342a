import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizeCss, THEME_CSS_FILE, themeCss } from './theme-css';

describe('src/theme-variables.css', () => {
  it('holds the variables MantineProvider would compute for the theme (else run `pnpm theme-css`)', () => {
    expect(normalizeCss(readFileSync(THEME_CSS_FILE, 'utf8'))).toBe(normalizeCss(themeCss()));
  });

  it('carries the brand colour and the readable dimmed text', () => {
    const css = themeCss();
    expect(css).toContain('--mantine-color-sniper-6: #ff5b21');
    expect(css).toContain('--mantine-color-dimmed:');
  });
});
