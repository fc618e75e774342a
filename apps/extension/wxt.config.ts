import { EXTENSION_VERSION } from '@sniperads/contract';
import { defineConfig } from 'wxt';

/**
 * Chrome MV3 build: `dist/chrome-mv3/` (load unpacked) and `dist/sniperads-extension-<version>.zip`
 * (Chrome Web Store). Explicit imports only: no generated globals to keep in mind.
 */
export default defineConfig({
  srcDir: 'src',
  outDir: 'dist',
  imports: false,
  manifestVersion: 3,
  browser: 'chrome',
  vite: () => ({
    build: {
      rollupOptions: {
        // The contract's modules only declare schemas and pure helpers: what a script does not
        // use can go, which keeps the page scripts small.
        treeshake: { moduleSideEffects: (id: string) => !/packages\/contract\/|\/(zod|@ts-rest)\//.test(id) },
      },
    },
  }),
  zip: { artifactTemplate: 'sniperads-extension-{{version}}.zip' },
  manifest: {
    name: 'SniperAds',
    short_name: 'SniperAds',
    description:
      'Envia ao seu SniperAds os anúncios que você vê na Biblioteca de Anúncios da Meta e salva favoritos com um clique.',
    version: EXTENSION_VERSION,
    // 140: the first Chrome that can close chrome.storage.local to content scripts (see storage.ts).
    minimum_chrome_version: '140',
    permissions: ['storage', 'alarms', 'unlimitedStorage'],
    host_permissions: ['https://www.facebook.com/ads/library*'],
    icons: { 16: 'icons/16.png', 32: 'icons/32.png', 48: 'icons/48.png', 128: 'icons/128.png' },
    action: { default_title: 'SniperAds', default_icon: { 16: 'icons/16.png', 32: 'icons/32.png' } },
    // The extension's pages load nothing from outside; requests go to the configured server only.
    content_security_policy: { extension_pages: "script-src 'self'; object-src 'self'" },
  },
});
