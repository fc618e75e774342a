import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { access, okBody, pick } from './common';

const c = initContract();

export const BILLING_MESSAGES = {
  planInvalid: 'Escolha o plano Pro ou Max.',
  noCheckout: 'O pagamento online deste plano não está disponível. Fale com o suporte para contratar.',
  providerUnavailable:
    'Não foi possível abrir o pagamento agora. Tente novamente em instantes ou fale com o suporte.',
  badSignature: 'Assinatura do webhook inválida.',
} as const;

export const CheckoutBodySchema = z.object({
  plan: z.enum(['pro', 'max'], { errorMap: () => ({ message: BILLING_MESSAGES.planInvalid }) }),
});
export type CheckoutInput = z.infer<typeof CheckoutBodySchema>;

/** Where the browser goes to pay: the provider's page, already naming the account. */
export const CheckoutSchema = z.object({ url: z.string() });
export type Checkout = z.infer<typeof CheckoutSchema>;

/**
 * The payment page for a plan. The providers' webhooks (POST /api/billing/webhooks/stripe and
 * /api/billing/webhooks/mercado-pago) are plain routes outside the contract: they read the raw
 * body their signatures cover, and answer the providers, not this app's clients.
 */
export const billingContract = c.router({
  checkout: {
    method: 'POST',
    path: '/billing/checkout',
    summary: 'Página de pagamento do plano, com a conta identificada',
    body: CheckoutBodySchema,
    responses: { 200: okBody(CheckoutSchema), ...pick(400, 401, 403, 404, 500, 503) },
    metadata: access('user'),
  },
});
