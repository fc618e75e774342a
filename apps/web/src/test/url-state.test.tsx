import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '@/lib/auth';
import { routeTree } from '@/routeTree.gen';
import { theme } from '@/theme';
import { authPayload } from './session';

// The service-worker prompt needs the PWA plugin's virtual module, which only the app build has.
vi.mock('@/components/pwa/update-prompt', () => ({ UpdatePrompt: () => null }));

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The favorites queries the page sent, as URL search params. */
const favoriteCalls: URLSearchParams[] = [];
/** The ad searches /mineracao sent. */
const adCalls: URLSearchParams[] = [];

beforeEach(() => {
  favoriteCalls.length = 0;
  adCalls.length = 0;
  auth.setSession(authPayload());
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://app.test');
      if (url.pathname === '/api/favorites/') {
        favoriteCalls.push(url.searchParams);
        const page = Number(url.searchParams.get('page'));
        return json({
          success: true,
          data: [],
          meta: { total: 30, current_page: page, last_page: 3, per_page: 12 },
        });
      }
      if (url.pathname === '/api/advertisements/') {
        adCalls.push(url.searchParams);
        return json({
          success: true,
          data: [],
          meta: {
            total: 0,
            current_page: Number(url.searchParams.get('page')),
            last_page: 1,
            per_page: Number(url.searchParams.get('per_page')),
            total_capped: false,
            sort: url.searchParams.get('sort') ?? 'newest',
            search: null,
          },
        });
      }
      if (url.pathname === '/api/favorites/advertisement-ids') return json({ success: true, data: [] });
      if (url.pathname === '/api/folders/') return json({ success: true, data: [] });
      if (url.pathname === '/api/radar/')
        return json({ success: true, data: { follows: [], limit: 50, used: 0 } });
      if (url.pathname === '/api/profile/plan')
        return json({
          success: true,
          data: {
            plan: 'pro',
            effective_plan: 'pro',
            plan_source: 'paid',
            trial_ends_at: null,
            limits: { favorites: null, folders: true, hidden_interests: true, media_bytes: 1024 ** 3 },
            usage: { favorites: 30, folders: 0, favorite_interests: 0, tracked_interests: 0, media_bytes: 0 },
          },
        });
      return json({ success: true, data: {} });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  auth.clear();
});

const renderAt = (href: string) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [href] }),
    context: { auth, queryClient },
  });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
};

describe('URL state on /favoritos', () => {
  it('restores search, filter, page size and page from the URL, and "Voltar" brings them back', async () => {
    const router = renderAt('/favoritos?q=ver%C3%A3o&filter=studio&page=2&per_page=12');

    const box = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Buscar favoritos' });
    expect(box.value).toBe('verão');
    const first = favoriteCalls[0];
    expect(first?.get('search')).toBe('verão');
    expect(first?.get('filter')).toBe('studio');
    expect(first?.get('page')).toBe('2');
    expect(first?.get('per_page')).toBe('12');

    // A link to another search, then 'Voltar'.
    await act(() => router.navigate({ to: '/favoritos', search: { q: 'outro' } }));
    await waitFor(() => expect(box.value).toBe('outro'));
    expect(favoriteCalls.at(-1)?.get('filter')).toBe('all');
    await act(async () => router.history.back());
    await waitFor(() => expect(box.value).toBe('verão'));
    expect(router.state.location.search).toEqual({ q: 'verão', filter: 'studio', page: 2, per_page: 12 });
  });

  it('writes typing to the URL once the user pauses, replacing the entry and going back to page 1', async () => {
    const router = renderAt('/favoritos?page=3');
    const box = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Buscar favoritos' });
    const entries = router.history.length;

    fireEvent.change(box, { target: { value: 'p' } });
    fireEvent.change(box, { target: { value: 'pix ' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'pix' }));
    expect(router.history.length).toBe(entries);
    await waitFor(() => expect(favoriteCalls.at(-1)?.get('search')).toBe('pix'));
    expect(favoriteCalls.map((call) => call.get('search'))).not.toContain('p');
    expect(box.value).toBe('pix ');
  });

  it('falls back to defaults for bad values instead of failing', async () => {
    const router = renderAt('/favoritos?filter=lixo&page=-4&per_page=7');
    await screen.findByRole('textbox', { name: 'Buscar favoritos' });
    expect(router.state.location.search).toEqual({});
    expect(favoriteCalls[0]?.get('filter')).toBe('all');
    expect(favoriteCalls[0]?.get('page')).toBe('1');
    expect(favoriteCalls[0]?.get('per_page')).toBe('8');
  });
});

describe('URL state on /mineracao', () => {
  it('sends the filters to the API under the names the URL uses, dropping bad values and defaults', async () => {
    const router = renderAt('/mineracao?niche=pets&min_days_running=30&status=talvez&page=2&per_page=6');
    await screen.findByRole('textbox', { name: 'Buscar anúncios' });
    await waitFor(() => expect(adCalls.length).toBeGreaterThan(0));
    const first = adCalls[0];
    expect(first?.get('niche')).toBe('pets');
    expect(first?.get('min_days_running')).toBe('30');
    expect(first?.get('page')).toBe('2');
    expect(first?.has('status')).toBe(false);
    expect(router.state.location.search).toEqual({ niche: 'pets', min_days_running: 30, page: 2 });
  });

  it('a new order goes back to page 1 and keeps the filters, as a step "Voltar" undoes', async () => {
    const router = renderAt('/mineracao?niche=pets&page=3');
    const order = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Ordenar por' });
    fireEvent.change(order, { target: { value: 'longest_running' } });
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ niche: 'pets', sort: 'longest_running' }),
    );
    await waitFor(() => expect(adCalls.at(-1)?.get('sort')).toBe('longest_running'));
    expect(adCalls.at(-1)?.get('page')).toBe('1');
    await act(async () => router.history.back());
    await waitFor(() => expect(router.state.location.search).toEqual({ niche: 'pets', page: 3 }));
  });

  it('"Limpar filtros" clears every filter from the URL and keeps the term', async () => {
    const router = renderAt('/mineracao?q=curso&niche=pets&status=active&page=2');
    fireEvent.click(await screen.findByRole('button', { name: /Filtros/ }));
    // The form's code arrives with its first opening: on a busy machine that can take a while.
    fireEvent.click(await screen.findByRole('button', { name: 'Limpar filtros' }, { timeout: 15_000 }));
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'curso' }));
    await waitFor(() => expect(adCalls.at(-1)?.has('niche')).toBe(false));
  });
});
