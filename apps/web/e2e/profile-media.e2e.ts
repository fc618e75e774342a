import { describe, expect, it } from 'vitest';
import { setupAdCdn } from './support/ad-cdn';
import { loginThroughUi, setupBrowser } from './support/browser';
import { callApi, createAccount } from './support/device';

const browser = setupBrowser();
const cdn = setupAdCdn();

describe('/perfil shows the media storage of the plan', () => {
  it("says 'X de 100 MB usados' with a bar, and counts a favorite's archived creative", async () => {
    // A Free account with no trial: 100 MB of media.
    const account = await createAccount({ name: 'Marta Mídia' });
    const { token } = (await callApi('POST', '/auth/', {
      email: account.email,
      password: account.password,
    })) as unknown as { token: string };
    const { page } = await browser.newPage();
    await loginThroughUi(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/perfil');
    const meter = page.getByTestId('media-storage');
    await meter.getByText('Armazenamento de mídia').waitFor();
    await meter.getByText('0 B de 100 MB usados').waitFor();
    const bar = meter.getByRole('progressbar', { name: '0 B de 100 MB usados' });
    expect(await bar.getAttribute('aria-valuenow')).toBe('0');

    // A favorite whose creative the server archives from the "CDN".
    const favorite = await callApi(
      'POST',
      '/favorites/',
      { url: 'https://exemplo.com/midia', page_name: 'Loja Mídia', image: `${cdn.url}/criativo.png` },
      token,
    );
    await expect
      .poll(async () => {
        const list = (await callApi('GET', '/favorites/?per_page=20', undefined, token)) as unknown as {
          id: string;
          media: { status: string; size_bytes: number | null };
        }[];
        return list.find((f) => f.id === favorite.id)?.media.status;
      })
      .toBe('archived');

    await page.reload();
    // The creative's bytes (a few dozen), read again when the screen opens.
    await meter.getByText(/^[1-9]\d* B de 100 MB usados$/).waitFor();
  });
});
