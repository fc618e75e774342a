import { PLAN_CATALOGUE, type PlanId } from '@sniperads/contract';
import type { Config } from '../../config';
import { createMercadoPagoCheckout } from './mercado-pago';

type PaidPlan = Exclude<PlanId, 'free'>;

const isStripeLink = (url: URL) => url.hostname === 'buy.stripe.com' || url.hostname.endsWith('.stripe.com');

/** Whether each paid plan can be bought online: a configured link, or Mercado Pago's checkout. */
export const checkoutAvailability = (config: Config): Record<PaidPlan, boolean> => {
  const mp = Boolean(config.payments.mercadoPago.accessToken);
  return { pro: mp || Boolean(config.checkoutUrls.pro), max: mp || Boolean(config.checkoutUrls.max) };
};

/**
 * The page a user pays `plan` on, naming their account so the webhook can upgrade it:
 * a Stripe payment link gets `client_reference_id` (the user id) and `prefilled_email`
 * (docs.stripe.com/payment-links/url-parameters); otherwise, with a Mercado Pago access token, a
 * Checkout Pro preference carries the user id as `external_reference`; any other configured link
 * is opened as it is (its webhook can only match the payer's email). Null when the plan has none.
 */
export const checkoutUrlFor = async (
  config: Config,
  plan: PaidPlan,
  user: { id: string; email: string },
): Promise<string | null> => {
  const configured = config.checkoutUrls[plan];
  const link = configured ? new URL(configured) : null;
  if (link && isStripeLink(link)) {
    link.searchParams.set('client_reference_id', user.id);
    link.searchParams.set('prefilled_email', user.email);
    return link.toString();
  }
  const { accessToken, apiUrl } = config.payments.mercadoPago;
  if (accessToken) {
    const priceBRL = PLAN_CATALOGUE.find((p) => p.id === plan)?.priceBRL ?? 0;
    return createMercadoPagoCheckout(
      { accessToken, apiUrl },
      { plan, priceBRL, userId: user.id, email: user.email, appUrl: config.appUrl },
    );
  }
  return configured;
};
