import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { theme } from '@/theme';

/** Renders inside Mantine and a one-page router (for components that contain links). */
export const renderWithProviders = (ui: ReactElement) => {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
};

export const renderWithMantine = (ui: ReactElement) =>
  render(<MantineProvider theme={theme}>{ui}</MantineProvider>);
