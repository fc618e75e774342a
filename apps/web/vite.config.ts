import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa';
import { bootPreload, routeFilesIn } from './build/boot-preload';
import { chunkStats } from './build/chunk-stats';
import { codeSplitting } from './build/code-splitting';
import { mantineStyles } from './build/mantine-styles';

const BRAND_COLOR = '#ff5b21';
const BACKGROUND_COLOR = '#0f1117';

const pwaManifest: Partial<ManifestOptions> = {
  name: 'SniperAds',
  short_name: 'SniperAds',
  description:
    'Minere, salve e organize criativos de anúncios vencedores. Inteligência de anúncios para quem vive de tráfego pago.',
  lang: 'pt-BR',
  dir: 'ltr',
  theme_color: BRAND_COLOR,
  background_color: BACKGROUND_COLOR,
  display: 'standalone',
  orientation: 'any',
  start_url: '/',
  scope: '/',
  id: '/',
  categories: ['business', 'productivity'],
  icons: [
    { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

export default defineConfig({
  plugins: [
    // The router plugin must run before react() so route files are code-split first.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // Loaders too: what they import (query options, the API client, the contract) stays out of
        // the first download of pages that do not need it, such as /login.
        defaultBehavior: [
          ['loader'],
          ['component'],
          ['pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
        // The sign-in screen is where a new visitor lands: it ships in the first download instead
        // of a second round trip after it.
        splitBehavior: ({ routeId }) =>
          routeId === '/_guest' || routeId === '/_guest/login' ? [] : undefined,
      },
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      // Registration happens in src/components/pwa/update-prompt.tsx (virtual:pwa-register/react).
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png'],
      manifest: pwaManifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
      },
      devOptions: { enabled: false },
    }),
    mantineStyles(),
    chunkStats(fileURLToPath(new URL('.', import.meta.url))),
    bootPreload(fileURLToPath(new URL('.', import.meta.url)), () =>
      routeFilesIn(fileURLToPath(new URL('.', import.meta.url))),
    ),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: { codeSplitting },
    },
  },
});
