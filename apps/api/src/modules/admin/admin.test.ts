import { ADMIN_MESSAGES, type AdminDashboardStats, contract } from '@sniperads/contract';
import { isAppRoute } from '@ts-rest/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  createApiToken,
  createUser,
  expectStatus,
  login,
  userSession,
  useSession,
  useTestApp,
} from '../../../test/helpers/app';
import { createFavorite, createFolder, daysAgo } from '../../../test/helpers/factories';
import { apiTokens, auditLog, sessions, users } from '../../db/schema';

const t = useTestApp();
const admin = useSession(t, { role: 'admin', email: 'chefe@sniperads.test' });

const adminRoutes = Object.values(contract.admin).filter(isAppRoute);

describe('admin gates', () => {
  it('answers 403 to regular users, testers and API tokens on every admin route', async () => {
    const tester = await userSession(t, { role: 'tester' });
    const owner = await createUser(t.database, { role: 'admin' });
    const adminsToken = await createApiToken(t.database, owner.id);
    expect(adminRoutes.length).toBe(8);
    for (const route of adminRoutes) {
      const url = route.path.replace(':id', owner.id);
      for (const token of [tester.token, adminsToken]) {
        const res = await t.app.inject({
          method: route.method,
          url,
          headers: bearer(token),
          payload: route.method === 'GET' ? undefined : {},
        });
        expect(res.statusCode, `${route.method} ${url}`).toBe(403);
      }
    }
  });
});

describe('admin dashboard', () => {
  it('counts users (administrators aside), trials, sign-ups, favorites and folders in the database', async () => {
    const stats = async () => expectStatus(await admin.api.admin.getDashboard(), 200).data;
    const before = await stats();
    const trial = await createUser(t.database, { trial: { daysLeft: 5 } });
    await createUser(t.database, { trial: 'expired' });
    await createUser(t.database, { createdAt: daysAgo(10) });
    await createUser(t.database, { createdAt: daysAgo(60) });
    // A new administrator is staff: neither a user nor a sign-up of today.
    await createUser(t.database, { role: 'admin' });
    await createFavorite(t.database, trial.id);
    await createFolder(t.database, trial.id);
    const after = await stats();
    const grew = (key: keyof Omit<AdminDashboardStats, 'generated_at'>) => after[key] - before[key];
    expect({
      total_users: grew('total_users'),
      trial_users: grew('trial_users'),
      expired_trials: grew('expired_trials'),
      new_users_today: grew('new_users_today'),
      new_users_week: grew('new_users_week'),
      new_users_month: grew('new_users_month'),
      total_favorites: grew('total_favorites'),
      total_folders: grew('total_folders'),
    }).toEqual({
      total_users: 4,
      trial_users: 1,
      expired_trials: 1,
      new_users_today: 2,
      new_users_week: 2,
      new_users_month: 3,
      total_favorites: 1,
      total_folders: 1,
    });
  });
});

