import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { access, okBody, pick } from './common';

const c = initContract();

/**
 * The file the server adds at the root of the extension it serves: `{ "serverUrl": "…" }`. The
 * extension reads it on install and uses that address until the user changes it in the options.
 */
export const EXTENSION_SERVER_FILE = 'server.json';
export const ExtensionServerFileSchema = z.object({ serverUrl: z.string() });

export const EXTENSION_DOWNLOAD_PATH = '/api/extension/download';

/** What /extensao shows about the extension this server hands out. */
export const ExtensionPackageSchema = z.object({
  /** The version inside the package (its manifest), or the contract's when it was not built. */
  version: z.string(),
  /** The address the downloaded extension is set to call. */
  server_url: z.string(),
  /** false when this server has no built extension to hand out (the download answers 503). */
  available: z.boolean(),
  file_name: z.string(),
  download_path: z.string(),
  /** The Chrome Web Store listing, when the operator configured one. */
  store_url: z.string().nullable(),
});
export type ExtensionPackage = z.infer<typeof ExtensionPackageSchema>;

export const EXTENSION_MESSAGES = {
  notBuilt:
    'A extensão ainda não foi gerada neste servidor. Peça ao administrador do servidor para rodar pnpm build (ou usar a imagem Docker).',
  badAddress: 'Não foi possível saber o endereço deste servidor. Configure APP_URL.',
} as const;

export const extensionFileName = (version: string) => `sniperads-extension-${version}.zip`;

export const extensionContract = c.router({
  getExtensionPackage: {
    method: 'GET',
    path: '/extension',
    summary: 'A extensão que este servidor entrega: versão, endereço configurado, se está disponível',
    responses: { 200: okBody(ExtensionPackageSchema), ...pick(401, 403, 500) },
    metadata: access('user'),
  },
  downloadExtension: {
    method: 'GET',
    path: '/extension/download',
    summary:
      'A extensão (.zip) já configurada com o endereço deste servidor. Pública: o pacote não guarda segredo, só o endereço que quem baixa já usou',
    responses: {
      200: c.otherResponse({ contentType: 'application/zip', body: c.type<Uint8Array>() }),
      ...pick(400, 500, 503),
    },
    metadata: access('public'),
  },
});
