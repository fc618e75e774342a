// The README's picture of the product: /mineracao signed in, at 1366×900, on the built product
// with the demo ads (after `pnpm build`; builds nothing). Retake it when the screen changes:
//   node apps/web/scripts/readme-screenshot.ts [--out docs/images/mineracao.png] [--port 3380]
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { createAccount, REPO_ROOT, requireBuild, startProduct } from './product-server.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: join(REPO_ROOT, 'docs/images/mineracao.png') },
    port: { type: 'string', default: '3380' },
  },
});

const ADMIN = { email: 'admin-screenshot@sniperads.local', password: 'ScreenshotAdmin123' };
const USER = { name: 'Ana Compradora', email: 'ana@example.com', password: 'Segura123' };

requireBuild();
const server = await startProduct({ port: Number(values.port), admin: ADMIN, demoAds: 20_000 });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  await createAccount(server.base, ADMIN, USER);
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
  await page.goto(`${server.base}/login`);
  await page.getByLabel('Email').fill(USER.email);
  await page.getByLabel('Senha', { exact: true }).fill(USER.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto(`${server.base}/mineracao`);
  await page.waitForLoadState('networkidle');
  // The cards' creatives and the Inter face arrive after the first paint: wait for both.
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      [...document.images].every((img) => img.complete) &&
      document.querySelectorAll('img').length > 0,
  );
  // A 256-colour palette keeps the picture under 100 KB (the raw shot is ~280 KB); the API's sharp
  // does it, the web app does not depend on it.
  const sharp = createRequire(join(REPO_ROOT, 'apps/api/package.json'))('sharp');
  await sharp(await page.screenshot())
    .png({ palette: true, quality: 90, effort: 10 })
    .toFile(values.out);
  console.log(`screenshot: ${values.out}`);
} finally {
  await browser.close();
  await server.stop();
}
