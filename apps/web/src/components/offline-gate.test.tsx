import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { OfflineGate } from './offline-gate';

const goOffline = () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  onlineManager.setOnline(false);
};

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

const SYNCED = new Date(2026, 10, 26, 14, 3).getTime();

function Screen({ queryKey }: { queryKey: string }) {
  const query = useQuery({ queryKey: [queryKey], queryFn: async () => 'do servidor' });
  return <p>{query.data ?? 'Carregando…'}</p>;
}

const renderGate = (queryClient: QueryClient, queryKey: string) =>
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <OfflineGate>
        <Screen queryKey={queryKey} />
      </OfflineGate>
    </QueryClientProvider>,
  );

describe('OfflineGate', () => {
  it('shows the stored copy with its real sync time', async () => {
    goOffline();
    const queryClient = new QueryClient();
    queryClient.setQueryData(['favoritos'], 'copia do aparelho', { updatedAt: SYNCED });
    renderGate(queryClient, 'favoritos');
    await screen.findByText('copia do aparelho');
    await screen.findByText(/sincronizados em 26\/11\/2026 14:03/);
    expect(screen.queryByText('Sem conexão: esta tela precisa de internet')).toBeNull();
  });

  it('says the screen needs internet instead of a skeleton, and shows it once back online', async () => {
    goOffline();
    const queryClient = new QueryClient();
    renderGate(queryClient, 'mineracao');
    await screen.findByText('Sem conexão: esta tela precisa de internet');
    // The screen waits hidden, its query paused.
    expect(screen.getByText('Carregando…').closest('[hidden]')).not.toBeNull();
    expect(screen.queryByText(/sincronizados em/)).toBeNull();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => {
      onlineManager.setOnline(true);
      window.dispatchEvent(new Event('online'));
    });
    await screen.findByText('do servidor');
    expect(screen.queryByText('Sem conexão: esta tela precisa de internet')).toBeNull();
    expect(screen.getByText('do servidor').closest('[hidden]')).toBeNull();
  });

  it('adds nothing online', async () => {
    const queryClient = new QueryClient();
    renderGate(queryClient, 'dashboard');
    await screen.findByText('do servidor');
    expect(screen.queryByText('Você está offline')).toBeNull();
  });
});
