import { describe, expect, it } from 'vitest';
import {
  effectivePlan,
  favoritesUsageText,
  formatStorage,
  limitsFor,
  MEDIA_QUOTA_BYTES,
  mediaUsageText,
  PLAN_CATALOGUE,
  PLAN_LIMIT_MESSAGES,
  planForPayment,
  upgradeMessage,
} from './plans';
import { DAY_MS } from './trial';

const now = new Date('2026-11-20T12:00:00Z');
const inDays = (d: number) => new Date(now.getTime() + d * DAY_MS);
const account = (values: Partial<Parameters<typeof effectivePlan>[0]> = {}) => ({
  plan: 'free' as const,
  isTrial: false,
  trialEndsAt: null,
  ...values,
});

describe('the plan in force', () => {
  it('is Free for a free account with no trial', () => {
    expect(effectivePlan(account(), now)).toEqual({ plan: 'free', source: 'free' });
  });

  it('is Pro while a trial runs, and Free again from the moment it ends', () => {
    const trial = account({ isTrial: true, trialEndsAt: inDays(2) });
    expect(effectivePlan(trial, now)).toEqual({ plan: 'pro', source: 'trial' });
    expect(effectivePlan(trial, inDays(2))).toEqual({ plan: 'free', source: 'free' });
    expect(effectivePlan(account({ isTrial: true, trialEndsAt: inDays(-1) }), now).plan).toBe('free');
  });

  it('is the paid plan whatever the trial says', () => {
    expect(effectivePlan(account({ plan: 'max', isTrial: true, trialEndsAt: inDays(-9) }), now)).toEqual({
      plan: 'max',
      source: 'paid',
    });
    expect(effectivePlan(account({ plan: 'pro' }), now).source).toBe('paid');
  });

  it('never reads a trial without an end as running', () => {
    expect(effectivePlan(account({ isTrial: true, trialEndsAt: null }), now).plan).toBe('free');
  });
});

describe('plan limits', () => {
  it('gives Free 10 favorites, no folders and no hidden interests', () => {
    expect(limitsFor(account(), now)).toEqual({
      favorites: 10,
      folders: false,
      hiddenInterests: false,
      mediaBytes: 100 * 1024 * 1024,
      follows: 3,
    });
  });

  it('lets the radar follow 3 on Free, 50 on Pro (and a trial), 200 on Max', () => {
    expect(limitsFor(account({ plan: 'pro' }), now).follows).toBe(50);
    expect(limitsFor(account({ plan: 'max' }), now).follows).toBe(200);
    expect(limitsFor(account({ isTrial: true, trialEndsAt: inDays(1) }), now).follows).toBe(50);
  });

  it('gives Pro and Max unlimited favorites, folders and hidden interests', () => {
    for (const plan of ['pro', 'max'] as const)
      expect(limitsFor(account({ plan }), now)).toMatchObject({
        favorites: null,
        folders: true,
        hiddenInterests: true,
      });
  });

  it('keeps 100 MB of media for Free, 1 GB for Pro (and a trial), 5 GB for Max', () => {
    expect(limitsFor(account({ plan: 'pro' }), now).mediaBytes).toBe(1024 ** 3);
    expect(limitsFor(account({ plan: 'max' }), now).mediaBytes).toBe(5 * 1024 ** 3);
    const trial = account({ isTrial: true, trialEndsAt: inDays(1) });
    expect(limitsFor(trial, now).mediaBytes).toBe(1024 ** 3);
  });

  it('never limits admins', () => {
    expect(limitsFor(account({ isAdmin: true }), now).favorites).toBeNull();
    expect(limitsFor(account({ isAdmin: true }), now).mediaBytes).toBeNull();
  });

  it("writes media usage as '12,5 MB de 100 MB usados'", () => {
    expect(mediaUsageText(12.5 * 1024 * 1024, MEDIA_QUOTA_BYTES.free)).toBe('12,5 MB de 100 MB usados');
    expect(mediaUsageText(0, MEDIA_QUOTA_BYTES.pro)).toBe('0 B de 1 GB usados');
    expect(formatStorage(870 * 1024)).toBe('870 KB');
    expect(mediaUsageText(5, null)).toBeNull();
  });

  it('lists the prices of the spec: Free R$0, Pro R$47, Max R$97', () => {
    expect(PLAN_CATALOGUE.map((p) => [p.id, p.priceBRL])).toEqual([
      ['free', 0],
      ['pro', 47],
      ['max', 97],
    ]);
    expect(PLAN_CATALOGUE[0]?.features[0]).toBe('Até 10 favoritos');
  });
});

describe('texts', () => {
  it('names the limit and the way up when refusing', () => {
    expect(PLAN_LIMIT_MESSAGES.favorites(10)).toBe(
      'O plano Free permite até 10 favoritos. Faça upgrade para o Pro para salvar mais.',
    );
    expect(PLAN_LIMIT_MESSAGES.folders).toContain('upgrade para o Pro');
  });

  it('shows usage only for a limited plan', () => {
    expect(favoritesUsageText(7, 10)).toBe('7 de 10 favoritos');
    expect(favoritesUsageText(70, null)).toBeNull();
  });

  it('prefills the support message with the current and the wanted plan', () => {
    expect(upgradeMessage('pro', 'free')).toBe(
      'Olá! Estou no plano Free do SniperAds e quero contratar o plano Pro.',
    );
    expect(upgradeMessage('max', 'max')).toContain('dúvida sobre o meu plano');
  });
});

describe('planForPayment', () => {
  it('names the plan whose monthly price was paid in BRL, and nothing for any other amount', () => {
    expect(planForPayment(4700, 'brl')).toBe('pro');
    expect(planForPayment(9700, 'BRL')).toBe('max');
    expect(planForPayment(0, 'BRL')).toBeNull();
    expect(planForPayment(2350, 'BRL')).toBeNull();
    expect(planForPayment(4700, 'usd')).toBeNull();
  });
});
