import { contract } from '@sniperads/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { registerContractRouter, s } from '../../lib/contract-router';
import { currentUser } from '../../plugins/auth';
import { getAdvertiserPage, getOfferPage } from './offer-page.service';
import { decideOffer, listApprovedOffers, listEscalated, removeDecision } from './offers.service';

export const offersModule = async (app: FastifyInstance, _opts: { config: Config }) => {
  const router = s.router(contract.offers, {
    getOfferPage: async ({ params, query }) => {
      const data = await getOfferPage(app.readDb, params.domain, query.days);
      return { status: 200, body: { success: true, data } };
    },
    getAdvertiserPage: async ({ params }) => {
      const data = await getAdvertiserPage(app.readDb, params.pageId);
      return { status: 200, body: { success: true, data } };
    },
    getOffers: async ({ query }) => {
      const { data, meta, summary } = await listApprovedOffers(app.readDb, query);
      return { status: 200, body: { success: true, data, meta, summary } };
    },
    decideOffer: async ({ body, request }) => {
      const row = await decideOffer(app.db, {
        landingDomain: body.landing_domain,
        status: body.status,
        adminId: currentUser(request).id,
      });
      return {
        status: 200,
        body: {
          success: true,
          data: { id: row.id, status: row.status },
          message: row.status === 'approved' ? 'Oferta aprovada' : 'Oferta rejeitada',
        },
      };
    },
    deleteOffer: async ({ params }) => {
      await removeDecision(app.db, params.id);
      return { status: 200, body: { success: true, message: 'Decisão desfeita' } };
    },
  });
  registerContractRouter(app, router, { serializer: 'schema' });

  // Listed with the ads (under /advertisements) but ranked here, from the offers' stats.
  const escalated = s.router(
    { getEscalatedAdvertisements: contract.ads.getEscalatedAdvertisements },
    {
      getEscalatedAdvertisements: async ({ query }) => {
        const { data, meta } = await listEscalated(app.readDb, query);
        return { status: 200, body: { success: true, data, meta } };
      },
    },
  );
  registerContractRouter(app, escalated, { serializer: 'schema' });
};
