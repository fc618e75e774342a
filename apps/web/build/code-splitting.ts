// How the build groups modules into files (Rolldown's `output.codeSplitting`). The served app
// speaks HTTP/1.1 (six connections per origin), where a cold load is as slow as its longest
// queue of requests, so the groups follow what a page needs, in the order it needs it:
//
//   vendor + app   everything a page runs before its first paint (the sign-in screen included);
//   first-data     the loaders of the signed-in layout, the dashboard and Mineração with what they
//                  import (their query options, API clients and contract modules): small, so the
//                  page's requests leave while its components are still downloading;
//   shell          the signed-in layout (navigation, top bar, trial banner) with what it imports,
//                  and what the dashboard shares with the other screens (page header, skeletons);
//   home, mining   the dashboard's and Mineração's components, with what they import: the first
//                  screens after sign-in, each in one file;
//   list           what Mineração shares with the other list screens (search box, pagination):
//                  an admin list downloads neither the dashboard's nor Mineração's file;
//   admin-data     the admin screens' loaders with their API clients and contract modules: an
//                  admin screen opened directly asks for its data without waiting for its
//                  components (and the libraries they share with other screens) to download;
//   overlays       dialogs, portals and Floating UI, which the update prompt shares with the
//                  screens' menus and dialogs: a screen with a menu no longer downloads the update
//                  prompt's file (with the service worker's) before its first paint;
//   updates        the service worker's registration and update prompt (once the page has loaded);
//   toasts         the toaster (with the first toast);
//   ui             the other libraries the other screens use (papaparse stays apart, with the
//                  CSV import that needs it);
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
// What the dashboard shares with the other screens: it joins the signed-in layout's file, which
// the dashboard downloads anyway, so other screens need no file of the dashboard's.
const SHARED_WITH_HOME =
  /[\\/](?:src[\\/]components[\\/](?:page-header|refresh-button|load-error-alert|creative[\\/]creative-media)\.tsx|node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:SimpleGrid|Skeleton|Image)[\\/].*|node_modules[\\/]@tabler[\\/]icons-react[\\/].*[\\/]IconCopy\.mjs)$/;
// What Mineração shares with the other list screens (search box, pagination, page size, ad media).
const LIST =
  /[\\/](?:src[\\/]components[\\/](?:search-input|search-form|pagination[\\/][^\\/]+|ad-media[\\/]ad-media)\.tsx?|contract[\\/]src[\\/]rules[\\/]price\.ts|node_modules[\\/]@tabler[\\/]icons-react[\\/].*[\\/]IconEye\.mjs)$/;
// What opens on use (dialogs, portals, Floating UI) that the update prompt shares with the other
// screens, with Mantine's hooks (the toaster shares them): in the update prompt's or the toaster's
// file, every screen with a menu or a dialog downloaded those files before its first paint.
const OVERLAYS =
  /[\\/]node_modules[\\/](?:@floating-ui[\\/]|@mantine[\\/]hooks[\\/]|@mantine[\\/]core[\\/]esm[\\/](?:utils[\\/]Floating[\\/]|components[\\/](?:Portal|FocusTrap|Overlay|ScrollArea|Transition|ModalBase|Modal)[\\/]))/;
const FIRST_DATA =
  /[\\/]src[\\/]routes[\\/]_authenticated(?:[\\/](?:index|mineracao))?\.tsx\?tsr-split=loader$/;
const ADMIN_DATA = /[\\/]src[\\/]routes[\\/]_authenticated[\\/]_admin[\\/].+\.tsx\?tsr-split=loader$/;
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
    { name: 'first-data', test: FIRST_DATA, priority: 4.9 },
    { name: 'shell', test: (id) => SHELL.test(id) || SHARED_WITH_HOME.test(id), priority: 4.8 },
    { name: 'home', test: HOME, priority: 4.7 },
    { name: 'list', test: LIST, priority: 4.65 },
    { name: 'mining', test: MINING, priority: 4.6 },
    { name: 'admin-data', test: ADMIN_DATA, priority: 4.5 },
    { name: 'overlays', test: OVERLAYS, priority: 4.4 },
    { name: 'updates', test: UPDATES, priority: 4.3 },
    { name: 'toasts', test: TOASTS, priority: 4.2 },
    { name: 'ui', test: (id) => id.includes('node_modules') && !id.includes('papaparse'), priority: 2 },
    { name: 'common', minShareCount: 2, priority: 1 },
  ],
} satisfies Rolldown.CodeSplittingOptions;
