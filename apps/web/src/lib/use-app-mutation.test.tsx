import { notifications } from '@mantine/notifications';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { OFFLINE_WRITE_MESSAGE } from './offline';
import { createQueryClient } from './query-client';
import { folderKeys, tokenKeys } from './query-keys';
import { type AppMutationOptions, useAppMutation } from './use-app-mutation';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));
const toasts = () =>
  vi.mocked(notifications.show).mock.calls.map(([n]) => ({ title: n.title, message: n.message }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(notifications.show).mockClear();
  onlineManager.setOnline(true);
});

/** One write through the app's client, as a screen would send it, with a folders list and a tokens list on screen. */
const write = async (
  options: Partial<AppMutationOptions<string, string>>,
  { online = true }: { online?: boolean } = {},
) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  onlineManager.setOnline(online);
  const client = createQueryClient();
  client.setQueryData(folderKeys.list(), []);
  client.setQueryData(tokenKeys.list(), []);
  const request = vi.fn(async (name: string) => `salvo: ${name}`);
  const ownOnMutate = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useAppMutation<string, string>({
        mutationFn: request,
        onMutate: ownOnMutate,
        failure: { title: 'Erro ao criar pasta', fallback: 'Tente novamente.' },
        ...options,
      }),
    { wrapper },
  );
  let outcome: { value: string } | { error: unknown } = { value: '' };
  await act(async () => {
    outcome = await result.current.mutateAsync('Verão').then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
  });
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return {
    outcome,
    request,
    ownOnMutate,
    result,
    foldersStale: stale(folderKeys.list()),
    tokensStale: stale(tokenKeys.list()),
  };
};

describe('useAppMutation', () => {
  it('refuses a write offline at once, before its request or its own onMutate, and says why in a toast', async () => {
    const { outcome, request, ownOnMutate, result, foldersStale } = await write(
      { invalidatesOnFailure: 'folders-changed' },
      { online: false },
    );
    expect(outcome).toEqual({ error: new ApiError(0, OFFLINE_WRITE_MESSAGE) });
    expect(request).not.toHaveBeenCalled();
    expect(ownOnMutate).not.toHaveBeenCalled();
    // Refused, not paused to be replayed later.
    expect(result.current.isPaused).toBe(false);
    expect(toasts()).toEqual([{ title: 'Erro ao criar pasta', message: OFFLINE_WRITE_MESSAGE }]);
    // Nothing left the device, so nothing on screen is stale.
    expect(foldersStale).toBe(false);
  });

  it('refetches what the write changed, from the one map, and nothing else', async () => {
    const { outcome, foldersStale, tokensStale } = await write({ invalidates: 'folders-changed' });
    expect(outcome).toEqual({ value: 'salvo: Verão' });
    expect(foldersStale).toBe(true);
    expect(tokensStale).toBe(false);
    expect(toasts()).toEqual([]);
  });

  it("shows the server's pt-BR reason under the screen's title, and refetches what a refusal can have left stale", async () => {
    const refusal = new ApiError(409, 'Já existe uma pasta com este nome.');
    const { outcome, foldersStale } = await write({
      mutationFn: async () => Promise.reject(refusal),
      invalidates: 'tokens-changed',
      invalidatesOnFailure: 'folders-changed',
    });
    expect(outcome).toEqual({ error: refusal });
    expect(toasts()).toEqual([
      { title: 'Erro ao criar pasta', message: 'Já existe uma pasta com este nome.' },
    ]);
    expect(foldersStale).toBe(true);
  });

  it('leaves the failure to a form that shows it inline, and tells nothing of a silent count', async () => {
    const failed = async () => Promise.reject(new ApiError(422, 'Nome é obrigatório'));
    await write({ mutationFn: failed, failure: 'inline' });
    await write({ mutationFn: failed, failure: 'silent' });
    expect(toasts()).toEqual([]);
  });

  it('words the toast from what was sent when the caller asks', async () => {
    await write({
      mutationFn: async () => Promise.reject(new Error('falhou')),
      failure: (name) => ({ title: `Erro ao salvar ${name}`, fallback: 'Tente novamente.' }),
    });
    expect(toasts()).toEqual([{ title: 'Erro ao salvar Verão', message: 'Tente novamente.' }]);
  });
});