describe('admin users', () => {
  it('lists with search, filters, pagination and a whitelisted order', async () => {
    await createUser(t.database, { name: 'Joana Prado', email: 'joana@busca.test', location: 'Recife' });
    await createUser(t.database, { name: 'Pedro Lima', email: 'pedro@busca.test', trial: { daysLeft: 2 } });
    const list = async (query: Parameters<typeof admin.api.admin.getUsers>[0]) =>
      expectStatus(await admin.api.admin.getUsers(query), 200);
    const byLocation = await list({ query: { search: 'recife' } });
    expect(byLocation.data.map((u) => u.name)).toEqual(['Joana Prado']);
    const trials = await list({ query: { search: 'busca.test', trial: 'running' } });
    expect(trials.data).toHaveLength(1);
    expect(trials.data[0]).toMatchObject({ name: 'Pedro Lima', trial_days_remaining: 2 });
    const page = await list({
      query: { search: 'busca.test', limit: 1, page: 2, order_by: 'name', order_direction: 'asc' },
    });
    expect(page.data[0]?.name).toBe('Pedro Lima');
    expect(page.meta).toMatchObject({ total: 2, current_page: 2, last_page: 2, from: 2, to: 2 });
    expect((await list({ query: { search: '%' } })).meta.total).toBe(0);
    const evil = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?order_by=password_hash',
      headers: bearer(admin.token),
    });
    expect(evil.statusCode).toBe(400);
    expect(evil.json().message).toBe('Ordenação inválida');
    const row = byLocation.data[0];
    expect(row).toMatchObject({
      stats: { total_favorites: 0, total_folders: 0, total_favorite_interests: 0, total_ads_saved: 0 },
      notifications: { enabled: true, email_enabled: true, push_enabled: false },
      push_devices: 0,
      activity: { is_active: false, last_activity_human: 'Nunca' },
    });
    expect(JSON.stringify(row)).not.toContain('argon2');
  });

  it('creates users with the rules and messages of the dialog', async () => {
    const api = admin.api.admin;
    const bad = await api.createUser({ body: { name: 'A', email: 'x', password: '123' } });
    expect(expectStatus(bad, 400).errors).toMatchObject({
      name: ['Nome deve ter pelo menos 2 caracteres'],
      email: ['Formato de email inválido'],
      password: ['Senha deve ter pelo menos 6 caracteres'],
    });
    const noStart = await api.createUser({
      body: { name: 'Bia', email: 'bia@x.test', password: '123456', is_trial: true },
    });
    expect(expectStatus(noStart, 400).errors?.trial_started_at).toEqual([
      'Data de início do trial é obrigatória',
    ]);
    const start = new Date();
    const res = await api.createUser({
      body: {
        name: 'Bia Testadora',
        email: 'BIA@x.test',
        password: '123456',
        is_test: true,
        is_trial: true,
        trial_started_at: start.toISOString(),
        trial_ends_at: new Date(start.getTime() + 10 * 86_400_000).toISOString(),
      },
    });
    expect(expectStatus(res, 201).data).toMatchObject({
      email: 'bia@x.test',
      is_test: true,
      is_trial: true,
      trial_days_remaining: 10,
    });
    await login(t.app, { email: 'bia@x.test', password: '123456' });
    const dup = await api.createUser({ body: { name: 'Outra', email: 'bia@x.test', password: '123456' } });
    expect(dup.status).toBe(409);
  });

  it('activates, deactivates and marks paid, each audited', async () => {
    const target = await createUser(t.database, { email: 'alvo@trial.test' });
    const api = admin.api.admin;
    const update = (body: Parameters<typeof api.updateUser>[0]['body']) =>
      api.updateUser({ params: { id: target.id }, body });
    const now = new Date();
    const on = await update({
      is_trial: true,
      trial_started_at: now.toISOString(),
      trial_ends_at: new Date(now.getTime() + 3 * 86_400_000).toISOString(),
    });
    expect(expectStatus(on, 200).data).toMatchObject({ is_trial: true, trial_days_remaining: 3 });
    const off = await update({ is_trial: false, trial_ends_at: new Date().toISOString() });
    expect(expectStatus(off, 200).data).toMatchObject({ is_trial: false, trial_days_remaining: null });
    const paid = await update({ is_trial: false, trial_ends_at: new Date().toISOString(), plan: 'pro' });
    expect(expectStatus(paid, 200).data.plan).toBe('pro');
    const backwards = await update({
      trial_started_at: now.toISOString(),
      trial_ends_at: daysAgo(1).toISOString(),
    });
    expect(backwards.status).toBe(400);

    const audit = expectStatus(await api.getAudit({ query: { search: 'alvo@trial.test' } }), 200);
    expect(audit.data.map((e) => e.action)).toEqual(['user.mark_paid', 'user.trial_off', 'user.trial_on']);
    expect(audit.data[0]).toMatchObject({
      actor_email: admin.user.email,
      target_id: target.id,
      target_label: 'alvo@trial.test',
    });
    const filtered = await api.getAudit({ query: { action: 'user.trial_on', search: 'alvo' } });
    expect(expectStatus(filtered, 200).meta.total).toBe(1);
  });

  it('sets a password, signing the user out everywhere', async () => {
    const target = await userSession(t);
    const api = admin.api.admin;
    const setPassword = (password: string) =>
      api.setUserPassword({ params: { id: target.user.id }, body: { password } });
    expect(expectStatus(await setPassword(''), 400).message).toBe('Por favor, digite uma nova senha');
    expect(expectStatus(await setPassword('12345'), 400).message).toBe(
      'A senha deve ter pelo menos 6 caracteres',
    );
    expect(expectStatus(await setPassword('nova123'), 200).message).toBe(ADMIN_MESSAGES.passwordChanged);
    expect((await target.api.auth.me()).status).toBe(401);
    await login(t.app, { email: target.user.email, password: 'nova123' });
  });

  it('deletes a user with all their data in one go and keeps the audit entry', async () => {
    const target = await userSession(t, { email: 'sai@delete.test' });
    const id = target.user.id;
    await createApiToken(t.database, id);
    const api = admin.api.admin;
    const res = await api.deleteUser({ params: { id } });
    expect(res.body).toEqual({ success: true, message: ADMIN_MESSAGES.deleted });
    expect(await t.database.db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect(await t.database.db.select().from(apiTokens).where(eq(apiTokens.userId, id))).toEqual([]);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entry).toMatchObject({
      action: 'user.delete',
      targetLabel: 'sai@delete.test',
      actorId: admin.user.id,
    });
    expect((await api.getUser({ params: { id } })).status).toBe(404);
    expect((await api.deleteUser({ params: { id } })).status).toBe(404);
    expect((await target.api.auth.me()).status).toBe(401);
  });

  it('does not let an admin delete or demote themself', async () => {
    const self = await userSession(t, { role: 'admin' });
    const api = self.api.admin;
    const params = { id: self.user.id };
    const del = expectStatus(await api.deleteUser({ params }), 403);
    expect(del.message).toBe(ADMIN_MESSAGES.cannotDeleteSelf);
    const demote = expectStatus(await api.updateUser({ params, body: { is_admin: false } }), 403);
    expect(demote.message).toBe(ADMIN_MESSAGES.cannotDemoteSelf);
    const [me] = await t.database.db.select().from(users).where(eq(users.id, self.user.id));
    expect(me!.isAdmin).toBe(true);
    // Another admin can be demoted.
    const other = await createUser(t.database, { role: 'admin' });
    const demoted = await api.updateUser({ params: { id: other.id }, body: { is_admin: false } });
    expect(expectStatus(demoted, 200).data.is_admin).toBe(false);
  });
});
