// Hands the main thread back between the libraries' modules and the app's (boot/yield-before-app.ts).
import './boot/yield-before-app';
// First: pt-BR validation messages for every schema, before any form or route parses input.
import '@sniperads/contract/zod-pt-br';
import './mantine-styles';
import './fonts.css';
import './styles.css';
// The theme's variables, computed at build time (build/theme-css.ts): last, as MantineProvider's own <style> was.
import './theme-variables.css';
import { MantineProvider } from '@mantine/core';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// Hands the main thread back between React's start-up and the routes' (boot/yield-before-routes.ts).
import './boot/yield-before-routes';
import { App } from './app';
import { yieldToBrowser } from './boot/yield-to-browser';
import { SETTLE_MS, whenIdleAfterLoad } from './components/after-load';
import { ToasterWhenNeeded } from './components/deferred-ui';
import { auth, followOtherTabs } from './lib/auth';
import { expireSession } from './lib/auth-api';
import { loadBeforeFirstRender } from './lib/first-load';
import { isOffline } from './lib/offline';
import { setUpOfflineCache } from './lib/offline-cache';
import { listenForInstallPrompt } from './lib/pwa/install-events';
import { queryClient } from './lib/query-client';
import { startTokenRefresh, verifyStoredSession } from './lib/session';
import { loadTextFont } from './lib/text-font';
import { goToLogin, loadRouter, preloadScreen } from './router';
import { cssVariablesResolver, theme } from './theme';

// The modules above have run (the route tree and router last): the start-up below in a task of its own.
await yieldToBrowser();

listenForInstallPrompt();

// Inter: at once from the service worker's copy; on a first visit with what the first screen does
// not draw, once the page has settled: it would slow down the first screen's scripts and data
// (lib/text-font.ts).
loadTextFont({
  fonts: document.fonts,
  createFace: (family, source, descriptors) => new FontFace(family, source, descriptors),
  cached: Boolean(navigator.serviceWorker?.controller),
  settled: () => whenIdleAfterLoad(SETTLE_MS),
});

// Every way out of a session ('Sair', a refused renewal, a 401) empties the cache and its device copy.
const offlineCache = setUpOfflineCache(auth, queryClient);

// A refused token renewal ends the session (docs/product-rules.md, States and transitions).
startTokenRefresh(expireSession);

// A sign-out in another tab signs this one out too; a renewal there is adopted here.
followOtherTabs(auth, goToLogin);

void verifyStoredSession();

// A signed-in user is opening a screen behind sign-in: its code (already asked for by index.html's
// boot script, build/boot-preload.ts), and with a live token its data, download alongside the
// session check (an expired token is renewed first).
const live = auth.isAuthenticated() && !auth.isExpired() && !isOffline();
if (auth.isAuthenticated()) preloadScreen(live);

const root = document.getElementById('root');
if (!root) throw new Error('#root not found');

// A visitor's screen (sign-in, a shared folder) needs no offline copy: the router loads it before
// the first render, which then draws it in short tasks (a transition) rather than in one long
// synchronous re-render once mounted (lib/first-load.ts). A signed-in user's
// screen loads once the offline copy is back (app.tsx).
if (!auth.isAuthenticated()) await loadBeforeFirstRender(loadRouter);

const reactRoot = createRoot(root);
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
        withCssVariables={false}
      >
        <ToasterWhenNeeded />
        <PersistQueryClientProvider client={queryClient} persistOptions={offlineCache.persistOptions}>
          <App />
        </PersistQueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  ),
);
