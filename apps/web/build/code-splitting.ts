// How the build groups modules into files (Rolldown's `output.codeSplitting`). The served app
// speaks HTTP/1.1 (six connections per origin), where a cold load is as slow as its longest
// queue of requests, so the groups follow what a page needs, in the order it needs it:
//
//   vendor + app   everything a page runs before its first paint (the sign-in screen included);
//   updates        the service worker's registration and update prompt (once the page has loaded);
//   toasts         the toaster (with the first toast);
//   shell          the signed-in layout (navigation, top bar, user menu) with what it imports;
//   ui             the other libraries the signed-in screens use (papaparse stays apart, with the
//                  CSV import that needs it);
//   common         the app's modules that several screens share (the API client, the contract).
//
// Each route's loader and component stay files of their own (TanStack Router's code splitting).
// `pnpm --filter @sniperads/web size` prints what each page downloads.
import type { Rolldown } from 'vite';

const UPDATES =
  /[\\/]src[\\/]components[\\/]pwa[\\/]update-prompt\.tsx$|[\\/]node_modules[\\/]workbox-window[\\/]/;
const TOASTS = /[\\/]src[\\/]components[\\/]toaster\.tsx$/;
const SHELL = /[\\/]src[\\/]routes[\\/]_authenticated\.tsx\?tsr-split=component$/;

export const codeSplitting = {
  groups: [
    { name: 'vendor', tags: ['$initial'], test: /node_modules/, priority: 6 },
    { name: 'app', tags: ['$initial'], priority: 5 },
    // A group captures the modules its `test` matches and, by default, what they import.
    { name: 'updates', test: UPDATES, priority: 4.3 },
    { name: 'toasts', test: TOASTS, priority: 4.2 },
    { name: 'shell', test: SHELL, priority: 3 },
    { name: 'ui', test: (id) => id.includes('node_modules') && !id.includes('papaparse'), priority: 2 },
    { name: 'common', minShareCount: 2, priority: 1 },
  ],
} satisfies Rolldown.CodeSplittingOptions;
