/** The screens each kind of user walks, with the dialogs worth checking on the main ones. */
import type { Page } from 'playwright-core';
import type { Screen } from './screens';

const click = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole('button', { name }).first().click();
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
    title: 'Palavras-Chave',
    ready: (page) => page.getByTestId('keyword-card').first().waitFor(),
    dialogs: [{ name: 'detalhes-da-palavra', open: click(/Ver detalhes|Detalhes/) }],
  },
  { name: 'perfil', path: '/perfil', title: 'Meu Perfil' },
  { name: 'perfil-planos', path: '/perfil?tab=planos', title: 'Meu Perfil' },
];

/** A Free user, not a tester: what the plan holds back, and the screens its role does not open. */
export const FREE_USER_SCREENS: Screen[] = [
  { name: 'free-pastas', path: '/pastas', title: 'Minhas Pastas' },
  { name: 'free-interesses-oculto', path: '/interesses-oculto', title: 'Interesses Oculto' },
  { name: 'free-studio-recusado', path: '/studio', title: 'Recurso exclusivo para testadores' },
  { name: 'free-admin-recusado', path: '/admin/usuarios', title: 'Acesso Negado' },
];

export const adminScreens = (keywordId: string): Screen[] => [
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
