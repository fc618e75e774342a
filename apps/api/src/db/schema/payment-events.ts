import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';

/**
 * Every payment event a provider's webhook delivered, once: the unique (provider, event id) makes
 * a repeated delivery change nothing. Kept whatever came of it (`outcome`), so an ignored event
 * (unknown account, an amount no plan costs) can be looked up later. No foreign key on the user:
 * the record of a payment outlives the account.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: idColumn(),
    provider: text('provider').notNull(),
    /** Stripe's event id (evt_…); Mercado Pago's payment id (each payment upgrades at most once). */
    eventId: text('event_id').notNull(),
    kind: text('kind').notNull(),
    userId: uuid('user_id'),
    plan: text('plan'),
    amountCents: integer('amount_cents'),
    /** A Stripe subscription (sub_…) this payment started, so its cancellation finds the account. */
    subscriptionId: text('subscription_id'),
    outcome: text('outcome').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_events_provider_event_idx').on(t.provider, t.eventId),
    index('payment_events_subscription_idx').on(t.subscriptionId).where(sql`${t.subscriptionId} is not null`),
    check('payment_events_provider_check', sql`${t.provider} in ('stripe', 'mercado_pago')`),
  ],
);

export type PaymentEventRow = typeof paymentEvents.$inferSelect;
