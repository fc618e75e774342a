import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { auth } from './lib/auth';
import { listenForInstallPrompt } from './lib/pwa/install-events';
import { queryClient } from './lib/query-client';
import { startTokenRefresh, verifyStoredSession } from './lib/session';
import { router } from './router';
import { theme } from './theme';

listenForInstallPrompt();

// A refused token renewal signs the user out (spec §4).
startTokenRefresh(() => {
  auth.clear();
  queryClient.clear();
  void router.navigate({ to: '/login', replace: true });
});

void verifyStoredSession();

const root = document.getElementById('root');
if (!root) throw new Error('#root not found');

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="top-right" limit={4} />
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
