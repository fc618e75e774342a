import { EXTENSION_MESSAGES, type ExtensionPackage } from '@sniperads/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { extensionKeys } from '@/lib/query-keys';
import { renderWithProviders } from '@/test/render';
import { ExtensionTab } from './extension-tab';

const PACKAGE: ExtensionPackage = {
  version: '9.3.1',
  server_url: 'https://ads.example.com.br',
  available: true,
  file_name: 'sniperads-extension-9.3.1.zip',
  download_path: '/api/extension/download',
  store_url: null,
};

const renderTab = (pkg: ExtensionPackage) => {
  const client = new QueryClient();
  client.setQueryData(extensionKeys.package(), pkg);
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <ExtensionTab onCreateToken={() => {}} />
    </QueryClientProvider>,
  );
};

describe('the extension tab of /extensao', () => {
  it('offers the zip of this server with its version and address, and the install guide with pictures', async () => {
    renderTab(PACKAGE);
    const download = await screen.findByRole('link', { name: 'Baixar extensão (.zip)' });
    expect(download.getAttribute('href')).toBe('/api/extension/download');
    expect(download.getAttribute('download')).toBe('sniperads-extension-9.3.1.zip');
    expect(screen.getByText('Versão 9.3.1')).toBeTruthy();
    expect(screen.getByTestId('server-address').textContent).toBe('https://ads.example.com.br');
    expect(screen.getByRole('button', { name: 'Copiar endereço' })).toBeTruthy();
    expect(screen.getByText('Como instalar: carregar sem compactação')).toBeTruthy();
    const pictures = screen.getAllByRole('img').map((img) => img.getAttribute('src'));
    expect(pictures).toContain('/extension-guide/2-carregar-sem-compactacao.jpg');
    // Nothing unmeasured, and no store link without a configured listing.
    expect(screen.queryByText(/downloads/)).toBeNull();
    expect(screen.queryByText(/só aceita endereços/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Chrome Web Store' })).toBeNull();
  });

  it('warns when this server is reached over plain http, which the extension refuses', async () => {
    renderTab({ ...PACKAGE, server_url: 'http://192.168.0.10:3000' });
    await screen.findByText(/A extensão só aceita endereços https:\/\//);
  });

  it('links the Chrome Web Store only when the server names a listing', async () => {
    renderTab({ ...PACKAGE, store_url: 'https://chromewebstore.google.com/detail/sniperads/abc' });
    const store = await screen.findByRole('link', { name: 'Chrome Web Store' });
    expect(store.getAttribute('href')).toBe('https://chromewebstore.google.com/detail/sniperads/abc');
  });

  it('says the extension was not built here instead of a download that would fail', async () => {
    renderTab({ ...PACKAGE, available: false });
    await screen.findByText(EXTENSION_MESSAGES.notBuilt);
    expect(screen.queryByRole('link', { name: 'Baixar extensão (.zip)' })).toBeNull();
    expect(screen.getByTestId('server-address').textContent).toBe('https://ads.example.com.br');
  });
});
