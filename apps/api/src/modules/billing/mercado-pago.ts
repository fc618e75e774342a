import { PLAN_NAMES, type PlanId } from '@sniperads/contract';
import { z } from 'zod';
import type { PaidPayment } from './payments.service';

export interface MercadoPagoApi {
  accessToken: string;
  apiUrl: string;
}

const TIMEOUT_MS = 10_000;

/** Thrown when Mercado Pago cannot be reached or refuses; the caller answers 503. */
export class MercadoPagoUnavailable extends Error {
  constructor(readonly status: number | null) {
    super(`Mercado Pago answered ${status ?? 'nothing'}`);
    this.name = 'MercadoPagoUnavailable';
  }
}

const call = async (api: MercadoPagoApi, path: string, init: RequestInit = {}) => {
  let res: Response;
  try {
    res = await fetch(`${api.apiUrl}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${api.accessToken}`,
        'content-type': 'application/json',
        ...init.headers,
      },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new MercadoPagoUnavailable(null);
  }
  return res;
};

const PaymentSchema = z.object({
  id: z.union([z.number(), z.string()]),
  status: z.string(),
  transaction_amount: z.number().nullish(),
  currency_id: z.string().nullish(),
  external_reference: z.string().nullish(),
  payer: z.object({ email: z.string().nullish() }).nullish(),
});

/**
 * The payment a notification names (GET /v1/payments/{id}): the notification itself carries only
 * the id, so the amount, status and account are read from the API. Null when Mercado Pago does not
 * know the payment (404) or answers something that is not a payment.
 */
export const readMercadoPagoPayment = async (
  api: MercadoPagoApi,
  paymentId: string,
): Promise<{ approved: boolean; payment: PaidPayment } | null> => {
  const res = await call(api, `/v1/payments/${encodeURIComponent(paymentId)}`);
  if (res.status === 404) return null;
  if (!res.ok) throw new MercadoPagoUnavailable(res.status);
  const parsed = PaymentSchema.safeParse(await res.json().catch(() => null));
  if (!parsed.success) return null;
  const p = parsed.data;
  return {
    approved: p.status === 'approved',
    payment: {
      provider: 'mercado_pago',
      eventId: String(p.id),
      kind: `payment.${p.status}`,
      accountRef: p.external_reference ?? null,
      email: p.payer?.email ?? null,
      amountCents: typeof p.transaction_amount === 'number' ? Math.round(p.transaction_amount * 100) : null,
      currency: p.currency_id ?? null,
    },
  };
};

/**
 * A Checkout Pro preference for one month of `plan` (POST /checkout/preferences): the account
 * travels as `external_reference` and comes back on the payment; the answer's `init_point` is
 * the page the buyer pays on.
 */
export const createMercadoPagoCheckout = async (
  api: MercadoPagoApi,
  input: { plan: Exclude<PlanId, 'free'>; priceBRL: number; userId: string; email: string; appUrl: string },
) => {
  const back = `${input.appUrl}/perfil?tab=planos`;
  const res = await call(api, '/checkout/preferences', {
    method: 'POST',
    body: JSON.stringify({
      items: [
        {
          id: input.plan,
          title: `SniperAds ${PLAN_NAMES[input.plan]} (mensal)`,
          quantity: 1,
          unit_price: input.priceBRL,
          currency_id: 'BRL',
        },
      ],
      external_reference: input.userId,
      payer: { email: input.email },
      notification_url: `${input.appUrl}/api/billing/webhooks/mercado-pago`,
      back_urls: { success: back, pending: back, failure: back },
      auto_return: 'approved',
    }),
  });
  if (!res.ok) throw new MercadoPagoUnavailable(res.status);
  const body = z.object({ init_point: z.string().url() }).safeParse(await res.json().catch(() => null));
  if (!body.success || !/^https?:\/\//i.test(body.data.init_point))
    throw new MercadoPagoUnavailable(res.status);
  return body.data.init_point;
};
