import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, expectStatus, login, testClient, useTestApp } from '../../../test/helpers/app';
import { expectEnvelope } from '../../../test/helpers/error-envelope';
import { useFixture } from '../../../test/helpers/fixture';
import { auditLog, paymentEvents, users } from '../../db/schema';

const STRIPE_SECRET = 'whsec_test_0123456789';
const MP_SECRET = 'mp-webhook-secret';

/** A local Mercado Pago: payments by id, and the preferences it was asked to create. */
const useFakeMercadoPago = () =>
  useFixture(
    'the fake Mercado Pago',
    async () => {
      const payments = new Map<string, Record<string, unknown>>();
      const preferences: Record<string, unknown>[] = [];
      const state = { down: false };
      let server: Server | undefined;
      const url = await new Promise<string>((resolve) => {
        server = createServer((req, res) => {
          let body = '';
          req.on('data', (chunk) => {
            body += chunk;
          });
          req.on('end', () => {
            const send = (status: number, value: unknown) => {
              res.writeHead(status, { 'content-type': 'application/json' });
              res.end(JSON.stringify(value));
            };
            if (state.down) return send(502, { message: 'bad gateway' });
            if (req.headers.authorization !== 'Bearer mp-access-token')
              return send(401, { message: 'unauthorized' });
            const payment = /^\/v1\/payments\/(\d+)$/.exec(req.url ?? '');
            if (req.method === 'GET' && payment) {
              const found = payments.get(payment[1]!);
              return found ? send(200, found) : send(404, { message: 'not found' });
            }
            if (req.method === 'POST' && req.url === '/checkout/preferences') {
              preferences.push(JSON.parse(body));
              return send(201, {
                id: 'pref-1',
                init_point: 'https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=pref-1',
              });
            }
            send(404, { message: 'no route' });
          });
        });
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server!.address() as AddressInfo).port}`),
        );
      });
      return {
        url,
        payments,
        preferences,
        state,
        close: () => new Promise<void>((r) => server!.close(() => r())),
      };
    },
    (fake) => fake.close(),
  );

const mp = useFakeMercadoPago();
const t = useTestApp(() => ({
  checkoutUrls: { pro: 'https://buy.stripe.com/test_pro', max: null },
  payments: {
    stripeWebhookSecret: STRIPE_SECRET,
    mercadoPago: { accessToken: 'mp-access-token', webhookSecret: MP_SECRET, apiUrl: mp.url },
    toleranceSeconds: 300,
  },
}));

const stripeHeader = (body: string, t = Math.floor(Date.now() / 1000), secret = STRIPE_SECRET) =>
  `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;

const sendStripe = (event: unknown, signature?: string) => {
  const body = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature ?? stripeHeader(body) },
    payload: body,
  });
};

let n = 0;
const checkoutCompleted = (userId: string, amount = 4700, extra: Record<string, unknown> = {}) => ({
  id: `evt_test_${++n}`,
  type: 'checkout.session.completed',
  data: {
    object: {
      id: `cs_test_${n}`,
      client_reference_id: userId,
      customer_details: { email: 'quem-pagou@example.com' },
      amount_total: amount,
      currency: 'brl',
      payment_status: 'paid',
      subscription: null,
      ...extra,
    },
  },
});

/** The plan the user sees on /perfil (GET /api/profile/plan), as a fresh load of the page would. */
const planSeenBy = async (user: { email: string; password: string }) => {
  const api = testClient(t.app, await login(t.app, user));
  return expectStatus(await api.profile.getPlan(), 200).data;
};

const auditOf = (userId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.targetId, userId));

