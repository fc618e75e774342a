import { contract, TOKEN_MESSAGES } from '@sniperads/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { registerContractRouter, s } from '../../lib/contract-router';
import { currentUser } from '../../plugins/auth';
import { createExtensionInfo } from './extension-info.service';

export const tokensModule = async (app: FastifyInstance, { config }: { config: Config }) => {
  const service = app.tokens;
  const extension = createExtensionInfo({ tokens: service, folders: app.folders, ingest: config.ingest });
  const router = s.router(contract.tokens, {
    getTokens: async ({ query, request }) => ({
      status: 200,
      body: {
        success: true,
        data: await service.list(currentUser(request).id, query.active_only === 'true'),
      },
    }),
    createToken: async ({ body, request }) => ({
      status: 201,
      body: {
        success: true,
        data: await service.create(currentUser(request).id, body),
        message: TOKEN_MESSAGES.created,
      },
    }),
    getTokenStats: async ({ request }) => ({
      status: 200,
      body: { success: true, data: await service.stats(currentUser(request).id) },
    }),
    getCurrentToken: async ({ request }) => {
      const tokenId = request.auth?.kind === 'token' ? request.auth.tokenId : null;
      return {
        status: 200,
        body: { success: true, data: await extension.describe(currentUser(request), tokenId) },
      };
    },
    getToken: async ({ params, request }) => ({
      status: 200,
      body: { success: true, data: await service.get(currentUser(request).id, params.id) },
    }),
    revokeToken: async ({ params, request }) => {
      await service.revoke(currentUser(request).id, params.id);
      return { status: 200, body: { success: true, message: TOKEN_MESSAGES.revoked } };
    },
    revokeAllTokens: async ({ request }) => ({
      status: 200,
      body: {
        success: true,
        data: { revoked: await service.revokeAll(currentUser(request).id) },
        message: TOKEN_MESSAGES.allRevoked,
      },
    }),
    renewToken: async ({ params, request }) => ({
      status: 200,
      body: {
        success: true,
        data: await service.renew(currentUser(request).id, params.id),
        message: TOKEN_MESSAGES.renewed,
      },
    }),
  });
  registerContractRouter(app, router);
};
