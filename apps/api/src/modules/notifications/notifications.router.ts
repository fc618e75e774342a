import { contract, NOTIFICATION_MESSAGES } from '@sniperads/contract';
import type { FastifyInstance } from 'fastify';
import { registerContractRouter, s } from '../../lib/contract-router';
import { currentUser } from '../../plugins/auth';

/** Settings, push devices, the VAPID public key and the e-mail's no-login unsubscribe. */
export const notificationsModule = async (app: FastifyInstance) => {
  const service = app.notifications;
  const uid = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  const router = s.router(contract.notifications, {
    getNotificationSettings: async ({ request }) => ({
      status: 200,
      body: { success: true, data: await service.settings(uid(request)) },
    }),
    updateNotificationSettings: async ({ body, request }) => ({
      status: 200,
      body: {
        success: true,
        data: await service.updateSettings(uid(request), body),
        message: NOTIFICATION_MESSAGES.saved,
      },
    }),
    getPushKey: async () => ({
      status: 200,
      body: { success: true, data: { public_key: await service.publicKey() } },
    }),
    getPushDevices: async ({ request }) => ({
      status: 200,
      body: { success: true, data: await service.devices(uid(request)) },
    }),
    subscribePush: async ({ body, request }) => ({
      status: 200,
      body: {
        success: true,
        data: await service.subscribe(uid(request), body, request.headers['user-agent'] ?? null),
        message: NOTIFICATION_MESSAGES.subscribed,
      },
    }),
    removePushDevice: async ({ params, request }) => {
      await service.removeDevice(uid(request), params.id);
      return { status: 200, body: { success: true, message: NOTIFICATION_MESSAGES.deviceRemoved } };
    },
    unsubscribeEmail: async ({ body }) => {
      await service.unsubscribe(body.token);
      return { status: 200, body: { success: true, message: NOTIFICATION_MESSAGES.unsubscribed } };
    },
  });
  registerContractRouter(app, router);
};
