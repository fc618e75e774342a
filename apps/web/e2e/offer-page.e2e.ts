import { describe, expect, it } from 'vitest';
import { baseUrl, inject, loginThroughUi, registerUser, setupBrowser } from './support/browser';

const browser = setupBrowser();
const DAY = 86_400_000;

const adminToken = async () => {
  const login = await fetch(`${baseUrl()}/api/auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(inject('admin')),
  });
  return (await login.json()).data.token as string;
};

/** 30 running ads from 6 pages pushing one domain, approved by the admin. */
const approvedOffer = async (domain: string) => {
  const token = await adminToken();
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const ads = Array.from({ length: 30 }, (_, i) => ({
    id: String(Date.now() * 100 + i),
    page_id: String(80_000 + (i % 6)),
    page_name: `Loja Horta ${i % 6}`,
    ad_creative_link_titles: [i % 2 ? 'Horta em Casa' : 'Kit Horta Vertical'],
    ad_creative_bodies: ['Monte sua horta em casa em um fim de semana.'],
    niche: 'casa',
    landing_url: `https://${domain}/oferta`,
    ad_delivery_start_time: new Date(Date.now() - (i < 10 ? 3 : 40) * DAY).toISOString(),
  }));
  const ingest = await fetch(`${baseUrl()}/api/advertisements/ingest`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ads }),
  });
  expect((await ingest.json()).data.created).toBe(30);
  const decided = await fetch(`${baseUrl()}/api/offers/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ landing_domain: domain, status: 'approved' }),
  });
  expect(decided.status).toBe(200);
};

describe('offer page', () => {
  it('a user opens a scaled offer, reads its velocity, saves one of its creatives and opens a page pushing it', async () => {
    const domain = `horta${Date.now()}.com.br`;
    await approvedOffer(domain);
    const user = await registerUser();
    const { page, context } = await browser.newPage();
    await loginThroughUi(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Ofertas Escaladas' }).first().click();
    await page.getByRole('textbox', { name: 'Buscar ofertas' }).fill(domain);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const card = page.getByRole('article').filter({ hasText: domain });
    await card.getByRole('link', { name: 'Ver oferta' }).click();

    await page.waitForURL(new RegExp(`/ofertas/${domain.replace('.', '\\.')}`));
    await page.getByRole('heading', { name: domain, level: 1 }).waitFor();
    await page.getByText('30 anúncios · 30 criativos · 6 páginas').waitFor();
    expect(await page.getByRole('link', { name: /Abrir página de destino/ }).getAttribute('href')).toBe(
      `https://${domain}/oferta`,
    );
    // Ten ads started 3 days ago and twenty 40 days ago, when every page joined: the 30-day
    // window holds the newest ten only, the 90-day one every ad and page.
    await page.getByRole('img', { name: /10 novos anúncios e 0 novas páginas em 30 dias/ }).waitFor();
    await page.getByText('90 dias').click();
    await page.waitForURL(/dias=90/);
    await page.getByRole('img', { name: /30 novos anúncios e 6 novas páginas em 90 dias/ }).waitFor();

    await page.getByRole('button', { name: 'Ver detalhes: Kit Horta Vertical' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Detalhes do anúncio' });
    await dialog.getByRole('button', { name: 'Adicionar aos favoritos' }).click();
    await page.getByText('Anúncio adicionado aos favoritos!').waitFor();
    await dialog.getByRole('button', { name: 'Remover dos favoritos' }).waitFor();

    // A page pushing the offer opens its advertiser page, which lists the offer.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: 'Loja Horta 0', exact: true }).click();
    await page.getByRole('heading', { name: 'Loja Horta 0', level: 1 }).waitFor();
    await page.getByRole('link', { name: domain }).waitFor();
    await context.close();
  });
});
