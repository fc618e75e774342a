// What each page must not download before its first paint, by the build's groups
// (build/code-splitting.ts): the size script (scripts/bundle-size.ts) checks the build against it,
// so a grouping change that ties a screen to another screen's file fails CI instead of quietly
// adding that screen's code to every cold load.

/** The group a build file belongs to: its name without the content hash (`assets/home-Ab3_x9Zq.js` → `home`). */
export const groupOf = (file: string) => (file.split('/').pop() ?? file).replace(/-[\w-]{8}\.js$/, '');

/**
 * Groups a page must not download before its first paint: the other first screens' files, and
 * what only comes after the load (update prompt, toaster). /admin/usuarios loads its dialogs and
 * row menus on first use: their libraries (overlays, floating) and the other screens' (ui, common)
 * stay out of its first download.
 */
export const NOT_BEFORE_FIRST_PAINT: Record<string, string[]> = {
  '/login': ['shell', 'home', 'mining', 'list', 'overlays', 'ui', 'common', 'updates', 'toasts'],
  '/': ['mining', 'list', 'overlays', 'ui', 'common', 'updates', 'toasts'],
  '/mineracao': ['home', 'updates', 'toasts'],
  '/admin/usuarios': ['home', 'mining', 'overlays', 'floating', 'ui', 'common', 'updates', 'toasts'],
};

/** The groups among `files` that `page` must not download first, e.g. `['home']`. */
export const unwantedGroups = (page: string, files: string[]) => {
  const unwanted = new Set(NOT_BEFORE_FIRST_PAINT[page] ?? []);
  return [...new Set(files.map(groupOf))].filter((group) => unwanted.has(group));
};
