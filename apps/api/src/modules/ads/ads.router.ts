import { contract } from '@sniperads/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { registerContractRouter, s } from '../../lib/contract-router';
import { listEscalated } from '../offers/offers.service';
import { ingestAds, searchAds } from './ads.service';
import { importFromMeta } from './meta-import.service';

export const adsModule = async (app: FastifyInstance, { config }: { config: Config }) => {
  const router = s.router(contract.ads, {
    searchAdvertisements: async ({ query }) => {
      const { data, meta } = await searchAds(app.db, query);
      return { status: 200, body: { success: true, data, meta } };
    },
    getEscalatedAdvertisements: async ({ query }) => {
      const { data, meta } = await listEscalated(app.db, query);
      return { status: 200, body: { success: true, data, meta } };
    },
    importFromMeta: async ({ body }) => {
      const totals = await importFromMeta(app.db, config, body);
      return {
        status: 200,
        body: {
          success: true,
          data: totals,
          message: `${totals.received} anúncio(s) recebido(s) da Meta em ${totals.pages} página(s)`,
        },
      };
    },
    ingestAdvertisements: async ({ body }) => {
      const summary = await ingestAds(app.db, body.ads);
      return {
        status: 200,
        body: {
          success: true,
          data: summary,
          message: `${summary.created} criado(s), ${summary.updated} atualizado(s), ${summary.rejected} rejeitado(s)`,
        },
      };
    },
  });
  registerContractRouter(app, contract.ads, router);
};