describe('Stripe webhook', () => {
  it('upgrades the account a paid checkout names, audited, and the user sees Pro on the next load', async () => {
    const user = await createUser(t.database, { trial: { daysLeft: 3 } });
    const res = await sendStripe(checkoutCompleted(user.id));
    expect(res.statusCode).toBe(200);
    const plan = await planSeenBy(user);
    expect(plan.effective_plan).toBe('pro');
    expect(plan.plan_source).toBe('paid');
    const audit = await auditOf(user.id);
    expect(audit.map((a) => [a.action, a.actorEmail, a.actorId])).toEqual([
      ['user.plan_paid', 'Stripe', null],
    ]);
  });

  it('applies the same event once however often it is delivered', async () => {
    const user = await createUser(t.database);
    const event = checkoutCompleted(user.id, 9700);
    const answers = await Promise.all([sendStripe(event), sendStripe(event)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await sendStripe(event)).statusCode).toBe(200);
    expect((await planSeenBy(user)).effective_plan).toBe('max');
    expect(await auditOf(user.id)).toHaveLength(1);
    const rows = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a bad, tampered or stale signature with 401 in pt-BR and changes nothing', async () => {
    const user = await createUser(t.database);
    const event = checkoutCompleted(user.id);
    const body = JSON.stringify(event);
    const stale = stripeHeader(body, Math.floor(Date.now() / 1000) - 3600);
    for (const signature of [stripeHeader(body, undefined, 'whsec_other'), stale, 'nada']) {
      const body401 = expectEnvelope(await sendStripe(event, signature), 401, 'UNAUTHENTICATED');
      expect(body401.message).toBe('Assinatura do webhook inválida.');
    }
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeHeader(body) },
      payload: body.replace('4700', '9700'),
    });
    expectEnvelope(tampered, 401, 'UNAUTHENTICATED');
    expect((await planSeenBy(user)).effective_plan).toBe('free');
  });

  it('records and acknowledges an unknown account, a wrong amount and a malformed body without changing a plan', async () => {
    const user = await createUser(t.database);
    const unknown = checkoutCompleted('00000000-0000-4000-8000-000000000000');
    const coupon = checkoutCompleted(user.id, 2350);
    for (const event of [unknown, coupon]) expect((await sendStripe(event)).statusCode).toBe(200);
    const outcomes = await t.database.db.select().from(paymentEvents);
    expect(outcomes.find((r) => r.eventId === unknown.id)?.outcome).toBe('unknown_account');
    expect(outcomes.find((r) => r.eventId === coupon.id)?.outcome).toBe('amount_mismatch');
    expect((await sendStripe({ nada: [1, 2] })).statusCode).toBe(200);
    const notJson = '{"id": "evt_'; // signed, but cut short
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeHeader(notJson) },
      payload: notJson,
    });
    expect(cut.statusCode).toBe(200);
    expect((await planSeenBy(user)).effective_plan).toBe('free');
  });

  it('finds the account by the payer email when no reference came back', async () => {
    const user = await createUser(t.database);
    const event = checkoutCompleted('', 4700, { customer_details: { email: user.email.toUpperCase() } });
    expect((await sendStripe(event)).statusCode).toBe(200);
    expect((await planSeenBy(user)).effective_plan).toBe('pro');
  });

  it('returns the account to Free when its subscription ends', async () => {
    const user = await createUser(t.database);
    await sendStripe(checkoutCompleted(user.id, 4700, { subscription: 'sub_test_1' }));
    expect((await planSeenBy(user)).effective_plan).toBe('pro');
    const ended = {
      id: `evt_end_${++n}`,
      type: 'customer.subscription.deleted',
      data: { object: { id: 'sub_test_1' } },
    };
    expect((await sendStripe(ended)).statusCode).toBe(200);
    expect((await planSeenBy(user)).effective_plan).toBe('free');
    expect((await auditOf(user.id)).map((a) => a.action).sort()).toEqual([
      'user.plan_cancelled',
      'user.plan_paid',
    ]);
  });
});

