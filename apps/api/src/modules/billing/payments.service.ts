import { type PlanId, planForPayment } from '@sniperads/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { paymentEvents, type UserRow } from '../../db/schema';
import type { AuditService } from '../audit/audit.service';
import type { UsersService } from '../users/users.service';

export type Provider = 'stripe' | 'mercado_pago';
const PROVIDER_LABEL: Record<Provider, string> = { stripe: 'Stripe', mercado_pago: 'Mercado Pago' };

/** A paid payment as a provider reported it, before it is matched to an account and a plan. */
export interface PaidPayment {
  provider: Provider;
  /** Unique per provider: a repeated delivery of it changes nothing. */
  eventId: string;
  kind: string;
  /** Our user id, passed through the checkout (client_reference_id / external_reference). */
  accountRef: string | null;
  /** The payer's email, tried when no account reference came back (a plain payment link). */
  email: string | null;
  amountCents: number | null;
  currency: string | null;
  subscriptionId?: string | null;
}

export type PaymentOutcome = 'upgraded' | 'duplicate' | 'unknown_account' | 'amount_mismatch';
export type CancelOutcome = 'downgraded' | 'duplicate' | 'unknown_subscription' | 'superseded';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Applies what the payment webhooks report: each event is recorded once in `payment_events` in
 * the same transaction as the plan change and its audit entry, so a repeated or concurrent
 * delivery of the same event finds the row and changes nothing.
 */
export const createPaymentsService = (
  db: Db,
  users: UsersService,
  audit: Pick<AuditService, 'recordAutomatic'>,
  clock: () => Date = () => new Date(),
) => {
  // Read before the transaction opens: the users service reads outside it, and on embedded
  // PGlite (one connection) a read outside an open transaction would wait for it forever.
  const findAccount = async (ref: string | null, email: string | null) => {
    if (ref && UUID.test(ref)) {
      const byId = await users.findById(ref);
      if (byId) return byId;
    }
    return email ? users.findByEmail(email) : undefined;
  };

  /** Inserts the event's row; false when it was already there (a repeated delivery). */
  const claim = async (tx: DbOrTx, values: typeof paymentEvents.$inferInsert) => {
    const rows = await tx
      .insert(paymentEvents)
      .values(values)
      .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
      .returning({ id: paymentEvents.id });
    return rows.length > 0;
  };

  const setPlan = async (
    tx: DbOrTx,
    user: UserRow,
    plan: PlanId,
    provider: Provider,
    action: 'user.plan_paid' | 'user.plan_cancelled',
    details: Record<string, unknown>,
  ) => {
    const now = clock();
    // A paid plan ends the trial, as 'Marcar como pago' does.
    await users.update(
      user.id,
      { plan, ...(user.isTrial ? { isTrial: false, trialEndsAt: now } : {}), updatedAt: now },
      { tx },
    );
    await audit.recordAutomatic(tx, PROVIDER_LABEL[provider], action, user, {
      provider,
      plan_before: user.plan,
      plan,
      ...details,
    });
  };

  return {
    async applyPayment(payment: PaidPayment): Promise<{ outcome: PaymentOutcome; plan: PlanId | null }> {
      const user = await findAccount(payment.accountRef, payment.email);
      const plan =
        payment.amountCents !== null && payment.currency
          ? planForPayment(payment.amountCents, payment.currency)
          : null;
      const outcome: PaymentOutcome = !user ? 'unknown_account' : !plan ? 'amount_mismatch' : 'upgraded';
      return db.transaction(async (tx) => {
        const fresh = await claim(tx, {
          provider: payment.provider,
          eventId: payment.eventId,
          kind: payment.kind,
          userId: user?.id ?? null,
          plan,
          amountCents: payment.amountCents,
          subscriptionId: payment.subscriptionId ?? null,
          outcome,
        });
        if (!fresh) return { outcome: 'duplicate', plan: null };
        if (user && plan)
          await setPlan(tx, user, plan, payment.provider, 'user.plan_paid', {
            event_id: payment.eventId,
            amount_cents: payment.amountCents,
          });
        return { outcome, plan };
      });
    },

    /** A subscription ended (cancelled or unpaid): the account it paid for goes back to Free. */
    async cancelSubscription(input: {
      provider: Provider;
      eventId: string;
      kind: string;
      subscriptionId: string;
    }): Promise<CancelOutcome> {
      return db.transaction(async (tx) => {
        const [started] = await tx
          .select({ userId: paymentEvents.userId })
          .from(paymentEvents)
          .where(
            and(
              eq(paymentEvents.provider, input.provider),
              eq(paymentEvents.subscriptionId, input.subscriptionId),
              eq(paymentEvents.outcome, 'upgraded'),
            ),
          )
          .limit(1);
        const user = started?.userId ? await users.findById(started.userId, tx) : undefined;
        // A newer payment of the same account (another subscription, a plan change) stands.
        const [latest] = user
          ? await tx
              .select({ subscriptionId: paymentEvents.subscriptionId })
              .from(paymentEvents)
              .where(and(eq(paymentEvents.userId, user.id), eq(paymentEvents.outcome, 'upgraded')))
              .orderBy(desc(paymentEvents.createdAt))
              .limit(1)
          : [];
        const outcome: CancelOutcome = !user
          ? 'unknown_subscription'
          : latest?.subscriptionId !== input.subscriptionId
            ? 'superseded'
            : 'downgraded';
        const fresh = await claim(tx, {
          provider: input.provider,
          eventId: input.eventId,
          kind: input.kind,
          userId: user?.id ?? null,
          subscriptionId: input.subscriptionId,
          outcome,
        });
        if (!fresh) return 'duplicate';
        if (user && outcome === 'downgraded')
          await setPlan(tx, user, 'free', input.provider, 'user.plan_cancelled', {
            event_id: input.eventId,
          });
        return outcome;
      });
    },
  };
};
export type PaymentsService = ReturnType<typeof createPaymentsService>;
