import { ADMIN_MESSAGES, contract } from '@sniperads/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { registerContractRouter, s } from '../../lib/contract-router';
import { actorOf } from '../../plugins/auth';
import { createAdminService } from './admin.service';

export const adminModule = async (app: FastifyInstance, { config }: { config: Config }) => {
  const service = createAdminService(app, config.appUrl);
  const router = s.router(contract.admin, {
    getDashboard: async () => ({ status: 200, body: { success: true, data: await service.dashboard() } }),
    getUsers: async ({ query }) => ({ status: 200, body: { success: true, ...(await service.list(query)) } }),
    createUser: async ({ body, request }) => ({
      status: 201,
      body: {
        success: true,
        data: await service.create(actorOf(request), body),
        message: ADMIN_MESSAGES.created,
      },
    }),
    getUser: async ({ params }) => ({
      status: 200,
      body: { success: true, data: await service.get(params.id) },
    }),
    updateUser: async ({ params, body, request }) => ({
      status: 200,
      body: {
        success: true,
        data: await service.update(actorOf(request), params.id, body),
        message: ADMIN_MESSAGES.updated,
      },
    }),
    deleteUser: async ({ params, request }) => {
      await service.remove(actorOf(request), params.id);
      return { status: 200, body: { success: true, message: ADMIN_MESSAGES.deleted } };
    },
    setUserPassword: async ({ params, body, request }) => {
      await service.setPassword(actorOf(request), params.id, body);
      return { status: 200, body: { success: true, message: ADMIN_MESSAGES.passwordChanged } };
    },
    getAudit: async ({ query }) => ({
      status: 200,
      body: { success: true, ...(await app.audit.list(query)) },
    }),
  });
  registerContractRouter(app, router);
};
