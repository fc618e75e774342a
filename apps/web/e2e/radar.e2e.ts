import { describe, expect, it } from 'vitest';
import { baseUrl, inject, loginThroughUi, registerUser, setupBrowser } from './support/browser';
import { SIZES, screenshotBothSizes } from './support/screens';

const browser = setupBrowser();

const headersFor = async (credentials: { email: string; password: string }) => {
  const login = await fetch(`${baseUrl()}/api/auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const token = (await login.json()).data.token as string;
  return { 'content-type': 'application/json', authorization: `Bearer ${token}` };
};
const adminHeaders = () => headersFor(inject('admin'));

/** Waits until the user's radar shows an alert for `domain` (the radar matches after the ingest answered). */
const untilAlerted = async (headers: Record<string, string>, domain: string) => {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const radar = (await (await fetch(`${baseUrl()}/api/radar/`, { headers })).json()).data;
    const item = radar.follows.find((f: { key: string }) => f.key === domain);
    if (item?.alerts.length > 0) return;
    if (Date.now() > deadline) throw new Error(`no radar alert for ${domain}: ${JSON.stringify(item)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

let seq = 0;
/** `count` running ads pushing `domain`, each from a page of its own, ingested by the admin. */
const ingestOffer = async (domain: string, count: number) => {
  const ads = Array.from({ length: count }, () => {
    seq += 1;
    return {
      id: String(Date.now() * 1000 + seq),
      page_id: String(70_000_000 + seq),
      page_name: `Loja Radar ${seq}`,
      ad_creative_link_titles: ['Kit Jardim Vertical'],
      ad_creative_bodies: ['Monte seu jardim vertical em um fim de semana.'],
      landing_url: `https://${domain}/oferta`,
      ad_delivery_start_time: new Date(Date.now() - 86_400_000).toISOString(),
    };
  });
  const res = await fetch(`${baseUrl()}/api/advertisements/ingest`, {
    method: 'POST',
    headers: await adminHeaders(),
    body: JSON.stringify({ ads }),
  });
  expect((await res.json()).data.created).toBe(count);
};

/** Where the journey is, in the test's output: a timeout then names the step it stopped at. */
const step = (what: string) => process.stderr.write(`radar journey: ${what}\n`);

describe('radar', () => {
  it('a user follows an offer from its page and sees its new ads on the Radar', async () => {
    const domain = `jardim${Date.now()}.com.br`;
    await ingestOffer(domain, 2);
    const user = await registerUser();
    const { page } = await browser.newPage();
    await loginThroughUi(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/');

    step('open the offer page');
    await page.goto(`${baseUrl()}/ofertas/${domain}`);
    await page.getByRole('heading', { name: domain, level: 1 }).waitFor();
    step('follow it');
    await page.getByRole('button', { name: 'Seguir', exact: true }).click();
    await page.getByText('Agora você segue isto no Radar.').waitFor();
    await page.getByRole('button', { name: 'Deixar de seguir' }).waitFor();

    // Four new ads after following: the Radar counts them and raises 'novos anúncios'.
    await ingestOffer(domain, 4);
    await untilAlerted(await headersFor(user), domain);
    step('open the Radar');
    await page.getByRole('link', { name: 'Radar' }).first().click();
    await page.getByRole('heading', { name: 'Radar', level: 1 }).waitFor();
    const item = page.getByTestId('radar-item').filter({ hasText: domain });
    await item.getByText(`${domain}: 4 anúncios novos`).waitFor();
    // Six pages now push it, so it may also have crossed into 'escalando': one or two new alerts.
    const unseen = item.getByText(/^\d alertas? novos?$/);
    await unseen.waitFor();

    // Opening it shows the offer and marks it seen.
    step('open the item');
    await item.getByRole('link', { name: domain }).click();
    await page.waitForURL((url) => url.pathname === `/ofertas/${domain}`);
    await page.getByRole('heading', { name: domain, level: 1 }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Radar', level: 1 }).waitFor();
    await item.getByText(`${domain}: 4 anúncios novos`).waitFor();
    await unseen.waitFor({ state: 'detached' });
  }, 120_000);

  it('a user on a phone follows a Mineração search beside its results and finds it on the Radar', async () => {
    const user = await registerUser();
    const { page } = await browser.newPage(SIZES.phone);
    await loginThroughUi(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/');

    // Without a term or a filter there is nothing to follow.
    await page.goto(`${baseUrl()}/mineracao`);
    await page.locator('main article').first().waitFor();
    expect(await page.getByRole('button', { name: 'Seguir', exact: true }).count()).toBe(0);

    await page.goto(`${baseUrl()}/mineracao?q=emagrecer`);
    await page.locator('main article').first().waitFor();
    const follow = page.getByRole('button', { name: 'Seguir', exact: true });
    await follow.waitFor();
    // Beside the results' summary, above the first result, inside the first screen.
    const [button, first] = await Promise.all([
      follow.boundingBox(),
      page.locator('main article').first().boundingBox(),
    ]);
    if (!button || !first) throw new Error('not laid out');
    expect(button.y).toBeLessThan(first.y);
    expect(button.y + button.height).toBeLessThan(SIZES.phone.height);
    // Its whole label shows (a shrunk button cut it to 'Segui').
    const label = follow.locator('.mantine-Button-label');
    expect(await label.evaluate((l) => l.scrollWidth <= l.clientWidth)).toBe(true);
    await screenshotBothSizes(page, 'celular-mineracao-seguir');
    await page.setViewportSize(SIZES.phone);

    await follow.click();
    await page.getByText('Agora você segue isto no Radar.').waitFor();
    await page.getByRole('button', { name: 'Deixar de seguir' }).waitFor();
    await page.goto(`${baseUrl()}/radar`);
    await page.getByRole('heading', { name: 'Radar', level: 1 }).waitFor();
    await page.getByTestId('radar-item').filter({ hasText: 'emagrecer' }).waitFor();
  }, 120_000);
});
