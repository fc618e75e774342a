import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demoLibraryKey } from '@/components/demo-data-banner';
import { renderWithMantine } from '@/test/render';
import { RemoveDemoData } from './remove-demo-data';

type Removal = {
  state: 'running' | 'done';
  ads_removed: number;
  total: number;
  started_at: string;
  finished_at: string | null;
};

const state = vi.hoisted(() => ({
  started: 0,
  statusCalls: 0,
  hasDemo: true,
  removal: null as Removal | null,
}));

vi.mock('@/lib/api/demo-library', () => ({
  demoLibraryApi: {
    getDemoLibraryStatus: async () => {
      state.statusCalls += 1;
      return {
        status: 200,
        body: { success: true, data: { has_demo_ads: state.hasDemo, demo_only: state.hasDemo } },
      };
    },
    getDemoRemoval: async () => ({ status: 200, body: { success: true, data: state.removal } }),
    removeDemoLibrary: async () => {
      state.started += 1;
      state.removal = {
        state: 'running',
        ads_removed: 0,
        total: 20000,
        started_at: '2026-11-29T07:00:00.000Z',
        finished_at: null,
      };
      return { status: 202, body: { success: true, data: state.removal, message: 'ok' } };
    },
  },
}));

const client = new QueryClient();
const renderAction = () =>
  renderWithMantine(
    <QueryClientProvider client={client}>
      <RemoveDemoData />
    </QueryClientProvider>,
  );

beforeEach(() => {
  state.started = 0;
  state.statusCalls = 0;
  state.hasDemo = true;
  state.removal = null;
  client.clear();
});

describe('RemoveDemoData', () => {
  it('starts the removal only after the admin confirms, follows its progress and says when it ended', async () => {
    renderAction();
    fireEvent.click(await screen.findByRole('button', { name: 'Remover dados de demonstração' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/continuam com a própria cópia/)).toBeTruthy();
    expect(state.started).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover dados de demonstração' }));
    await vi.waitFor(() => expect(state.started).toBe(1));
    expect(await screen.findByText('Removendo… 0 de 20.000')).toBeTruthy();

    // The job moves on: the card follows it.
    state.removal = { ...state.removal!, ads_removed: 12000 };
    expect(await screen.findByText('Removendo… 12.000 de 20.000', {}, { timeout: 5000 })).toBeTruthy();

    // It ends: the card says how many went, and the library's status is asked again.
    const statusCallsBefore = state.statusCalls;
    state.hasDemo = false;
    state.removal = {
      ...state.removal!,
      state: 'done',
      ads_removed: 20000,
      finished_at: '2026-11-29T07:01:00.000Z',
    };
    expect(
      await screen.findByText('20.000 anúncios de demonstração removidos.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    await vi.waitFor(() => expect(state.statusCalls).toBeGreaterThan(statusCallsBefore));
    expect(screen.queryByRole('button', { name: 'Remover dados de demonstração' })).toBeNull();
  });

  it('shows a removal another admin started instead of the button', async () => {
    state.removal = {
      state: 'running',
      ads_removed: 500,
      total: 1000,
      started_at: '2026-11-29T07:00:00.000Z',
      finished_at: null,
    };
    renderAction();
    expect(await screen.findByText('Removendo… 500 de 1.000')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remover dados de demonstração' })).toBeNull();
  });

  it('is not offered when the library holds no demo ads', async () => {
    state.hasDemo = false;
    renderAction();
    await vi.waitFor(() => expect(client.getQueryState(demoLibraryKey)?.status).toBe('success'));
    expect(screen.queryByRole('button', { name: 'Remover dados de demonstração' })).toBeNull();
  });
});
