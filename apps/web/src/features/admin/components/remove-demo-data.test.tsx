import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demoLibraryKey } from '@/components/demo-data-banner';
import { renderWithMantine } from '@/test/render';
import { RemoveDemoData } from './remove-demo-data';

const state = vi.hoisted(() => ({ removed: 0, hasDemo: true }));

vi.mock('@/lib/api/demo-library', () => ({
  demoLibraryApi: {
    getDemoLibraryStatus: async () => ({
      status: 200,
      body: { success: true, data: { has_demo_ads: state.hasDemo, demo_only: state.hasDemo } },
    }),
    removeDemoLibrary: async () => {
      state.removed += 1;
      return { status: 200, body: { success: true, data: { ads_removed: 20000 }, message: 'ok' } };
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
  state.removed = 0;
  state.hasDemo = true;
  client.clear();
});

describe('RemoveDemoData', () => {
  it('removes the demo ads only after the admin confirms', async () => {
    renderAction();
    fireEvent.click(await screen.findByRole('button', { name: 'Remover dados de demonstração' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/continuam com a própria cópia/)).toBeTruthy();
    expect(state.removed).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover dados de demonstração' }));
    await vi.waitFor(() => expect(state.removed).toBe(1));
  });

  it('is not offered when the library holds no demo ads', async () => {
    state.hasDemo = false;
    renderAction();
    await vi.waitFor(() => expect(client.getQueryState(demoLibraryKey)?.status).toBe('success'));
    expect(screen.queryByRole('button', { name: 'Remover dados de demonstração' })).toBeNull();
  });
});
