import { contract, TUTORIAL_MESSAGES } from '@sniperads/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { registerContractRouter, s } from '../../lib/contract-router';
import { createTutorialsService } from './tutorials.service';

export const tutorialsModule = async (app: FastifyInstance, _opts: { config: Config }) => {
  const service = createTutorialsService(app.db);
  const router = s.router(contract.tutorials, {
    getTutorialCategories: async () => ({
      status: 200,
      body: { success: true, data: await service.categories() },
    }),
    createTutorialCategory: async ({ body }) => ({
      status: 201,
      body: {
        success: true,
        data: await service.createCategory(body),
        message: TUTORIAL_MESSAGES.categoryCreated,
      },
    }),
    updateTutorialCategory: async ({ params, body }) => ({
      status: 200,
      body: {
        success: true,
        data: await service.updateCategory(params.id, body),
        message: TUTORIAL_MESSAGES.categoryUpdated,
      },
    }),
    deleteTutorialCategory: async ({ params }) => {
      await service.deleteCategory(params.id);
      return { status: 200, body: { success: true, message: TUTORIAL_MESSAGES.categoryDeleted } };
    },
    getTutorialContents: async ({ query }) => ({
      status: 200,
      body: { success: true, data: await service.contents(query.category_id) },
    }),
    createTutorialContent: async ({ body }) => ({
      status: 201,
      body: {
        success: true,
        data: await service.createContent(body),
        message: TUTORIAL_MESSAGES.contentCreated,
      },
    }),
    updateTutorialContent: async ({ params, body }) => ({
      status: 200,
      body: {
        success: true,
        data: await service.updateContent(params.id, body),
        message: TUTORIAL_MESSAGES.contentUpdated,
      },
    }),
    deleteTutorialContent: async ({ params }) => {
      await service.deleteContent(params.id);
      return { status: 200, body: { success: true, message: TUTORIAL_MESSAGES.contentDeleted } };
    },
    recordTutorialView: async ({ params }) => ({
      status: 200,
      body: { success: true, data: await service.recordView(params.id) },
    }),
  });
  registerContractRouter(app, router);
};
