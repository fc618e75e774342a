// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { websiteAd } from '../../test/ad-fixtures';
import { scriptClick, userClick } from '../../test/trusted';
import type { PageStatusView } from '../shared/messages';
import { previewOf } from './ad-preview';
import { mountPanel } from './panel';

const status = (over: Partial<PageStatusView> = {}): PageStatusView => ({
  configured: true,
  accountName: 'Ana Souza',
  authError: null,
  notice: null,
  canUseFolders: false,
  folders: [],
  ...over,
});

const setup = () => {
  document.documentElement.innerHTML = '<head></head><body></body>';
  const saved: [string, string | null][] = [];
  const calls = { capture: 0, options: 0 };
  const panel = mountPanel(document, {
    saveFavorite: async (id, folderId) => {
      saved.push([id, folderId]);
      return { ok: true, message: 'Anúncio salvo nos favoritos do SniperAds!' };
    },
    captureSearch: async () => {
      calls.capture++;
      return { ok: true, message: '2 anúncios na fila de envio.' };
    },
    openOptions: () => {
      calls.options++;
    },
  });
  return { panel, root: panel.root, saved, calls };
};

describe('page panel', () => {
  it('lists captured ads once each, newest first, with page name and text', () => {
    const { panel, root } = setup();
    panel.addAds([previewOf(websiteAd(1))!, previewOf(websiteAd(2))!]);
    panel.addAds([previewOf(websiteAd(2))!]);
    const items = [...root.querySelectorAll('li')];
    expect(items.map((li) => li.dataset.adId)).toEqual([
      websiteAd(2).ad_archive_id,
      websiteAd(1).ad_archive_id,
    ]);
    expect(items[1]?.textContent).toContain('Loja Exemplo 1');
    expect(items[1]?.textContent).toContain('Promoção 1');
    expect(root.textContent).toContain('2 anúncios capturados nesta página');
  });

  it('shows the account, or the error that stops sending', () => {
    const { panel, root } = setup();
    panel.setStatus(status());
    expect(root.querySelector('.status')?.textContent).toBe('Conectado como Ana Souza');
    panel.setStatus(status({ authError: 'Token revogado' }));
    expect(root.querySelector('.status')?.textContent).toBe('Token revogado');
    expect(root.querySelector<HTMLElement>('.status')?.dataset.tone).toBe('error');
  });

  it('offers the folders only to accounts that may use them, and saves in the chosen one', () => {
    const { panel, root, saved } = setup();
    panel.addAds([previewOf(websiteAd(1))!]);
    const select = root.querySelector('select')!;
    expect(select.hidden).toBe(true);
    panel.setStatus(status({ canUseFolders: true, folders: [{ id: 'f1', name: 'Ideias' }] }));
    expect(select.hidden).toBe(false);
    expect([...select.options].map((o) => o.textContent)).toEqual(['Sem pasta', 'Ideias']);
    select.value = 'f1';
    userClick(root.querySelector<HTMLButtonElement>('li button')!);
    expect(saved).toEqual([[websiteAd(1).ad_archive_id, 'f1']]);
  });

  it('is closed to the page: no shadowRoot to read the account or folders from', () => {
    const { panel } = setup();
    panel.setStatus(status({ canUseFolders: true, folders: [{ id: 'f1', name: 'Ideias' }] }));
    const host = document.getElementById('sniperads-panel-host')!;
    expect(host.shadowRoot).toBeNull();
    expect(host.textContent).toBe('');
    expect(document.documentElement.textContent).not.toContain('Ana Souza');
  });

  it('ignores clicks a script makes: nothing saved, captured or opened', () => {
    const { panel, root, saved, calls } = setup();
    panel.addAds([previewOf(websiteAd(1))!]);
    for (const button of root.querySelectorAll('button')) scriptClick(button);
    expect(saved).toEqual([]);
    expect(calls).toEqual({ capture: 0, options: 0 });
    expect(root.querySelector('.panel')?.hasAttribute('data-collapsed')).toBe(false);
    userClick(root.querySelector<HTMLButtonElement>('button.primary')!);
    expect(calls.capture).toBe(1);
  });

  it('says how many items of the page it could not read and why, and nothing while it read them all', () => {
    const { panel, root } = setup();
    const unread = root.querySelector('.unread') as HTMLElement;
    expect(unread.hidden).toBe(true);
    panel.setUnread({
      count: 3,
      reasons: [
        { reason: 'resultado do site sem snapshot: o formato da Biblioteca pode ter mudado', count: 2 },
        { reason: 'nome da página (page_name) ausente', count: 1 },
      ],
    });
    expect(unread.hidden).toBe(false);
    expect(unread.textContent).toContain(
      '3 itens desta página não puderam ser lidos e não foram capturados:',
    );
    expect([...unread.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'resultado do site sem snapshot: o formato da Biblioteca pode ter mudado (2)',
      'nome da página (page_name) ausente (1)',
    ]);
    panel.setUnread({ count: 1, reasons: [{ reason: 'nome da página (page_name) ausente', count: 1 }] });
    expect(unread.textContent).toContain('1 item desta página não pôde ser lido e não foi capturado:');
    panel.setUnread({ count: 0, reasons: [] });
    expect(unread.hidden).toBe(true);
  });
});
