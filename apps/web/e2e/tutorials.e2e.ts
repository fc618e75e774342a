import { describe, it } from 'vitest';
import { loginThroughUi, registerUser, setupBrowser } from './support/browser';

const browser = setupBrowser();

describe('tutorials', () => {
  it('lets a user pick a category, find a tutorial by search and open it, counting a view', async () => {
    const user = await registerUser();
    const { page, context } = await browser.newPage();
    await loginThroughUi(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Tutorial' }).click();
    await page.getByText('Escolha uma categoria').waitFor();
    // The search box only appears once a category is chosen.
    if (await page.getByLabel('Buscar tutoriais').isVisible()) throw new Error('search shown too early');
    await page.getByRole('button', { name: /Tráfego Pago/ }).click();
    await page.getByTestId('tutorial-card').first().waitFor();
    await page.getByLabel('Buscar tutoriais').fill('cpm');
    const cards = page.getByTestId('tutorial-card');
    await cards.filter({ hasText: 'Interesses ocultos para baixar o CPM' }).waitFor();
    if ((await cards.count()) !== 1) throw new Error(`expected 1 card, got ${await cards.count()}`);
    await cards.first().getByText('Intermediário').waitFor();
    await cards.first().getByText('13:56').waitFor();

    // No internet in the test run: the video site answers locally.
    await context.route('https://www.youtube.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>video</title>' }),
    );
    const popup = context.waitForEvent('page');
    await cards.first().getByRole('link', { name: 'Assistir' }).click();
    const video = await popup;
    await video.waitForLoadState();
    if (!video.url().startsWith('https://www.youtube.com/watch?v=')) throw new Error(`opened ${video.url()}`);
    await video.close();
    await cards
      .first()
      .getByText(/^\d+ visualiza/)
      .waitFor();
    await cards.first().getByText('1 visualização').waitFor();
    await context.close();
  });
});
