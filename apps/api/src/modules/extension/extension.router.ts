import {
  contract,
  EXTENSION_DOWNLOAD_PATH,
  EXTENSION_MESSAGES,
  EXTENSION_VERSION,
  extensionFileName,
} from '@sniperads/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { AppError, badRequest } from '../../lib/app-error';
import { registerContractRouter, s } from '../../lib/contract-router';
import { createExtensionPackage } from './extension-package';
import { serverAddress } from './server-address';

/** /extensao's download: the built extension, zipped with this server's address in it. */
export const extensionModule = async (app: FastifyInstance, { config }: { config: Config }) => {
  const pkg = createExtensionPackage(config.extension.distDir);
  const addressOf = (request: Parameters<typeof serverAddress>[1]) => {
    const address = serverAddress(config.publicUrl, request);
    if (!address) throw badRequest(EXTENSION_MESSAGES.badAddress);
    return address;
  };

  const router = s.router(contract.extension, {
    getExtensionPackage: async ({ request }) => {
      const version = await pkg.version();
      return {
        status: 200,
        body: {
          success: true,
          data: {
            version: version ?? EXTENSION_VERSION,
            server_url: addressOf(request),
            available: version !== null,
            file_name: extensionFileName(version ?? EXTENSION_VERSION),
            download_path: EXTENSION_DOWNLOAD_PATH,
            store_url: config.extension.storeUrl,
          },
        },
      };
    },
    downloadExtension: async ({ request, reply }) => {
      const built = await pkg.zipFor(addressOf(request));
      if (!built) throw new AppError('SERVICE_UNAVAILABLE', EXTENSION_MESSAGES.notBuilt);
      reply
        .header('content-disposition', `attachment; filename="${extensionFileName(built.version)}"`)
        // Set to the address of this request: a shared cache must not hand it to another host name.
        .header('vary', 'Host, X-Forwarded-Host, X-Forwarded-Proto');
      return { status: 200, body: Buffer.from(built.zip.buffer, built.zip.byteOffset, built.zip.byteLength) };
    },
  });
  registerContractRouter(app, router);
};
