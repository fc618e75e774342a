import { type Favorite, PLAN_LIMIT_MESSAGES } from '@sniperads/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { planKeys } from '@/lib/query-keys';
import { adFixture, favoriteFixture, folderFixture, planUsageFixture } from '@/test/api-fixtures';
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

describe("a folder's 'Adicionar favoritos'", () => {
  const ad = adFixture();
  const mining = {
    'folders.getFolders': okAnswer([folder]),
    'favorites.getFavoritedAdIds': okAnswer([]),
    'ads.searchAdvertisements': {
      status: 200 as const,
      body: {
        success: true as const,
        data: [ad],
        meta: {
          total: 1,
          current_page: 1,
          last_page: 1,
          per_page: 6,
          from: 1,
          to: 1,
          total_capped: false,
          sort: 'newest' as const,
          search: null,
        },
      },
    },
    'favorites.addAdToFavorites': {
      status: 201 as const,
      body: {
        success: true as const,
        data: favoriteFixture({ folder_id: folder.id }),
        message: 'Anúncio adicionado aos favoritos!',
      },
    },
  };

  it('opens Mineração carrying the folder', async () => {
    renderRoute(`/pastas/${folder.id}`, { api: { 'folders.getFolderItems': emptyFolder } });
    const link = await screen.findByRole('link', { name: 'Adicionar favoritos' }, ROUTE_READY);
    expect(link.getAttribute('href')).toBe(`/mineracao?pasta=${folder.id}`);
  });

  it('saves a heart into that folder while the chip says so, and plainly once it is closed', async () => {
    const { calls, router } = renderRoute(`/mineracao?pasta=${folder.id}`, { api: mining });
    const chip = await screen.findByTestId('folder-target', {}, ROUTE_READY);
    expect(chip.textContent).toContain('Salvando na pasta Ofertas de verão');
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar aos favoritos' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.route === 'favorites.addAdToFavorites').map((c) => c.body)).toEqual([
        { folder_id: folder.id },
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Parar de salvar nesta pasta' }));
    await waitFor(() => expect(screen.queryByTestId('folder-target')).toBeNull());
    expect(router.state.location.search).not.toHaveProperty('pasta');
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar aos favoritos' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.route === 'favorites.addAdToFavorites').map((c) => c.body)).toEqual([
        { folder_id: folder.id },
        { folder_id: null },
      ]),
    );
  });

  it("saves plainly, with no chip, when the folder is not one of the user's", async () => {
    const { calls } = renderRoute('/mineracao?pasta=0190a5f0-0000-7000-8000-0000000fffff', { api: mining });
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar aos favoritos' }, ROUTE_READY));
    await waitFor(() =>
      expect(calls.filter((c) => c.route === 'favorites.addAdToFavorites').map((c) => c.body)).toEqual([
        { folder_id: null },
      ]),
    );
    expect(screen.queryByTestId('folder-target')).toBeNull();
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
