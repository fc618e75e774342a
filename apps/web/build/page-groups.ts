// What each page must not download before its first paint, by the build's groups
// (build/code-splitting.ts): the size script (scripts/bundle-size.ts) checks the build against it,
// so a grouping change that ties a screen to another screen's file fails CI instead of quietly
// adding that screen's code to every cold load.

/** The group a build file belongs to: its name without the content hash (`assets/home-Ab3_x9Zq.js` → `home`). */
export const groupOf = (file: string) => (file.split('/').pop() ?? file).replace(/-[\w-]{8}\.js$/, '');

/**
 * The pages whose first download the size script measures (scripts/bundle-size.ts), each with its
 * route file (src/routes; its parents are found by build/boot-preload.ts's routeChain) and the
 * groups it must not download before its first paint: the other first screens' files, and what
 * only comes after the load (update prompt, toaster). /admin/usuarios loads its dialogs and row
 * menus on first use: their libraries (overlays, floating) and the other screens' (ui, common)
 * stay out of its first download.
 */
export const MEASURED_PAGES = [
  {
    path: '/login',
    routeFile: '_guest/login.tsx',
    notBeforeFirstPaint: ['shell', 'home', 'mining', 'list', 'overlays', 'ui', 'common', 'updates', 'toasts'],
  },
  {
    path: '/',
    routeFile: '_authenticated/index.tsx',
    notBeforeFirstPaint: ['mining-data', 'mining', 'list', 'overlays', 'ui', 'common', 'updates', 'toasts'],
  },
  {
    path: '/mineracao',
    routeFile: '_authenticated/mineracao.tsx',
    notBeforeFirstPaint: ['home', 'updates', 'toasts'],
  },
  {
    path: '/admin/usuarios',
    routeFile: '_authenticated/_admin/admin/usuarios.tsx',
    notBeforeFirstPaint: ['home', 'mining', 'overlays', 'floating', 'ui', 'common', 'updates', 'toasts'],
  },
] as const;

/** The groups among `files` that `page` must not download first, e.g. `['home']`. */
export const unwantedGroups = (page: string, files: string[]) => {
  const unwanted = new Set<string>(MEASURED_PAGES.find((p) => p.path === page)?.notBeforeFirstPaint ?? []);
  return [...new Set(files.map(groupOf))].filter((group) => unwanted.has(group));
};
