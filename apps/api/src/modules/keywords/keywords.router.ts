import { contract, KEYWORD_MESSAGES } from '@sniperads/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { answerCache } from '../../lib/answer-cache';
import { registerContractRouter, s } from '../../lib/contract-router';
import { createKeywordsService } from './keywords.service';

export const keywordsModule = async (app: FastifyInstance, _opts: { config: Config }) => {
  const service = createKeywordsService(app.db, app.changes, app.readDb);
  // The bank's list as its answers' bytes, one entry per query, shared by every account and
  // dropped by any write to the bank (keywords.service.ts). A page of 100 keywords is ~42 kB: the
  // byte cap bounds the memory whatever queries arrive (2,000 such pages would be 84 MB).
  const lists = answerCache(
    app,
    contract.keywords.getKeywords,
    app.changes.cache<Buffer>(['keywords'], {
      maxEntries: 2000,
      maxBytes: 8 * 1024 * 1024,
      sizeOf: (bytes) => bytes.byteLength,
    }),
    { perAccount: false },
  );

  const router = s.router(contract.keywords, {
    getKeywords: async ({ query, request, reply }) => {
      type List = { success: true } & Awaited<ReturnType<typeof service.list>>;
      const body = await lists.read<List>(request, reply, async () => ({
        success: true,
        ...(await service.list(query)),
      }));
      return { status: 200, body };
    },
    searchKeywords: async ({ query }) => ({
      status: 200,
      body: { success: true, data: await service.search(query.q, query.limit) },
    }),
    getKeywordNiches: async () => ({ status: 200, body: { success: true, data: await service.niches() } }),
    getPopularKeywords: async ({ query }) => ({
      status: 200,
      body: { success: true, data: await service.popular(query.limit) },
    }),
    getKeywordStats: async () => ({ status: 200, body: { success: true, data: await service.stats() } }),
    getKeywordsByNiche: async ({ params, query }) => ({
      status: 200,
      body: { success: true, ...(await service.listByNiche(params.niche, query)) },
    }),
    getKeyword: async ({ params }) => ({
      status: 200,
      body: { success: true, data: await service.get(params.id) },
    }),
    getRelatedKeywords: async ({ params, query }) => ({
      status: 200,
      body: { success: true, data: await service.related(params.id, query.limit) },
    }),
    recordKeywordUsage: async ({ params }) => ({
      status: 200,
      body: { success: true, data: await service.recordUsage(params.id) },
    }),
  });
  registerContractRouter(app, router, { serializer: 'schema' });

  const admin = s.router(contract.adminKeywords, {
    listAdminKeywords: async ({ query }) => ({
      status: 200,
      body: { success: true, ...(await service.adminList(query)) },
    }),
    createKeyword: async ({ body }) => ({
      status: 201,
      body: { success: true, data: await service.create(body), message: KEYWORD_MESSAGES.created },
    }),
    updateKeyword: async ({ params, body }) => ({
      status: 200,
      body: { success: true, data: await service.update(params.id, body), message: KEYWORD_MESSAGES.updated },
    }),
    deleteKeyword: async ({ params }) => {
      await service.remove(params.id);
      return { status: 200, body: { success: true, message: KEYWORD_MESSAGES.deleted } };
    },
  });
  registerContractRouter(app, admin, { serializer: 'schema' });
};
