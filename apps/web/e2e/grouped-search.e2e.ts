import { describe, expect, it } from 'vitest';
import { baseUrl, inject, loginThroughUi, registerUser, setupBrowser } from './support/browser';

const browser = setupBrowser();
const DAY = 86_400_000;

/** A word no other journey's ads hold (letters only, so the text search keeps it whole). */
const uniqueWord = () =>
  `cafeteira${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

/** Four running ads from two pages pushing one domain, and one ad of a page without a domain. */
const ingestOffer = async (word: string, domain: string) => {
  const login = await fetch(`${baseUrl()}/api/auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(inject('admin')),
  });
  const token = (await login.json()).data.token as string;
  const base = Date.now() * 100;
  const ads = [
    ...Array.from({ length: 4 }, (_, i) => ({
      id: String(base + i),
      page_id: String(90_000 + (i % 2)),
      page_name: `Cafés Especiais ${i % 2}`,
      ad_creative_link_titles: [`Cafeteira Italiana ${i + 1}`],
      ad_creative_bodies: [`A ${word} que prepara o café perfeito.`],
      niche: 'casa',
      landing_url: `https://${domain}/oferta`,
      ad_delivery_start_time: new Date(Date.now() - (i + 1) * DAY).toISOString(),
    })),
    {
      id: String(base + 9),
      page_id: '90009',
      page_name: 'Brechó Sem Site',
      ad_creative_link_titles: ['Cafeteira usada'],
      ad_creative_bodies: [`Uma ${word} usada, chame no direct.`],
      niche: 'casa',
      ad_delivery_start_time: new Date(Date.now() - 10 * DAY).toISOString(),
    },
  ];
  const ingest = await fetch(`${baseUrl()}/api/advertisements/ingest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ ads }),
  });
  expect((await ingest.json()).data.created).toBe(5);
};

describe('mining grouped by offer', () => {
  it('a user searches, groups the results by offer, opens one, saves a creative and finds it in /favoritos', async () => {
    const word = uniqueWord();
    const domain = `${word}.com.br`;
    await ingestOffer(word, domain);
    const user = await registerUser();
    const { page, context } = await browser.newPage();
    await loginThroughUi(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Mineração' }).first().click();
    const box = page.getByRole('textbox', { name: 'Buscar anúncios' });
    await box.fill(word);
    await box.press('Enter');
    await page.getByRole('article').first().waitFor();

    await page.getByRole('button', { name: 'Agrupar por oferta' }).click();
    await page.waitForURL(/group_by=offer/);
    await page.getByText(`2 ofertas em 5 anúncios para “${word}”`).waitFor();
    const offer = page.getByRole('article', { name: domain });
    await offer.getByText('4 anúncios · 4 criativos · 2 páginas').waitFor();
    const pageOnly = page.getByRole('article', { name: 'Brechó Sem Site' });
    await pageOnly.getByText('1 anúncio · 1 criativo · 1 página').waitFor();
    expect(await pageOnly.getByRole('link', { name: 'Ver anunciante' }).getAttribute('href')).toBe(
      '/anunciantes/90009',
    );

    await offer.getByRole('link', { name: 'Ver oferta' }).click();
    await page.waitForURL((url) => url.pathname === `/ofertas/${domain}`);
    await page.getByRole('heading', { name: domain, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Ver detalhes: Cafeteira Italiana 1' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Detalhes do anúncio' });
    await dialog.getByRole('button', { name: 'Adicionar aos favoritos' }).click();
    await page.getByText('Anúncio adicionado aos favoritos!').waitFor();
    await dialog.getByRole('button', { name: 'Remover dos favoritos' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('link', { name: 'Favoritos' }).first().click();
    await page.waitForURL((url) => url.pathname === '/favoritos');
    await page.getByText('Cafeteira Italiana 1').first().waitFor();
    await context.close();
  });
});
