import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/theme';
import { DemoDataBanner, demoLibraryKey } from './demo-data-banner';

const state = vi.hoisted(() => ({ status: { has_demo_ads: true, demo_only: true } }));

vi.mock('@/lib/api/demo-library', () => ({
  demoLibraryApi: {
    getDemoLibraryStatus: async () => ({ status: 200, body: { success: true, data: state.status } }),
  },
}));

const client = new QueryClient();
const renderBanner = () => {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <>
          <DemoDataBanner />
          <p>Resultados</p>
        </>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
};

beforeEach(() => {
  state.status = { has_demo_ads: true, demo_only: true };
  client.clear();
});

describe('DemoDataBanner', () => {
  it('says the ads are a demo and links to the extension while the library holds only demo ads', async () => {
    renderBanner();
    expect(await screen.findByText('Dados de demonstração')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Instale a extensão' }).getAttribute('href')).toBe('/extensao');
  });

  it('shows nothing once the library holds a real capture', async () => {
    state.status = { has_demo_ads: true, demo_only: false };
    renderBanner();
    await screen.findByText('Resultados');
    await vi.waitFor(() => expect(client.getQueryState(demoLibraryKey)?.status).toBe('success'));
    expect(screen.queryByText('Dados de demonstração')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Instale a extensão' })).toBeNull();
  });
});
