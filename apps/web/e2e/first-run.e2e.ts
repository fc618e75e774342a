import { describe, expect, it } from 'vitest';
import { inject, loginThroughUi, setupBrowser } from './support/browser';
import { callApi, signedInPage, tokenIn } from './support/device';
import { screenshotBothSizes } from './support/screens';

const browser = setupBrowser();

const asAdmin = async () => {
  const { page, context } = await browser.newPage();
  const admin = inject('admin');
  await loginThroughUi(page, admin.email, admin.password);
  await page.waitForURL(/\/admin$/);
  return { page, context };
};

describe('a believable first run', () => {
  it('keyword form: Enter saves, the same keyword in the same niche is refused in pt-BR', async () => {
    const { page, context } = await asAdmin();
    const keyword = `kit horta vertical ${Date.now()}`;
    for (const attempt of ['first', 'repeat'] as const) {
      await page.goto('/admin/palavras-chave/nova');
      await page.getByRole('textbox', { name: 'Palavra-chave' }).fill(keyword);
      await page.getByRole('combobox', { name: 'Nicho' }).fill('Casa e decoração');
      await page.getByRole('textbox', { name: 'Palavra-chave' }).press('Enter');
      if (attempt === 'first') {
        await page.getByText('Palavra-chave criada com sucesso!').waitFor();
        await page.waitForURL((url) => url.pathname === '/admin/palavras-chave');
      } else {
        await page
          .getByText(`A palavra-chave "${keyword}" já existe no nicho Casa e decoração.`)
          .first()
          .waitFor();
        expect(new URL(page.url()).pathname).toBe('/admin/palavras-chave/nova');
      }
    }
    await context.close();
  });

  it('offer review: approving and rejecting each say what happened', async () => {
    const { page, context } = await asAdmin();
    await page.goto('/admin/ofertas');
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    await cards.first().getByRole('button', { name: 'Aprovar' }).click();
    await page.getByText('Oferta aprovada').waitFor();
    await page.getByText(/agora aparece em Ofertas Escaladas\./).waitFor();
    await page.getByRole('button', { name: 'Rejeitar' }).first().click();
    await page.getByText(/^Oferta rejeitada: .+ saiu da fila\.$/).waitFor();
    await context.close();
  });

  it('import screen: after an import the picker is empty and the summary names the finished file', async () => {
    const { page, context } = await asAdmin();
    await page.goto('/admin/importar-anuncios');
    const id = String(Date.now());
    const csv = `id,page_name,ad_creative_bodies\n${[1, 2, 3].map((n) => `${id}${n},Loja Importada ${n},Kit por R$ 49`).join('\n')}\n`;
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'lote.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Importar' }).click();
    await page.getByText(/Importação de lote\.csv concluída: 3 de 3 enviados/).waitFor();
    expect(await page.getByRole('button', { name: 'Importar' }).isDisabled()).toBe(true);
    await context.close();
  });

  it("folder: 'Valor total' sums the known prices and says how many items have none", async () => {
    const { page, context } = await signedInPage(browser, { plan: 'pro' });
    const token = await tokenIn(page);
    const call = (method: string, path: string, body?: object) => callApi(method, path, body, token);
    const folder = await call('POST', '/folders/', { name: 'Ofertas com preço' });
    const texts = [
      'Método completo por apenas R$ 97,00.',
      'Curso em 12x de R$ 19,90',
      'Fale conosco pelo WhatsApp.',
    ];
    for (const [i, body] of texts.entries()) {
      await call('POST', '/favorites/', {
        url: `https://example.com/pasta-${Date.now()}-${i}`,
        ad_creative_link_titles: [`Oferta ${i + 1}`],
        ad_creative_bodies: [body],
        folder_id: folder.id,
      });
    }
    await page.goto(`/pastas/${folder.id}`);
    await page.getByText('Valor total').waitFor();
    // 97,00 + 12 × 19,90 = 335,80; the third item states no price.
    await page.getByText(/R\$\s335,80/).waitFor();
    await page.getByText('1 item sem preço não entra na soma').waitFor();
    const prices = await page.getByTestId('folder-item-price').allInnerTexts();
    expect(prices.sort()).toEqual(['12x R$ 19,90', 'R$ 97,00']);
    expect(await page.getByText('N/A').count()).toBe(0);
    await screenshotBothSizes(page, 'pasta');
    await context.close();
  });

  it('the screens a new user explores read as a product: niche labels, per-ad creatives, no repeats', async () => {
    const { page, context } = await asAdmin();
    await page.goto('/mineracao?q=curso');
    const cards = page.getByRole('article');
    await cards.nth(5).waitFor();
    const titles = await cards.locator('p').filter({ hasText: /\S/ }).allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    const labels = await cards.allInnerTexts();
    for (const text of labels) expect(text).not.toMatch(/\b(saude|educacao|automoveis|financas)\b/i);
    expect(new Set(labels).size).toBe(labels.length);
    const images = await cards
      .locator('img')
      .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
    expect(new Set(images).size).toBe(images.length);
    expect(images.every((src) => /\/api\/media\/demo\/7\d{14}\.svg$/.test(src))).toBe(true);
    await screenshotBothSizes(page, 'mineracao');

    await page.goto('/ofertas-escaladas');
    await page.getByRole('article').first().waitFor();
    // A slug has no accents: 'saude', 'SAUDE', 'educacao' never appear, only 'Saúde', 'Educação'.
    expect(await page.locator('main').textContent()).not.toMatch(/\b(saude|educacao|automoveis|financas)\b/i);
    await screenshotBothSizes(page, 'ofertas-escaladas');

    await page.goto('/palavras-chave');
    await page.getByTestId('keyword-card').first().waitFor();
    const descriptions = await page.getByTestId('keyword-card').allInnerTexts();
    expect(new Set(descriptions).size).toBe(descriptions.length);
    await screenshotBothSizes(page, 'palavras-chave');

    await context.close();
  });
});
