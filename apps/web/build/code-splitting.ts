// How the build groups modules into files (Rolldown's `output.codeSplitting`). The served app
// speaks HTTP/1.1 (six connections per origin), where a cold load is as slow as its longest
// queue of requests, so the groups follow what a page needs, in the order it needs it:
//
//   vendor + app   everything a page runs before its first paint (the sign-in screen included);
//   first-data     the loaders of the signed-in layout and the dashboard with what they import
//                  (their query options, API clients and contract modules): small, so the page's
//                  requests leave while its components are still downloading;
//   mining-data    Mineração's loader with what first-data does not hold (the ads' and offers'
//                  contract modules): the dashboard does not build their schemas at start-up;
//   shell          the signed-in layout (navigation, top bar, trial banner) with what it imports,
//                  and what the dashboard shares with the other screens (page header, skeletons);
//   home, mining   the dashboard's and Mineração's components, with what they import: the first
//                  screens after sign-in, each in one file;
//   list           what Mineração shares with the other list screens (search box, pagination):
//                  an admin list downloads neither the dashboard's nor Mineração's file;
//   admin-data     the admin screens' loaders with their API clients and contract modules: an
//                  admin screen opened directly asks for its data without waiting for its
//                  components (and the libraries they share with other screens) to download;
//   scroll-area    Mantine's ScrollArea and Mantine hooks' helpers: what the tables
//                  (Table.ScrollContainer) share with the dialogs and menus, so a table needs
//                  neither's file;
//   tables         Mantine's Table with what the admin lists share (data table, list card, stat
//                  card, debounced search): /admin/usuarios draws its first rows from these and
//                  downloads none of the dialogs', menus' or other screens' libraries first;
//   overlays       dialogs, portals and transitions, which the update prompt shares with the
//                  screens' menus and dialogs: a screen with a menu no longer downloads the update
//                  prompt's file (with the service worker's) before its first paint;
//   floating       Mantine's popovers (Popover, Menu, Combobox, Tooltip) and Floating UI: a menu
//                  loaded on its first press (the admin users' row menu) needs this file and
//                  overlays, not `ui`;
//   updates        the service worker's registration and update prompt (once the page has loaded);
//   toasts         the toaster (with the first toast);
//   icons          the icons no screen above holds (a few hundred bytes each): a screen that
//                  needs one of them does not download `ui` for it;
//   ui             the other libraries the other screens use (papaparse stays apart, with the
//                  CSV import that needs it);
//   admin-users    /admin/usuarios' own components, which its dialogs (loaded on first use) share:
//                  without it they went to `common`, with every other screen's shared code;
//   common         the app's modules that several other screens share.
//
// A group takes what its `test` matches and what that imports, unless a group of higher priority
// took it first; the first screens' groups come before the others' so nothing they need sits in
// a file with other screens' code. Each route's loader and component stay files of their own
// (TanStack Router's code splitting). `pnpm --filter @sniperads/web size` prints what each page
// downloads and fails when a page downloads a group build/page-groups.ts rules out for it.
import type { Rolldown } from 'vite';

const VENDOR = (id: string) => /[\\/]node_modules[\\/]/.test(id) && !/\.css$/.test(id);
const UPDATES =
  /[\\/]src[\\/]components[\\/]pwa[\\/]update-prompt\.tsx$|[\\/]node_modules[\\/]workbox-window[\\/]/;
const TOASTS = /[\\/]src[\\/]components[\\/]toaster\.tsx$/;
const SHELL = /[\\/]src[\\/]routes[\\/]_authenticated\.tsx\?tsr-split=component$/;
// What the dashboard shares with the other screens (the page header, the demo data banner, …): it
// joins the signed-in layout's file, which the dashboard downloads anyway, so other screens need no
// file of the dashboard's.
const SHARED_WITH_HOME =
  /[\\/](?:src[\\/]components[\\/](?:page-header|refresh-button|load-error-alert|demo-data-banner|creative[\\/]creative-media)\.tsx|node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:SimpleGrid|Skeleton|Image)[\\/].*|node_modules[\\/]@tabler[\\/]icons-react[\\/].*[\\/]IconCopy\.mjs)$/;
// What Mineração shares with the other list screens (search box, pagination, page size, ad media).
const LIST =
  /[\\/](?:src[\\/]components[\\/](?:search-input|search-form|pagination[\\/][^\\/]+|ad-media[\\/]ad-media)\.tsx?|contract[\\/]src[\\/]rules[\\/]price\.ts|node_modules[\\/]@tabler[\\/]icons-react[\\/].*[\\/]IconEye\.mjs)$/;
// Mantine's ScrollArea with Mantine hooks' helpers: the tables (Table.ScrollContainer), the dialogs
// and the popovers share them. Floating UI is not here: ScrollArea no longer imports it (patched, see
// patches/@mantine__core.patch), and its React module is one file of ~45 kB.
const SCROLL_AREA =
  /[\\/]node_modules[\\/](?:@mantine[\\/]hooks[\\/]esm[\\/]utils[\\/]|@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/])/;
