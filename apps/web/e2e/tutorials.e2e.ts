import { describe, it } from 'vitest';
import { inject, loginThroughUi, registerUser, setupBrowser } from './support/browser';
import { screenshotBothSizes } from './support/screens';

const browser = setupBrowser();

describe('tutorials', () => {
  it('starts with text guides about the app, no invented videos; an admin adds a video and a user finds it, opens it, counting a view', async () => {
    // A fresh install has guides that open the pages they teach, and no video.
    const user = await registerUser();
    const viewer = await browser.newPage();
    await loginThroughUi(viewer.page, user.email, user.password);
    await viewer.page.waitForURL((url) => url.pathname === '/');
    await viewer.page.getByRole('link', { name: 'Tutorial' }).click();
    await viewer.page.getByRole('button', { name: /Primeiros Passos/ }).click();
    const guide = viewer.page
      .getByTestId('tutorial-card')
      .filter({ hasText: 'Instale a extensão do Chrome' });
    await guide.getByText('Carregar sem compactação', { exact: false }).waitFor();
    await screenshotBothSizes(viewer.page, 'tutorial-guias');
    if (await viewer.page.getByRole('link', { name: 'Assistir' }).count())
      throw new Error('a demo guide offered a video');
    if (await viewer.page.getByRole('link', { name: 'Adicionar vídeo' }).isVisible())
      throw new Error('a regular user was offered to add a video');
    await guide.getByRole('link', { name: 'Abrir a página' }).click();
    await viewer.page.waitForURL((url) => url.pathname === '/extensao');
    await viewer.page.getByRole('heading', { name: 'Extensão do Chrome', level: 1 }).waitFor();

    const admin = inject('admin');
    const editor = await browser.newPage();
    await loginThroughUi(editor.page, admin.email, admin.password);
    await editor.page.waitForURL(/\/admin$/);
    await editor.page.goto('/admin/tutoriais');
    const guideRow = editor.page.getByRole('row').filter({ hasText: 'Instale a extensão do Chrome' });
    await guideRow.getByText('Guia em texto').waitFor();
    await editor.page.getByRole('button', { name: 'Novo tutorial' }).click();
    const dialog = editor.page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Categoria' }).click();
    await editor.page.getByRole('option', { name: 'Mineração de Anúncios' }).click();
    await dialog.getByRole('textbox', { name: 'Título' }).fill('Interesses ocultos para baixar o CPM');
    await dialog
      .getByRole('textbox', { name: 'Link do vídeo' })
      .fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await dialog.getByRole('textbox', { name: 'Minutos' }).fill('13');
    await dialog.getByRole('textbox', { name: 'Segundos' }).fill('56');
    await dialog.getByRole('combobox', { name: 'Nível' }).click();
    await editor.page.getByRole('option', { name: 'Intermediário' }).click();
    await dialog.getByRole('button', { name: 'Criar Tutorial' }).click();
    await editor.page.getByRole('cell', { name: 'Interesses ocultos para baixar o CPM' }).first().waitFor();
    await editor.context.close();

    const { page, context } = viewer;
    await page.goto('/tutorial');
    await page.getByText('Escolha uma categoria').waitFor();
    // The search box only appears once a category is chosen.
    if (await page.getByLabel('Buscar tutoriais').isVisible()) throw new Error('search shown too early');
    await page.getByRole('button', { name: /Mineração de Anúncios/ }).click();
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
    await cards.first().getByText('1 visualização').waitFor();
    await context.close();
  });
});
