import { contract, FOLDER_MESSAGES } from '@sniperads/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { registerContractRouter, s } from '../../lib/contract-router';
import { currentUser } from '../../plugins/auth';
import { createFolderContents } from './folder-contents.service';

export const foldersModule = async (app: FastifyInstance, _opts: { config: Config }) => {
  const service = app.folders;
  const contents = createFolderContents(app);
  const uid = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  const router = s.router(contract.folders, {
    getFolders: async ({ request }) => ({
      status: 200,
      body: { success: true, data: await service.list(uid(request)) },
    }),
    createFolder: async ({ body, request }) => ({
      status: 201,
      body: {
        success: true,
        data: await service.create(currentUser(request), body),
        message: FOLDER_MESSAGES.created,
      },
    }),
    exportFolders: async ({ request }) => ({
      status: 200,
      body: { success: true, data: await contents.exportAll(uid(request)) },
    }),
    importFolders: async ({ body, request }) => {
      const data = await contents.importAll(currentUser(request), body.folders);
      return { status: 201, body: { success: true, data, message: FOLDER_MESSAGES.imported(data.length) } };
    },
    getFolder: async ({ params, request }) => ({
      status: 200,
      body: { success: true, data: await service.get(uid(request), params.id) },
    }),
    updateFolder: async ({ params, body, request }) => ({
      status: 200,
      body: {
        success: true,
        data: await service.update(uid(request), params.id, body),
        message: FOLDER_MESSAGES.updated,
      },
    }),
    deleteFolder: async ({ params, request }) => {
      await service.remove(uid(request), params.id);
      return { status: 200, body: { success: true, message: FOLDER_MESSAGES.deleted } };
    },
    attachToFolder: async ({ params, body, request }) => ({
      status: 200,
      body: {
        success: true,
        data: await contents.attach(uid(request), params.id, body.folder_id),
        message: FOLDER_MESSAGES.attached,
      },
    }),
    detachFromFolder: async ({ params, body, request }) => {
      const data = await contents.detach(uid(request), params.id, body.folder_id);
      return { status: 200, body: { success: true, data, message: FOLDER_MESSAGES.detached } };
    },
    getFolderItems: async ({ params, query, request }) => ({
      status: 200,
      body: { success: true, ...(await contents.items(uid(request), params.id, query)) },
    }),
    getSharedFolder: async ({ params }) => ({
      status: 200,
      body: { success: true, data: await contents.shared(params.token) },
    }),
  });
  registerContractRouter(app, router);
};