// What the admin lists draw first: Mantine's Table, the app's data table, list card and stat card,
// and the debounced search text (with the Mantine hooks it imports).
const TABLES =
  /[\\/](?:node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table[\\/].*|src[\\/]components[\\/]data-table(?:\.module\.css|\.tsx)|src[\\/]features[\\/]admin[\\/]components[\\/](?:admin-list-card|stat-card)\.tsx|src[\\/]lib[\\/]use-search-text\.ts)$/;
// What opens on use (dialogs, portals, transitions) that the update prompt shares with the other
// screens, with Mantine's hooks (the toaster shares them): in the update prompt's or the toaster's
// file, every screen with a menu or a dialog downloaded those files before its first paint.
const OVERLAYS =
  /[\\/]node_modules[\\/](?:@mantine[\\/]hooks[\\/]|@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:Portal|FocusTrap|Overlay|Transition|ModalBase|Modal)[\\/])/;
// Mantine's popovers with Floating UI, which positions them: in `ui`, a menu loaded on its first
// press downloaded every other library.
const FLOATING =
  /[\\/]node_modules[\\/](?:@floating-ui[\\/]|@mantine[\\/]core[\\/]esm[\\/](?:utils[\\/]Floating[\\/]|components[\\/](?:Popover|Menu|Combobox|Tooltip)[\\/]))/;
const ICONS = /[\\/]node_modules[\\/]@tabler[\\/]icons-react[\\/].*[\\/]icons[\\/]/;
const FIRST_DATA = /[\\/]src[\\/]routes[\\/]_authenticated(?:[\\/]index)?\.tsx\?tsr-split=loader$/;
// What Mineração's loader shares with the admin screens (the invalidation map, media queries):
// with the first loaders, so an admin screen does not download Mineração's loader for them.
const SHARED_WITH_MINING_DATA = /[\\/]src[\\/]lib[\\/](?:invalidation|media-query)\.ts$/;
const MINING_DATA = /[\\/]src[\\/]routes[\\/]_authenticated[\\/]mineracao\.tsx\?tsr-split=loader$/;
const ADMIN_DATA = /[\\/]src[\\/]routes[\\/]_authenticated[\\/]_admin[\\/].+\.tsx\?tsr-split=loader$/;
const ADMIN_USERS =
  /[\\/]src[\\/]routes[\\/]_authenticated[\\/]_admin[\\/]admin[\\/]usuarios\.tsx\?tsr-split=component$/;
const HOME = /[\\/]src[\\/]routes[\\/]_authenticated[\\/]index\.tsx\?tsr-split=component$/;
const MINING = /[\\/]src[\\/]routes[\\/]_authenticated[\\/]mineracao\.tsx\?tsr-split=component$/;

export const codeSplitting = {
  groups: [
    // Without the libraries' stylesheets (Mantine's): they join the app's in one file, one request
    // fewer in the first batch (HTTP/1.1 allows six at a time, and a signed-in start adds its
    // screen's files and first reads to them).
    { name: 'vendor', tags: ['$initial'], test: VENDOR, priority: 6 },
    { name: 'app', tags: ['$initial'], priority: 5 },
    // A group captures the modules its `test` matches and, by default, what they import.
    {
      name: 'first-data',
      test: (id) => FIRST_DATA.test(id) || SHARED_WITH_MINING_DATA.test(id),
      priority: 4.9,
    },
    { name: 'shell', test: (id) => SHELL.test(id) || SHARED_WITH_HOME.test(id), priority: 4.8 },
    { name: 'home', test: HOME, priority: 4.7 },
    { name: 'list', test: LIST, priority: 4.65 },
    // Below the dashboard's groups: what Mineração's loader shares with them (toasts, the favorites'
    // client, media helpers) stays in theirs, so the dashboard never downloads this file.
    { name: 'mining-data', test: MINING_DATA, priority: 4.62 },
    { name: 'mining', test: MINING, priority: 4.6 },
    { name: 'admin-data', test: ADMIN_DATA, priority: 4.5 },
    { name: 'scroll-area', test: SCROLL_AREA, priority: 4.47 },
    { name: 'tables', test: TABLES, priority: 4.45 },
    { name: 'overlays', test: OVERLAYS, priority: 4.4 },
    { name: 'floating', test: FLOATING, priority: 4.38 },
    { name: 'updates', test: UPDATES, priority: 4.3 },
    { name: 'toasts', test: TOASTS, priority: 4.2 },
    // Listed before `ui`, whose test also matches them: a group listed later at a priority a
    // fraction above another's did not take its modules (seen in the build).
    { name: 'icons', test: ICONS, priority: 2.5 },
    { name: 'ui', test: (id) => id.includes('node_modules') && !id.includes('papaparse'), priority: 2 },
    { name: 'admin-users', test: ADMIN_USERS, priority: 1.5 },
    { name: 'common', minShareCount: 2, priority: 1 },
  ],
} satisfies Rolldown.CodeSplittingOptions;
