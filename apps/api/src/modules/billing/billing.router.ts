import { BILLING_MESSAGES, contract } from '@sniperads/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { AppError, notFound } from '../../lib/app-error';
import { registerContractRouter, s } from '../../lib/contract-router';
import { currentUser } from '../../plugins/auth';
import { checkoutUrlFor } from './checkout';
import { MercadoPagoUnavailable, readMercadoPagoPayment } from './mercado-pago';
import { createPaymentsService } from './payments.service';
import { verifyMercadoPagoSignature, verifyStripeSignature } from './signatures';
import { readStripeEvent } from './stripe-events';

const PUBLIC = { access: { guard: 'public' as const } };
/** Provider notifications are small; a large body is refused before it is read. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const badSignature = () => new AppError('UNAUTHENTICATED', BILLING_MESSAGES.badSignature);
const unavailable = () => new AppError('PAYMENT_UNAVAILABLE', BILLING_MESSAGES.providerUnavailable);
const received = (reply: FastifyReply) => reply.code(200).send({ success: true, data: { received: true } });

/** The body as JSON, or null: a signed body that is not JSON is acknowledged and ignored. */
const parseJson = (raw: Buffer): unknown => {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
};

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Payments: the checkout page of a plan (contract route) and the providers' webhooks, which upgrade
 * the paying account with no admin step. A webhook answers 401 for a bad signature, 404 when its
 * provider is not configured, 503 when Mercado Pago cannot be read (the provider retries), and
 * 200 for everything it verified, applied or not, so a provider never retries an event this app
 * chose to ignore. Every outcome is logged by event id, never with a secret.
 */
export const billingModule = async (app: FastifyInstance, { config }: { config: Config }) => {
  const payments = createPaymentsService(app.db, app.users, app.audit);
  const { toleranceSeconds, stripeWebhookSecret, mercadoPago } = config.payments;

  const router = s.router(contract.billing, {
    checkout: async ({ request, body }) => {
      const user = currentUser(request);
      let url: string | null;
      try {
        url = await checkoutUrlFor(config, body.plan, user);
      } catch (error) {
        if (!(error instanceof MercadoPagoUnavailable)) throw error;
        request.log.warn({ status: error.status }, 'mercado pago checkout unavailable');
        throw unavailable();
      }
      if (!url) throw notFound(BILLING_MESSAGES.noCheckout);
      return { status: 200, body: { success: true, data: { url } } };
    },
  });
  registerContractRouter(app, router);

  await app.register(async (scope) => {
    // Signatures cover the exact bytes sent: the body is kept raw and parsed after verification.
    scope.removeContentTypeParser(['application/json']);
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    const routeOptions = { config: PUBLIC, bodyLimit: WEBHOOK_BODY_LIMIT };
    const rawBody = (request: FastifyRequest) =>
      Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);

    scope.post('/api/billing/webhooks/stripe', routeOptions, async (request, reply) => {
      if (!stripeWebhookSecret) throw notFound('Recurso não encontrado.');
      const raw = rawBody(request);
      const check = verifyStripeSignature(
        raw,
        header(request, 'stripe-signature'),
        stripeWebhookSecret,
        new Date(),
        toleranceSeconds,
      );
      if (!check.ok) {
        request.log.warn({ provider: 'stripe', problem: check.problem }, 'payment webhook refused');
        throw badSignature();
      }
      const action = readStripeEvent(parseJson(raw));
      if (action.kind === 'ignore') {
        request.log.info(
          { provider: 'stripe', event: action.eventId, type: action.type, outcome: action.reason },
          'payment event ignored',
        );
      } else if (action.kind === 'payment') {
        const { outcome, plan } = await payments.applyPayment(action.payment);
        request.log.info(
          { provider: 'stripe', event: action.payment.eventId, outcome, plan },
          'payment event applied',
        );
      } else {
        const outcome = await payments.cancelSubscription({
          provider: 'stripe',
          eventId: action.eventId,
          kind: action.type,
          subscriptionId: action.subscriptionId,
        });
        request.log.info(
          { provider: 'stripe', event: action.eventId, outcome },
          'subscription event applied',
        );
      }
      return received(reply);
    });

    scope.post('/api/billing/webhooks/mercado-pago', routeOptions, async (request, reply) => {
      const { webhookSecret, accessToken, apiUrl } = mercadoPago;
      if (!webhookSecret || !accessToken) throw notFound('Recurso não encontrado.');
      const query = request.query as Record<string, string | string[] | undefined>;
      const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
      const body = parseJson(rawBody(request)) as {
        type?: unknown;
        data?: { id?: unknown };
      } | null;
      const bodyId =
        typeof body?.data?.id === 'string' || typeof body?.data?.id === 'number'
          ? String(body.data.id)
          : undefined;
      const dataId = first(query['data.id']) ?? bodyId;
      const check = verifyMercadoPagoSignature(
        { dataId, requestId: header(request, 'x-request-id'), header: header(request, 'x-signature') },
        webhookSecret,
        new Date(),
        toleranceSeconds,
      );
      if (!check.ok) {
        request.log.warn({ provider: 'mercado_pago', problem: check.problem }, 'payment webhook refused');
        throw badSignature();
      }
      const type = first(query.type) ?? (typeof body?.type === 'string' ? body.type : undefined);
      if (type !== 'payment' || !dataId || !/^\d{1,30}$/.test(dataId)) {
        request.log.info(
          { provider: 'mercado_pago', type, outcome: 'unhandled_type' },
          'payment event ignored',
        );
        return received(reply);
      }
      let read: Awaited<ReturnType<typeof readMercadoPagoPayment>>;
      try {
        read = await readMercadoPagoPayment({ accessToken, apiUrl }, dataId);
      } catch (error) {
        if (!(error instanceof MercadoPagoUnavailable)) throw error;
        request.log.warn(
          { provider: 'mercado_pago', payment: dataId, status: error.status },
          'payment unreadable',
        );
        throw unavailable();
      }
      if (!read?.approved) {
        // Not recorded: the same payment is notified again when it is approved.
        request.log.info(
          {
            provider: 'mercado_pago',
            payment: dataId,
            outcome: read ? read.payment.kind : 'unknown_payment',
          },
          'payment event ignored',
        );
        return received(reply);
      }
      const { outcome, plan } = await payments.applyPayment(read.payment);
      request.log.info({ provider: 'mercado_pago', payment: dataId, outcome, plan }, 'payment event applied');
      return received(reply);
    });
  });
};
