import { TRIAL_MESSAGES } from '@sniperads/contract';
import { describe, expect, it } from 'vitest';
import {
  createApiToken,
  createUser,
  expectStatus,
  testClient,
  userSession,
  useSession,
  useTestApp,
} from '../../../test/helpers/app';
import { createAd, daysAgo, daysFromNow } from '../../../test/helpers/factories';

const t = useTestApp();
const admin = useSession(t, { role: 'admin' });

describe('per-account counts in the admin area', () => {
  it('match what the user made, on the list, the detail and the user dashboard', async () => {
    const ana = await userSession(t, { plan: 'pro', email: 'ana@contagem.test' });
    const api = ana.api;
    // 2 by URL (manual), 1 from the library heart, 2 through the extension's token.
    for (const n of [1, 2])
      expectStatus(await api.favorites.createFavorite({ body: { url: `https://exemplo.com/${n}` } }), 201);
    const ad = await createAd(t.database);
    expectStatus(await api.favorites.addAdToFavorites({ params: { id: ad.id }, body: {} }), 201);
    const extension = testClient(t.app, await createApiToken(t.database, ana.user.id));
    for (const n of [3, 4])
      expectStatus(
        await extension.favorites.createFavorite({ body: { url: `https://exemplo.com/ext-${n}` } }),
        201,
      );
    for (const name of ['Saúde', 'Pets', 'Moda'])
      expectStatus(await api.folders.createFolder({ body: { name } }), 201);
    for (const id of ['6003139266461', '6003020834693'])
      expectStatus(
        await api.interests.createFavoriteInterest({ body: { interest_id: id, name: `Interesse ${id}` } }),
        201,
      );
    // Someone else's rows never leak into Ana's counts.
    const other = await userSession(t, { plan: 'pro' });
    expectStatus(await other.api.favorites.createFavorite({ body: { url: 'https://exemplo.com/1' } }), 201);

    const expected = {
      total_favorites: 5,
      total_folders: 3,
      total_favorite_interests: 2,
      total_ads_saved: 3,
    };
    const list = expectStatus(
      await admin.api.admin.getUsers({ query: { search: 'ana@contagem.test' } }),
      200,
    );
    expect(list.data[0]?.stats).toEqual(expected);
    const detail = expectStatus(await admin.api.admin.getUser({ params: { id: ana.user.id } }), 200);
    expect(detail.data.stats).toEqual(expected);
    const dashboard = expectStatus(await api.dashboard.getDashboard(), 200);
    expect(dashboard.data.stats).toEqual({
      favorites_count: expected.total_favorites,
      favorite_interests_count: expected.total_favorite_interests,
      total_ads_saved: expected.total_ads_saved,
    });
    const usage = expectStatus(await api.profile.getPlan(), 200);
    expect(usage.data.usage).toMatchObject({ favorites: 5, folders: 3, favorite_interests: 2 });
  });

  it('reads zero for an account with nothing, next to one with everything on the same page', async () => {
    const empty = await createUser(t.database, { email: 'vazia@contagem.test' });
    const list = expectStatus(await admin.api.admin.getUsers({ query: { search: 'contagem.test' } }), 200);
    const row = list.data.find((u) => u.id === empty.id);
    expect(row?.stats).toEqual({
      total_favorites: 0,
      total_folders: 0,
      total_favorite_interests: 0,
      total_ads_saved: 0,
    });
    expect(list.data.find((u) => u.email === 'ana@contagem.test')?.stats.total_favorites).toBe(5);
  });
});

describe("one definition of 'em trial'", () => {
  it('gives the dashboard the same numbers as the users filter', async () => {
    await createUser(t.database, { email: 'run1@trial-count.test', trial: { daysLeft: 5 } });
    await createUser(t.database, { email: 'run2@trial-count.test', trial: { daysLeft: 1 } });
    await createUser(t.database, { email: 'exp@trial-count.test', trial: 'expired' });
    // Ended a minute ago: expired, though "today" by the calendar.
    await createUser(t.database, {
      email: 'exp2@trial-count.test',
      isTrial: true,
      trialStartedAt: daysAgo(3),
      trialEndsAt: new Date(Date.now() - 60_000),
    });
    await createUser(t.database, { email: 'none@trial-count.test' });
    const dashboard = expectStatus(await admin.api.admin.getDashboard(), 200).data;
    const total = async (trial: 'running' | 'expired' | 'none', search?: string) =>
      expectStatus(await admin.api.admin.getUsers({ query: { trial, ...(search ? { search } : {}) } }), 200)
        .meta.total;
    expect(await total('running')).toBe(dashboard.trial_users);
    expect(await total('expired')).toBe(dashboard.expired_trials);
    expect(await total('running', 'trial-count.test')).toBe(2);
    expect(await total('expired', 'trial-count.test')).toBe(2);
    expect(await total('none', 'trial-count.test')).toBe(1);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?trial=talvez',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Filtro de trial inválido' });
  });
});

describe('trial dates an admin may set', () => {
  it('refuses a trial starting in the future, when creating and when editing', async () => {
    const api = admin.api.admin;
    const created = await api.createUser({
      body: {
        name: 'Futura',
        email: 'futura@trial-datas.test',
        password: '123456',
        is_trial: true,
        trial_started_at: daysFromNow(2).toISOString(),
        trial_ends_at: daysFromNow(5).toISOString(),
      },
    });
    expect(expectStatus(created, 400)).toMatchObject({
      message: TRIAL_MESSAGES.startInFuture,
      errors: { trial_started_at: [TRIAL_MESSAGES.startInFuture] },
    });
    const target = await createUser(t.database);
    const edited = await api.updateUser({
      params: { id: target.id },
      body: {
        is_trial: true,
        trial_started_at: daysFromNow(1).toISOString(),
        trial_ends_at: daysFromNow(4).toISOString(),
      },
    });
    expect(expectStatus(edited, 400).message).toBe(TRIAL_MESSAGES.startInFuture);
    const noEnd = await api.updateUser({
      params: { id: target.id },
      body: { is_trial: true, trial_started_at: new Date().toISOString() },
    });
    expect(expectStatus(noEnd, 400).errors?.trial_ends_at).toEqual([TRIAL_MESSAGES.endRequired]);
  });

  it('refuses a deactivation that would end a trial before it starts, and leaves the account as it was', async () => {
    // An older row whose trial was scheduled ahead (before this rule existed).
    const target = await createUser(t.database, {
      isTrial: true,
      trialStartedAt: daysFromNow(2),
      trialEndsAt: daysFromNow(9),
    });
    const api = admin.api.admin;
    const off = await api.updateUser({
      params: { id: target.id },
      body: { is_trial: false, trial_ends_at: new Date().toISOString() },
    });
    expect(expectStatus(off, 400)).toMatchObject({
      message: TRIAL_MESSAGES.endedBeforeStart,
      errors: { trial_ends_at: [TRIAL_MESSAGES.endedBeforeStart] },
    });
    expect(expectStatus(await api.getUser({ params: { id: target.id } }), 200).data.is_trial).toBe(true);
    // Renaming that account still works: its stored start is not being changed.
    const renamed = await api.updateUser({ params: { id: target.id }, body: { name: 'Nome Novo' } });
    expect(expectStatus(renamed, 200).data.name).toBe('Nome Novo');
  });
});
