import { contract, INGEST_MAX_BATCH, TOKEN_MESSAGES } from '@sniperads/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { registerContractRouter, s } from '../../lib/contract-router';
import { currentUser } from '../../plugins/auth';
import { listFolders } from '../folders/folders.repo';
import { createTokensService } from './tokens.service';

export const tokensModule = async (app: FastifyInstance, { config }: { config: Config }) => {
  const service = createTokensService(app.db);
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
      const user = currentUser(request);
      const token = request.auth?.kind === 'token' ? await service.get(user.id, request.auth.tokenId) : null;
      const canUseFolders = user.isTest || user.isAdmin;
      const folders = canUseFolders ? await listFolders(app.db, user.id) : [];
      return {
        status: 200,
        body: {
          success: true,
          data: {
            user: { id: user.id, name: user.name, email: user.email },
            token,
            can_use_folders: canUseFolders,
            folders: folders.map((f) => ({ id: f.id, name: f.name, color: f.color })),
            ingest: {
              max_batch: INGEST_MAX_BATCH,
              max_body_bytes: config.ingest.bodyLimit,
              ads_per_minute: config.ingest.adsPerMinute,
            },
          },
        },
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
  registerContractRouter(app, contract.tokens, router);
};