describe('checkout', () => {
  it('opens the Stripe payment link naming the account', async () => {
    const user = await createUser(t.database);
    const api = testClient(t.app, await login(t.app, user));
    const url = new URL(expectStatus(await api.billing.checkout({ body: { plan: 'pro' } }), 200).data.url);
    expect(url.origin + url.pathname).toBe('https://buy.stripe.com/test_pro');
    expect(url.searchParams.get('client_reference_id')).toBe(user.id);
    expect(url.searchParams.get('prefilled_email')).toBe(user.email);
  });

  it('creates a Mercado Pago checkout carrying the account for a plan without a link', async () => {
    const user = await createUser(t.database);
    const api = testClient(t.app, await login(t.app, user));
    const res = expectStatus(await api.billing.checkout({ body: { plan: 'max' } }), 200);
    expect(res.data.url).toMatch(/^https:\/\/www\.mercadopago\.com\.br\//);
    const preference = mp.preferences.at(-1) as {
      external_reference: string;
      items: { unit_price: number }[];
    };
    expect(preference.external_reference).toBe(user.id);
    expect(preference.items[0]!.unit_price).toBe(97);
  });

  it('answers 503 in pt-BR when Mercado Pago is down, and needs a session', async () => {
    const user = await createUser(t.database);
    const api = testClient(t.app, await login(t.app, user));
    mp.state.down = true;
    try {
      const res = await api.billing.checkout({ body: { plan: 'max' } });
      expect(res.status).toBe(503);
    } finally {
      mp.state.down = false;
    }
    expect((await testClient(t.app).billing.checkout({ body: { plan: 'pro' } })).status).toBe(401);
  });
});

describe('Mercado Pago webhook', () => {
  const notify = (paymentId: string, options: { secret?: string; ts?: number } = {}) => {
    const ts = options.ts ?? Date.now();
    const requestId = `req-${paymentId}-${ts}`;
    const v1 = createHmac('sha256', options.secret ?? MP_SECRET)
      .update(`id:${paymentId};request-id:${requestId};ts:${ts};`)
      .digest('hex');
    return t.app.inject({
      method: 'POST',
      url: `/api/billing/webhooks/mercado-pago?data.id=${paymentId}&type=payment`,
      headers: {
        'content-type': 'application/json',
        'x-signature': `ts=${ts},v1=${v1}`,
        'x-request-id': requestId,
      },
      payload: JSON.stringify({ action: 'payment.updated', type: 'payment', data: { id: paymentId } }),
    });
  };

  it('upgrades on an approved payment read from the API, once, and not while it is pending', async () => {
    const user = await createUser(t.database);
    const payment = {
      id: 5550001,
      status: 'pending',
      transaction_amount: 47,
      currency_id: 'BRL',
      external_reference: user.id,
      payer: { email: 'outro@example.com' },
    };
    mp.payments.set('5550001', payment);
    expect((await notify('5550001')).statusCode).toBe(200);
    expect((await planSeenBy(user)).effective_plan).toBe('free');
    mp.payments.set('5550001', { ...payment, status: 'approved' });
    expect((await notify('5550001')).statusCode).toBe(200);
    expect((await notify('5550001')).statusCode).toBe(200);
    expect((await planSeenBy(user)).effective_plan).toBe('pro');
    const audit = await auditOf(user.id);
    expect(audit.map((a) => [a.action, a.actorEmail])).toEqual([['user.plan_paid', 'Mercado Pago']]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.plan).toBe('pro');
  });

  it('refuses a bad or stale signature with 401 and answers 503 when the API cannot be read', async () => {
    expectEnvelope(await notify('5550002', { secret: 'outro' }), 401, 'UNAUTHENTICATED');
    expectEnvelope(await notify('5550002', { ts: Date.now() - 3_600_000 }), 401, 'UNAUTHENTICATED');
    mp.state.down = true;
    try {
      expectEnvelope(await notify('5550002'), 503, 'PAYMENT_UNAVAILABLE');
    } finally {
      mp.state.down = false;
    }
    // A payment Mercado Pago does not know is acknowledged, so it is not retried forever.
    expect((await notify('5550003')).statusCode).toBe(200);
  });
});
