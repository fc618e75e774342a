import { contract, RADAR_MESSAGES } from '@sniperads/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { registerContractRouter, s } from '../../lib/contract-router';
import { currentUser } from '../../plugins/auth';

export const radarModule = async (app: FastifyInstance, _opts: { config: Config }) => {
  const radar = app.radar;
  const router = s.router(contract.radar, {
    getRadar: async ({ request }) => ({
      status: 200,
      body: { success: true, data: await radar.list(currentUser(request)) },
    }),
    createFollow: async ({ body, request }) => ({
      status: 201,
      body: {
        success: true,
        data: await radar.follow(currentUser(request), body),
        message: RADAR_MESSAGES.followed,
      },
    }),
    deleteFollow: async ({ params, request }) => {
      await radar.unfollow(currentUser(request).id, params.id);
      return { status: 200, body: { success: true, message: RADAR_MESSAGES.unfollowed } };
    },
    visitFollow: async ({ params, request }) => {
      await radar.visit(currentUser(request).id, params.id);
      return { status: 200, body: { success: true, message: RADAR_MESSAGES.visited } };
    },
  });
  registerContractRouter(app, router);
};
