// Writes src/theme-variables.css from src/theme.ts (see build/theme-css.ts).
// Usage: pnpm --filter @sniperads/web theme-css
import { writeFileSync } from 'node:fs';
import { THEME_CSS_FILE, themeCss } from '../build/theme-css.ts';

writeFileSync(THEME_CSS_FILE, themeCss());
console.log(`wrote ${THEME_CSS_FILE}`);
