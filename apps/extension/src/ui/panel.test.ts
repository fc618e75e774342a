// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { websiteAd } from '../../test/ad-fixtures';
import type { StatusView } from '../shared/messages';
import { previewOf } from './ad-preview';
import { mountPanel } from './panel';

const status = (over: Partial<StatusView> = {}): StatusView => ({
  configured: true,
  serverUrl: 'https://sniper.test',
  accountName: 'Ana Souza',
  authError: null,
  autoCapture: true,
  canUseFolders: false,
  folders: [],
  capturedCount: 0,
  queuedCount: 0,
  sentCount: 0,
  lastSyncAt: null,
  nextAttemptAt: null,
  errors: [],
  ...over,
});

const setup = () => {
  document.documentElement.innerHTML = '<head></head><body></body>';
  const saved: [string, string | null][] = [];
  const panel = mountPanel(document, {
    saveFavorite: async (id, folderId) => {
      saved.push([id, folderId]);
      return { ok: true, message: 'Anúncio salvo nos favoritos do SniperAds!' };
    },
    captureSearch: async () => ({ ok: true, message: '2 anúncios na fila de envio.' }),
    openOptions: () => undefined,
  });
  const root = panel.host.shadowRoot!;
  return { panel, root, saved };
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
    panel.setStatus(status({ canUseFolders: true, folders: [{ id: 'f1', name: 'Ideias', color: '#000' }] }));
    expect(select.hidden).toBe(false);
    expect([...select.options].map((o) => o.textContent)).toEqual(['Sem pasta', 'Ideias']);
    select.value = 'f1';
    root.querySelector<HTMLButtonElement>('li button')!.click();
    expect(saved).toEqual([[websiteAd(1).ad_archive_id, 'f1']]);
  });
});
