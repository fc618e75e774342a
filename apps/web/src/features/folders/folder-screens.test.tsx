import { type Favorite, PLAN_LIMIT_MESSAGES } from '@sniperads/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { planKeys } from '@/lib/query-keys';
import { favoriteFixture, folderFixture, planUsageFixture } from '@/test/api-fixtures';
import { okAnswer, ROUTE_READY, refusal, renderRoute } from '@/test/render-route';

// The service-worker prompt needs the PWA plugin's virtual module, which only the app build has.
vi.mock('@/components/pwa/update-prompt', () => ({ UpdatePrompt: () => null }));

const NOT_FOUND = 'A página que você procura não existe ou foi movida.';
const folder = folderFixture({ name: 'Ofertas de verão' });
const emptyFolder = {
  status: 200 as const,
  body: {
    success: true as const,
    data: {
      folder,
      stats: { total_items: 0, total_value: 0, items_without_price: 0, last_added_at: null },
      items: [],
    },
    meta: { total: 0, current_page: 1, last_page: 1, per_page: 6, from: null, to: null },
  },
};

const item = favoriteFixture({ page_name: 'Loja Verão', folder_id: folder.id });
const folderWith = (...items: Favorite[]) => ({
  ...emptyFolder,
  body: {
    ...emptyFolder.body,
    data: {
      ...emptyFolder.body.data,
      stats: { ...emptyFolder.body.data.stats, total_items: items.length },
      items,
    },
  },
});

describe('/pastas/$id', () => {
  it("shows the app's not-found screen for a folder the API does not show this user", async () => {
    const { calls } = renderRoute(`/pastas/${folder.id}`, {
      api: { 'folders.getFolderItems': refusal(404, 'Pasta não encontrada') },
    });
    expect(await screen.findByText(NOT_FOUND, {}, ROUTE_READY)).toBeTruthy();
    expect(screen.queryByText('Ofertas de verão')).toBeNull();
    expect(calls.filter((c) => c.route === 'folders.getFolderItems').map((c) => c.params)).toEqual([
      { id: folder.id },
    ]);
  });

  it('shows not-found for an address that cannot name a folder, without asking the API', async () => {
    const { calls } = renderRoute('/pastas/abc', { api: { 'folders.getFolderItems': emptyFolder } });
    expect(await screen.findByText(NOT_FOUND, {}, ROUTE_READY)).toBeTruthy();
    expect(calls.some((c) => c.route === 'folders.getFolderItems')).toBe(false);
  });

  it('opens the folder, and says so when it holds nothing yet', async () => {
    renderRoute(`/pastas/${folder.id}`, { api: { 'folders.getFolderItems': emptyFolder } });
    expect(await screen.findByRole('heading', { name: 'Ofertas de verão' }, ROUTE_READY)).toBeTruthy();
    expect(screen.getByText('Pasta vazia')).toBeTruthy();
    expect(screen.queryByText(NOT_FOUND)).toBeNull();
  });

  it("lists the folder's favorites", async () => {
    renderRoute(`/pastas/${folder.id}`, { api: { 'folders.getFolderItems': folderWith(item) } });
    expect((await screen.findAllByText('Loja Verão', {}, ROUTE_READY)).length).toBeGreaterThan(0);
    expect(screen.queryByText('Pasta vazia')).toBeNull();
  });

  it('tells in a toast why the server refused to take a favorite out of the folder', async () => {
    const { calls } = renderRoute(`/pastas/${folder.id}`, {
      api: {
        'folders.getFolderItems': folderWith(item),
        'folders.detachFromFolder': refusal(404, 'Favorito não encontrado'),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remover Loja Verão' }, ROUTE_READY));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Remover da pasta' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Favorito não encontrado')).toBeTruthy();
    expect(calls.filter((c) => c.route === 'folders.detachFromFolder').map((c) => c.params)).toEqual([
      { id: item.id },
    ]);
  });
});

describe('/pastas', () => {
  it('on the Free plan, names the limit with the way up and blocks creating a folder', async () => {
    renderRoute('/pastas', {
      api: { 'folders.getFolders': okAnswer([]), 'profile.getPlan': okAnswer(planUsageFixture('free')) },
    });
    const alert = await screen.findByTestId('plan-limit', {}, ROUTE_READY);
    expect(alert.textContent).toContain(PLAN_LIMIT_MESSAGES.folders);
    expect(screen.getByRole('button', { name: 'Nova Pasta' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Com o plano Pro você cria pastas para organizar seus favoritos.')).toBeTruthy();
  });

  it('on Pro with no folder yet, invites to create the first one', async () => {
    const { queryClient } = renderRoute('/pastas', {
      api: { 'folders.getFolders': okAnswer([]), 'profile.getPlan': okAnswer(planUsageFixture('pro')) },
    });
    expect(await screen.findByText('Nenhuma pasta criada ainda', {}, ROUTE_READY)).toBeTruthy();
    // The plan is known, so what follows is the rule's answer, not the wait for it.
    await waitFor(() => expect(queryClient.getQueryData(planKeys.usage())).toBeDefined());
    expect(screen.getByText('Crie uma pasta para organizar seus favoritos.')).toBeTruthy();
    expect(screen.queryByTestId('plan-limit')).toBeNull();
    expect(screen.getByRole('button', { name: 'Nova Pasta' }).hasAttribute('disabled')).toBe(false);
  });
});
