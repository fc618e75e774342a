import { z } from 'zod';
import type { PaidPayment } from './payments.service';

/** The parts of a Stripe event this app reads; anything else in it is ignored. */
const CheckoutSessionSchema = z.object({
  id: z.string(),
  client_reference_id: z.string().nullish(),
  customer_details: z.object({ email: z.string().nullish() }).nullish(),
  customer_email: z.string().nullish(),
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
  payment_status: z.string(),
  subscription: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
});

const EventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string(),
  data: z.object({ object: z.record(z.unknown()) }),
});

export type StripeAction =
  | { kind: 'payment'; payment: PaidPayment }
  | { kind: 'cancel'; eventId: string; type: string; subscriptionId: string }
  | { kind: 'ignore'; eventId: string | null; type: string | null; reason: string };

/**
 * What a verified Stripe event asks for: a paid Checkout Session (a payment link bought) upgrades;
 * a subscription that ended downgrades; every other type is acknowledged and ignored.
 * `checkout.session.async_payment_succeeded` is a session paid later (boleto), read the same way.
 */
export const readStripeEvent = (body: unknown): StripeAction => {
  const event = EventSchema.safeParse(body);
  if (!event.success) return { kind: 'ignore', eventId: null, type: null, reason: 'malformed_event' };
  const { id, type, data } = event.data;
  if (type === 'checkout.session.completed' || type === 'checkout.session.async_payment_succeeded') {
    const session = CheckoutSessionSchema.safeParse(data.object);
    if (!session.success) return { kind: 'ignore', eventId: id, type, reason: 'malformed_session' };
    const s = session.data;
    if (s.payment_status !== 'paid') return { kind: 'ignore', eventId: id, type, reason: 'not_paid' };
    const subscription = typeof s.subscription === 'string' ? s.subscription : (s.subscription?.id ?? null);
    return {
      kind: 'payment',
      payment: {
        provider: 'stripe',
        eventId: id,
        kind: type,
        accountRef: s.client_reference_id ?? null,
        email: s.customer_details?.email ?? s.customer_email ?? null,
        amountCents: s.amount_total ?? null,
        currency: s.currency ?? null,
        subscriptionId: subscription,
      },
    };
  }
  if (type === 'customer.subscription.deleted') {
    const subscriptionId = z.object({ id: z.string() }).safeParse(data.object);
    if (!subscriptionId.success)
      return { kind: 'ignore', eventId: id, type, reason: 'malformed_subscription' };
    return { kind: 'cancel', eventId: id, type, subscriptionId: subscriptionId.data.id };
  }
  return { kind: 'ignore', eventId: id, type, reason: 'unhandled_type' };
};
