import { PLAN_LIMIT_MESSAGES } from '@sniperads/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createApiToken,
  expectStatus,
  testClient,
  type UserSession,
  userSession,
  useSession,
  useTestApp,
} from '../../../test/helpers/app';
import { createAd, createFavorite } from '../../../test/helpers/factories';

const t = useTestApp();
const admin = useSession(t, { role: 'admin' });
afterEach(() => vi.useRealTimers());

const LIMIT_ENVELOPE = { success: false, code: 'PLAN_LIMIT', message: PLAN_LIMIT_MESSAGES.favorites(10) };
let n = 0;
const saveByUrl = (s: UserSession) =>
  s.api.favorites.createFavorite({ body: { url: `https://exemplo.com/anuncio-${++n}` } });
const fill = async (s: UserSession, count: number) => {
  for (let i = 0; i < count; i++) await createFavorite(t.database, s.user.id);
};
const favoritesTotal = async (s: UserSession) =>
  expectStatus(await s.api.favorites.getFavorites({ query: { per_page: 20 } }), 200).meta.total;

describe('the Free plan', () => {
  it('saves 10 favorites, then refuses the 11th on every path with a 403 PLAN_LIMIT naming the way up', async () => {
    const free = await userSession(t);
    const usage = async () => expectStatus(await free.api.profile.getPlan(), 200).data;
    expect(await usage()).toMatchObject({
      plan: 'free',
      effective_plan: 'free',
      plan_source: 'free',
      limits: { favorites: 10, folders: false, hidden_interests: false },
      usage: { favorites: 0 },
    });
    await fill(free, 9);
    expectStatus(await saveByUrl(free), 201);
    expect((await usage()).usage.favorites).toBe(10);

    const byUrl = await saveByUrl(free);
    expect(byUrl.status).toBe(403);
    expect(byUrl.body).toEqual(LIMIT_ENVELOPE);
    const ad = await createAd(t.database);
    const heart = await free.api.favorites.addAdToFavorites({ params: { id: ad.id }, body: {} });
    expect(heart.body).toEqual(LIMIT_ENVELOPE);
    const extension = testClient(t.app, await createApiToken(t.database, free.user.id));
    const fromExtension = await extension.favorites.createFavorite({
      body: { url: 'https://exemplo.com/ext' },
    });
    expect(fromExtension.body).toEqual(LIMIT_ENVELOPE);
    const extensionHeart = await extension.favorites.addAdToFavorites({ params: { id: ad.id }, body: {} });
    expect(extensionHeart.status).toBe(403);
    // The extension still feeds the shared library: capture is not a favorite.
    expect(await favoritesTotal(free)).toBe(10);
  });

  it('answers a duplicate URL with its own 409 even at the limit', async () => {
    const free = await userSession(t);
    await fill(free, 9);
    const url = 'https://exemplo.com/repetido';
    expectStatus(await free.api.favorites.createFavorite({ body: { url } }), 201);
    expect((await free.api.favorites.createFavorite({ body: { url } })).status).toBe(409);
  });

  it('never passes the limit under concurrent saves', async () => {
    const free = await userSession(t);
    await fill(free, 7);
    const results = await Promise.all(Array.from({ length: 8 }, () => saveByUrl(free)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 403)).toHaveLength(5);
    expect(await favoritesTotal(free)).toBe(10);
  });

  it('refuses the hidden-interests search, saving interests and the oculto list, but keeps what was saved', async () => {
    const free = await userSession(t);
    const api = free.api.interests;
    const refused = { success: false, code: 'PLAN_LIMIT', message: PLAN_LIMIT_MESSAGES.hiddenInterests };
    expect((await api.searchInterests({ query: { search: 'fitness' } })).body).toEqual(refused);
    expect((await api.createFavoriteInterest({ body: { interest_id: '1', name: 'Fitness' } })).body).toEqual(
      refused,
    );
    expect((await api.createTrackedInterest({ body: { nome: 'Academia' } })).body).toEqual(refused);
    expect(expectStatus(await api.getTrackedInterests({ query: {} }), 200).data).toEqual([]);
    expect(expectStatus(await api.getFavoriteInterests(), 200).data).toEqual([]);
  });
});

describe('trials and paid plans', () => {
  it('gives a running trial Pro, falls to Free when it ends, and Pro again once marked paid', async () => {
    // Only Date is faked: the session's access token (60 min) stays valid across the trial's end.
    const start = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const trial = await userSession(t, {
      isTrial: true,
      trialStartedAt: start,
      trialEndsAt: new Date(start.getTime() + 30 * 60_000),
    });
    await fill(trial, 11);
    expectStatus(await saveByUrl(trial), 201);
    expect(expectStatus(await trial.api.folders.createFolder({ body: { name: 'No trial' } }), 201));
    const me = async () => expectStatus(await trial.api.auth.me(), 200).data;
    expect(await me()).toMatchObject({ plan: 'free', effective_plan: 'pro', plan_source: 'trial' });

    vi.setSystemTime(new Date(start.getTime() + 45 * 60_000));
    expect(await me()).toMatchObject({ plan: 'free', effective_plan: 'free', plan_source: 'free' });
    const over = await saveByUrl(trial);
    expect(over.body).toEqual(LIMIT_ENVELOPE);
    expect((await trial.api.folders.createFolder({ body: { name: 'Depois' } })).status).toBe(403);
    // Everything saved during the trial stays readable.
    expect(await favoritesTotal(trial)).toBe(12);
    expect(expectStatus(await trial.api.folders.getFolders(), 200).data).toHaveLength(1);

    const paid = await admin.api.admin.updateUser({
      params: { id: trial.user.id },
      body: { is_trial: false, trial_ends_at: new Date().toISOString(), plan: 'pro' },
    });
    expect(expectStatus(paid, 200).data).toMatchObject({
      plan: 'pro',
      effective_plan: 'pro',
      plan_source: 'paid',
    });
    expectStatus(await saveByUrl(trial), 201);
  });

  it('lets an admin set any plan, audited, and a downgrade keeps every favorite readable', async () => {
    const user = await userSession(t, { plan: 'max', email: 'plano@limites.test' });
    await fill(user, 14);
    const setPlan = (plan: 'free' | 'pro' | 'max') =>
      admin.api.admin.updateUser({ params: { id: user.user.id }, body: { plan } });
    expect(expectStatus(await setPlan('free'), 200).data).toMatchObject({
      plan: 'free',
      effective_plan: 'free',
    });
    expect(await favoritesTotal(user)).toBe(14);
    expect((await saveByUrl(user)).status).toBe(403);
    const list = expectStatus(await user.api.favorites.getFavorites({ query: { per_page: 20 } }), 200);
    expect(list.data).toHaveLength(14);
    // Deleting one still leaves it above the limit: adding stays refused until it is under 10.
    expectStatus(await user.api.favorites.deleteFavorite({ params: { id: list.data[0]!.id } }), 200);
    expect((await saveByUrl(user)).status).toBe(403);

    expect(expectStatus(await setPlan('pro'), 200).data.effective_plan).toBe('pro');
    expectStatus(await saveByUrl(user), 201);
    const audit = expectStatus(
      await admin.api.admin.getAudit({ query: { search: 'plano@limites.test', action: 'user.plan' } }),
      200,
    );
    expect(audit.data.map((e) => e.details)).toEqual([{ plan: 'pro' }, { plan: 'free' }]);
  });

  it('never limits admins', async () => {
    await fill(admin, 10);
    expectStatus(await saveByUrl(admin), 201);
  });
});
