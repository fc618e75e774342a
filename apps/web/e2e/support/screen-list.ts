/** The screens each kind of user walks, with the dialogs worth checking on the main ones. */
import type { Page } from 'playwright-core';
import type { Screen } from './screens';

const click = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole('button', { name }).first().click();
};

/** Tries to save one favorite more than the plan holds: the dialog shows the refusal. */
const saveOneMore = async (page: Page) => {
  await page.getByRole('button', { name: 'Adicionar favorito' }).click();
  await page.getByLabel('URL do anúncio').fill(`https://example.com/alem-do-limite-${Date.now()}`);
  await page.getByRole('button', { name: 'Salvar favorito' }).click();
  await page.getByRole('dialog').getByTestId('plan-limit').waitFor();
};

const firstArticle = (page: Page) => page.getByRole('article').first().waitFor();

/** Signed out; `shareToken` opens the tester's shared folder. */
export const guestScreens = (shareToken: string): Screen[] => [
  { name: 'login', path: '/login', title: 'Entrar' },
  { name: 'cadastro', path: '/cadastro', title: 'Criar conta grátis' },
  { name: 'esqueci-senha', path: '/esqueci-senha', title: 'Esqueci minha senha' },
  { name: 'redefinir-senha', path: '/redefinir-senha?token=abc', title: 'Redefinir senha' },
  { name: '404', path: '/pagina-que-nao-existe', title: 'Oops! Page not found' },
  {
    name: 'pasta-compartilhada',
    path: `/compartilhado/${shareToken}`,
    title: 'Ofertas de verão',
    ready: (page) => page.getByText('Pasta compartilhada por').waitFor(),
  },
];

/** A tester (Studio and folders) with data on every screen; `folderId` is the seeded folder. */
export const userScreens = (folderId: string): Screen[] => [
  {
    name: 'dashboard',
    path: '/',
    title: 'Dashboard',
    dialogs: [
      { name: 'menu-lateral', open: click('Abrir menu'), sizes: ['phone'] },
      {
        name: 'menu-do-usuario',
        open: click(/Testadora Teclado/),
        role: 'menu',
        sizes: ['laptop'],
      },
    ],
  },
  {
    name: 'mineracao',
    path: '/mineracao',
    title: 'Mineração de Anúncios',
    ready: firstArticle,
    dialogs: [{ name: 'detalhes-do-anuncio', open: click('Ver detalhes') }],
  },
  {
    name: 'favoritos',
    path: '/favoritos',
    title: 'Meus Favoritos',
    ready: (page) => page.getByTestId('favorite-card').first().waitFor(),
    dialogs: [{ name: 'adicionar-favorito', open: click('Adicionar favorito') }],
  },
  {
    name: 'pastas',
    path: '/pastas',
    title: 'Minhas Pastas',
    ready: (page) => page.getByTestId('folder-tile').first().waitFor(),
    dialogs: [
      { name: 'nova-pasta', open: click('Nova Pasta') },
      { name: 'acoes-da-pasta', open: click(/^Ações da pasta /), role: 'menu' },
    ],
  },
  {
    name: 'pasta',
    path: `/pastas/${folderId}`,
    title: 'Ofertas de verão',
    ready: (page) => page.getByTestId('folder-item').first().waitFor(),
  },
  {
    name: 'studio',
    path: '/studio',
    title: 'Studio Criativa',
    ready: (page) => page.getByTestId('studio-preview').waitFor(),
  },
  { name: 'ofertas-escaladas', path: '/ofertas-escaladas', title: 'Ofertas Escaladas', ready: firstArticle },
  {
    name: 'radar',
    path: '/radar',
    title: 'Radar',
    ready: (page) => page.getByTestId('radar-item').first().waitFor(),
  },
  {
    name: 'interesses-oculto',
    path: '/interesses-oculto?q=fitness',
    title: 'Interesses Oculto',
    ready: (page) => page.getByText('Alimentação saudável e bem-estar').first().waitFor(),
    dialogs: [{ name: 'novo-interesse', open: click('Novo interesse') }],
  },
  { name: 'tutorial', path: '/tutorial', title: 'Tutoriais' },
  { name: 'extensao', path: '/extensao', title: 'Extensão do Chrome' },
  {
    name: 'extensao-tokens',
    path: '/extensao?tab=tokens',
    title: 'Extensão do Chrome',
    ready: (page) => page.getByText('Extensão do notebook').first().waitFor(),
  },
  {
    name: 'palavras-chave',
    path: '/palavras-chave',
    naAllowed: true,
    title: 'Palavras-Chave',
    ready: (page) => page.getByTestId('keyword-card').first().waitFor(),
    dialogs: [{ name: 'detalhes-da-palavra', open: click(/Ver detalhes|Detalhes/) }],
  },
  { name: 'perfil', path: '/perfil', title: 'Meu Perfil' },
  { name: 'perfil-planos', path: '/perfil?tab=planos', title: 'Meu Perfil' },
];

