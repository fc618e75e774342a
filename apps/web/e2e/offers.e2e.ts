import { describe, expect, it } from 'vitest';
import { baseUrl, inject, loginThroughUi, registerUser, setupBrowser } from './support/browser';

const browser = setupBrowser();
const DAY = 86_400_000;

/** 40 running ads from 8 pages pushing one domain: a scaling offer (score ≥ 20). */
const pushOffer = async (domain: string) => {
  const admin = inject('admin');
  const login = await fetch(`${baseUrl()}/api/auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const token = (await login.json()).data.token as string;
  const ads = Array.from({ length: 40 }, (_, i) => ({
    id: String(Date.now() * 100 + i),
    // Page ids are digits, as Meta's are.
    page_id: String(70_000 + (i % 8)),
    page_name: `Loja Teste ${i % 8}`,
    ad_creative_link_titles: ['Kit Jardinagem Vertical Completo'],
    ad_creative_bodies: ['Monte sua horta em casa em um fim de semana.'],
    niche: 'casa',
    landing_url: `https://${domain}/oferta`,
    ad_delivery_start_time: new Date(Date.now() - (i < 10 ? 2 : 45) * DAY).toISOString(),
  }));
  const res = await fetch(`${baseUrl()}/api/advertisements/ingest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ ads }),
  });
  expect((await res.json()).data.created).toBe(40);
};

describe('scaled offers', () => {
  it('an admin approves a scaling offer and users then find it with its level and stats', async () => {
    const domain = `jardim${Date.now()}.com.br`;
    await pushOffer(domain);
    const admin = inject('admin');
    const { page, context } = await browser.newPage();
    await loginThroughUi(page, admin.email, admin.password);
    await page.waitForURL(/\/admin$/);
    await page.goto('/admin/ofertas');
    await page.getByRole('textbox', { name: 'Buscar candidatas' }).fill(domain);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const card = page.getByRole('article').filter({ hasText: domain });
    await card.getByRole('button', { name: 'Aprovar' }).click();
    await page.getByText('Nenhuma candidata aguardando decisão.').waitFor();
    await context.close();

    const user = await registerUser();
    const second = await browser.newPage();
    await loginThroughUi(second.page, user.email, user.password);
    await second.page.waitForURL((url) => url.pathname === '/');
    await second.page.getByRole('link', { name: 'Ofertas Escaladas' }).first().click();
    await second.page.getByRole('textbox', { name: 'Buscar ofertas' }).fill('jardinagem');
    await second.page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await second.page.waitForURL(/q=jardinagem/);
    const offer = second.page.getByRole('article').filter({ hasText: domain });
    await offer.waitFor();
    const text = await offer.textContent();
    // Its size as the offer page says it (each of these ads is a creative of its own), its scale
    // in running creatives.
    expect(text).toContain('40 anúncios · 40 criativos · 8 páginas');
    expect(text).toContain('Criativos ativos40');
    expect(text).toContain('Páginas anunciando8');
    expect(text).toMatch(/Bronze|Prata|Ouro|Diamante/);

    // The heart saves the offer's newest ad to the user's favorites.
    await offer.getByRole('button', { name: 'Adicionar aos favoritos' }).click();
    await second.page.getByText('Anúncio adicionado aos favoritos!').waitFor();
    await offer.getByRole('button', { name: 'Remover dos favoritos' }).waitFor();
    await second.context.close();
  });
});
