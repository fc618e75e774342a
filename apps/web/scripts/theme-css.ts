// Writes src/theme-variables.css from src/theme.ts (see build/theme-css.ts).
// Usage: pnpm --filter @sniperads/web theme-css
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { THEME_CSS_FILE, themeCss } from '../build/theme-css.ts';

writeFileSync(THEME_CSS_FILE, themeCss());
// Formatted as the rest of the code, so `pnpm lint` passes on it.
const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
execFileSync(process.execPath, [biome, 'format', '--write', THEME_CSS_FILE], { stdio: 'inherit' });
console.log(`wrote ${THEME_CSS_FILE}`);