/** A Free user, not a tester, with its 10 favorites: what the plan holds back, and the screens its role does not open. */
export const FREE_USER_SCREENS: Screen[] = [
  {
    name: 'free-favoritos-no-limite',
    path: '/favoritos',
    title: 'Meus Favoritos',
    ready: (page) =>
      page
        .getByTestId('plan-limit')
        .getByText('O plano Free permite até 10 favoritos.', { exact: false })
        .waitFor(),
    dialogs: [{ name: 'recusado-pelo-plano', open: saveOneMore }],
  },
  { name: 'free-pastas', path: '/pastas', title: 'Minhas Pastas' },
  {
    name: 'free-interesses-oculto',
    path: '/interesses-oculto',
    title: 'Interesses Oculto',
    // Nothing saved and no way to add: no pointer to a list below or to the search it lacks.
    notShown: ['continuam abaixo', 'Use o botão de acompanhar', 'Marque a estrela'],
  },
  { name: 'free-studio-recusado', path: '/studio', title: 'Recurso exclusivo para testadores' },
  { name: 'free-admin-recusado', path: '/admin/usuarios', title: 'Acesso Negado' },
];

/** Just signed up: the 7-day trial has begun (Pro) and nothing is saved yet. */
export const NEW_USER_SCREENS: Screen[] = [
  {
    name: 'novo-dashboard',
    path: '/',
    title: 'Dashboard',
    ready: (page) => page.getByText('Teste grátis · Dia 1 de 7').waitFor(),
  },
  { name: 'novo-favoritos', path: '/favoritos', title: 'Meus Favoritos' },
  { name: 'novo-pastas', path: '/pastas', title: 'Minhas Pastas' },
  { name: 'novo-interesses-oculto', path: '/interesses-oculto', title: 'Interesses Oculto' },
  { name: 'novo-extensao-tokens', path: '/extensao?tab=tokens', title: 'Extensão do Chrome' },
  {
    name: 'novo-perfil-planos',
    path: '/perfil?tab=planos',
    title: 'Meu Perfil',
    ready: (page) => page.getByText(/durante o teste grátis/).waitFor(),
  },
];

/** A trial that ended holding more than Free allows: all of it readable, new saves refused. */
export const expiredTrialScreens = (folderId: string): Screen[] => [
  {
    name: 'trial-expirado-dashboard',
    path: '/',
    title: 'Dashboard',
    ready: (page) => page.getByText('Seu teste grátis terminou').waitFor(),
  },
  {
    name: 'trial-expirado-favoritos',
    path: '/favoritos',
    title: 'Meus Favoritos',
    ready: async (page) => {
      // All 12 kept (8 on the first page), with the limit's notice instead of a count.
      await page.getByText('12 anúncios salvos').waitFor();
      await page.getByTestId('favorite-card').nth(7).waitFor();
      await page.getByTestId('plan-limit').waitFor();
    },
  },
  {
    name: 'trial-expirado-pastas',
    path: '/pastas',
    title: 'Minhas Pastas',
    ready: (page) => page.getByTestId('folder-tile').first().waitFor(),
  },
  {
    name: 'trial-expirado-pasta',
    path: `/pastas/${folderId}`,
    title: 'Campanhas do teste',
    ready: (page) => page.getByTestId('folder-item').nth(2).waitFor(),
  },
  {
    name: 'trial-expirado-interesses-oculto',
    path: '/interesses-oculto',
    title: 'Interesses Oculto',
    notShown: ['Marque a estrela', 'Use o botão de acompanhar'],
    ready: (page) => page.getByText('Corrida de rua').first().waitFor(),
  },
  {
    name: 'trial-expirado-perfil-planos',
    path: '/perfil?tab=planos',
    title: 'Meu Perfil',
    ready: (page) => page.getByText('Você está no plano Free.').waitFor(),
  },
];

/** The spec has admin screens show 'N/A' for a missing value (a user's location, an audit target). */
export const adminScreens = (keywordId: string): Screen[] =>
  ADMIN_SCREENS(keywordId).map((screen) => ({ naAllowed: true, ...screen }));

const ADMIN_SCREENS = (keywordId: string): Screen[] => [
  { name: 'admin', path: '/admin', title: 'Dashboard Administrativo' },
  {
    name: 'admin-usuarios',
    path: '/admin/usuarios',
    title: 'Gerenciar Usuários',
    ready: (page) => page.getByRole('row').nth(1).waitFor(),
    dialogs: [
      { name: 'criar-usuario', open: click('Criar Usuário') },
      { name: 'acoes-do-usuario', open: click(/^Ações para /), role: 'menu' },
    ],
  },
  {
    name: 'admin-palavras-chave',
    path: '/admin/palavras-chave',
    title: 'Palavras-chave',
    ready: (page) => page.getByRole('row').nth(1).waitFor(),
    dialogs: [{ name: 'acoes-da-palavra', open: click(/^Ações de /), role: 'menu' }],
  },
  { name: 'admin-palavra-nova', path: '/admin/palavras-chave/nova', title: 'Nova Palavra-chave' },
  {
    name: 'admin-palavra-editar',
    path: `/admin/palavras-chave/editar/${keywordId}`,
    title: 'Editar Palavra-chave',
  },
  {
    name: 'admin-tutoriais',
    path: '/admin/tutoriais',
    title: 'Tutoriais',
    dialogs: [{ name: 'nova-categoria', open: click('Nova categoria') }],
  },
  { name: 'admin-ofertas', path: '/admin/ofertas', title: 'Ofertas candidatas' },
  {
    name: 'admin-auditoria',
    path: '/admin/auditoria',
    title: 'Auditoria',
    ready: (page) => page.getByRole('row').nth(1).waitFor(),
  },
  { name: 'admin-importar', path: '/admin/importar-anuncios', title: 'Importar anúncios' },
];
