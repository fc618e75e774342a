import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { auth } from './lib/auth';
import { setUpOfflineCache } from './lib/offline-cache';
import { listenForInstallPrompt } from './lib/pwa/install-events';
import { queryClient } from './lib/query-client';
import { startTokenRefresh, verifyStoredSession } from './lib/session';
import { router } from './router';
import { theme } from './theme';

listenForInstallPrompt();

// Every way out of a session ('Sair', a refused renewal, a 401) empties the cache and its device copy.
const offlineCache = setUpOfflineCache(auth, queryClient);

// A refused token renewal signs the user out (docs/product-rules.md, States and transitions).
startTokenRefresh(() => {
  auth.clear();
  void router.navigate({ to: '/login', replace: true });
});

void verifyStoredSession();

const root = document.getElementById('root');
if (!root) throw new Error('#root not found');

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="top-right" limit={4} />
      <PersistQueryClientProvider client={queryClient} persistOptions={offlineCache.persistOptions}>
        <App />
      </PersistQueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
