import { APP_VERSION, contract } from '@sniperads/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { registerContractRouter, s } from '../../lib/contract-router';
import { checkoutAvailability } from '../billing/checkout';

export const systemModule = async (app: FastifyInstance, { config }: { config: Config }) => {
  const router = s.router(contract.system, {
    health: async () => ({ status: 200, body: { status: 'ok', uptime_s: Math.round(process.uptime()) } }),
    config: async () => ({
      status: 200,
      body: {
        success: true,
        data: {
          version: APP_VERSION,
          support_whatsapp: config.supportWhatsapp,
          support_email: config.supportEmail,
          checkout: checkoutAvailability(config),
          registration_open: config.registrationOpen,
          ai_chat_url_template: config.aiChatUrlTemplate,
        },
      },
    }),
    ready: async () => {
      const up = await app.database.ping();
      const body = {
        status: up ? ('ready' as const) : ('unavailable' as const),
        version: APP_VERSION,
        checks: { database: up ? ('up' as const) : ('down' as const) },
      };
      return up ? { status: 200, body } : { status: 503, body };
    },
  });
  registerContractRouter(app, router);
};
