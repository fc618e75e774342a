import { ADMIN_MESSAGES, contract } from '@sniperads/contract';
import { isAppRoute } from '@ts-rest/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createUser, login, type TestContext } from '../../../test/helpers/app';
import { apiTokens, auditLog, sessions, users } from '../../db/schema';
import { sha256 } from '../../lib/secrets';

let t: TestContext;
let admin: Awaited<ReturnType<typeof createUser>>;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.database, { isAdmin: true, email: 'chefe@sniperads.test' });
  adminHeaders = bearer(await login(t.app, { email: admin.email, password: admin.password }));
});
afterAll(async () => t.close());

const as = (headers: Record<string, string>) => ({
  get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
  post: (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload }),
  put: (url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers, payload }),
  del: (url: string) => t.app.inject({ method: 'DELETE', url, headers }),
});

const adminRoutes = Object.values(contract.admin).filter(isAppRoute);
const DAY = 86_400_000;

describe('admin gates', () => {
  it('answers 403 to regular users, testers and API tokens on every admin route', async () => {
    const regular = await createUser(t.database, { isTest: true });
    const headers = bearer(await login(t.app, { email: regular.email, password: regular.password }));
    const raw = `sa_ADMINPROBE01_${'z'.repeat(43)}`;
    await t.database.db.insert(apiTokens).values({
      userId: admin.id,
      name: 'token do admin',
      prefix: 'ADMINPROBE01',
      secretHash: sha256(raw),
      abilities: ['read:ads', 'write:ads', 'write:favorites'],
    });
    expect(adminRoutes.length).toBe(8);
    for (const route of adminRoutes) {
      const url = route.path.replace(':id', admin.id);
      for (const h of [headers, bearer(raw)]) {
        const res = await t.app.inject({
          method: route.method,
          url,
          headers: h,
          payload: route.method === 'GET' ? undefined : {},
        });
        expect(res.statusCode, `${route.method} ${url}`).toBe(403);
      }
    }
  });
});

describe('admin dashboard', () => {
  it('counts users, trials and sign-ups in the database', async () => {
    const now = Date.now();
    await createUser(t.database, { isTrial: true, trialEndsAt: new Date(now + 5 * DAY) });
    await createUser(t.database, { isTrial: true, trialEndsAt: new Date(now - DAY) });
    await createUser(t.database, { createdAt: new Date(now - 10 * DAY) });
    await createUser(t.database, { createdAt: new Date(now - 60 * DAY) });
    const res = await as(adminHeaders).get('/api/admin/dashboard');
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    const all = await t.database.db.select().from(users);
    const month = all.filter((u) => u.createdAt.getTime() > now - 30 * DAY);
    expect(d).toMatchObject({
      total_users: all.length,
      trial_users: all.filter((u) => u.isTrial && u.trialEndsAt! > new Date()).length,
      expired_trials: all.filter((u) => u.isTrial && u.trialEndsAt! <= new Date()).length,
      new_users_month: month.length,
      new_users_week: month.length - 1,
      total_favorites: 0,
      total_folders: 0,
    });
    expect(d.expired_trials).toBe(1);
    expect(d.new_users_today).toBeGreaterThanOrEqual(1);
  });
});

describe('admin users', () => {
  it('lists with search, filters, pagination and a whitelisted order', async () => {
    await createUser(t.database, { name: 'Joana Prado', email: 'joana@busca.test', location: 'Recife' });
    await createUser(t.database, {
      name: 'Pedro Lima',
      email: 'pedro@busca.test',
      isTrial: true,
      trialEndsAt: new Date(Date.now() + 2 * DAY),
    });
    const api = as(adminHeaders);
    const byLocation = await api.get('/api/admin/users?search=recife');
    expect(byLocation.json().data.map((u: { name: string }) => u.name)).toEqual(['Joana Prado']);
    const trials = await api.get('/api/admin/users?search=busca.test&is_trial=true');
    expect(trials.json().data).toHaveLength(1);
    expect(trials.json().data[0]).toMatchObject({ name: 'Pedro Lima', trial_days_remaining: 2 });
    const page = await api.get(
      '/api/admin/users?search=busca.test&limit=1&page=2&order_by=name&order_direction=asc',
    );
    expect(page.json().data[0].name).toBe('Pedro Lima');
    expect(page.json().meta).toMatchObject({ total: 2, current_page: 2, last_page: 2, from: 2, to: 2 });
    const like = await api.get('/api/admin/users?search=%25');
    expect(like.json().meta.total).toBe(0);
    const evil = await api.get('/api/admin/users?order_by=password_hash');
    expect(evil.statusCode).toBe(400);
    expect(evil.json().message).toBe('Ordenação inválida');
    const row = byLocation.json().data[0];
    expect(row).toMatchObject({
      stats: { total_favorites: 0, total_folders: 0, total_favorite_interests: 0, total_ads_saved: 0 },
      notifications: { enabled: true, email_enabled: true, push_enabled: false },
      profile: { has_firebase_token: false },
      activity: { is_active: false, last_activity_human: 'Nunca' },
    });
    expect(JSON.stringify(row)).not.toContain('argon2');
  });

  it('creates users with the rules and messages of the dialog', async () => {
    const api = as(adminHeaders);
    const bad = await api.post('/api/admin/users', { name: 'A', email: 'x', password: '123' });
    expect(bad.json().errors).toMatchObject({
      name: ['Nome deve ter pelo menos 2 caracteres'],
      email: ['Formato de email inválido'],
      password: ['Senha deve ter pelo menos 6 caracteres'],
    });
    const noStart = await api.post('/api/admin/users', {
      name: 'Bia',
      email: 'bia@x.test',
      password: '123456',
      is_trial: true,
    });
    expect(noStart.json().errors.trial_started_at).toEqual(['Data de início do trial é obrigatória']);
    const start = new Date();
    const res = await api.post('/api/admin/users', {
      name: 'Bia Testadora',
      email: 'BIA@x.test',
      password: '123456',
      is_test: true,
      is_trial: true,
      trial_started_at: start.toISOString(),
      trial_ends_at: new Date(start.getTime() + 10 * DAY).toISOString(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      email: 'bia@x.test',
      is_test: true,
      is_trial: true,
      trial_days_remaining: 10,
    });
    await login(t.app, { email: 'bia@x.test', password: '123456' });
    const dup = await api.post('/api/admin/users', {
      name: 'Outra',
      email: 'bia@x.test',
      password: '123456',
    });
    expect(dup.statusCode).toBe(409);
  });

  it('activates, deactivates and marks paid, each audited', async () => {
    const target = await createUser(t.database, { email: 'alvo@trial.test' });
    const api = as(adminHeaders);
    const now = new Date();
    const on = await api.put(`/api/admin/users/${target.id}`, {
      is_trial: true,
      trial_started_at: now.toISOString(),
      trial_ends_at: new Date(now.getTime() + 3 * DAY).toISOString(),
    });
    expect(on.json().data).toMatchObject({ is_trial: true, trial_days_remaining: 3 });
    const off = await api.put(`/api/admin/users/${target.id}`, {
      is_trial: false,
      trial_ends_at: new Date().toISOString(),
    });
    expect(off.json().data).toMatchObject({ is_trial: false, trial_days_remaining: null });
    const paid = await api.put(`/api/admin/users/${target.id}`, {
      is_trial: false,
      trial_ends_at: new Date().toISOString(),
      plan: 'pro',
    });
    expect(paid.json().data.plan).toBe('pro');
    const backwards = await api.put(`/api/admin/users/${target.id}`, {
      trial_started_at: now.toISOString(),
      trial_ends_at: new Date(now.getTime() - DAY).toISOString(),
    });
    expect(backwards.statusCode).toBe(400);

    const audit = await api.get('/api/admin/audit?search=alvo@trial.test');
    const actions = audit.json().data.map((e: { action: string }) => e.action);
    expect(actions).toEqual(['user.mark_paid', 'user.trial_off', 'user.trial_on']);
    expect(audit.json().data[0]).toMatchObject({
      actor_email: admin.email,
      target_id: target.id,
      target_label: 'alvo@trial.test',
    });
    const filtered = await api.get('/api/admin/audit?action=user.trial_on&search=alvo');
    expect(filtered.json().meta.total).toBe(1);
  });

  it('sets a password, signing the user out everywhere', async () => {
    const target = await createUser(t.database);
    const theirs = bearer(await login(t.app, { email: target.email, password: target.password }));
    const api = as(adminHeaders);
    const empty = await api.put(`/api/admin/users/${target.id}/password`, { password: '' });
    expect(empty.json().message).toBe('Por favor, digite uma nova senha');
    const short = await api.put(`/api/admin/users/${target.id}/password`, { password: '12345' });
    expect(short.json().message).toBe('A senha deve ter pelo menos 6 caracteres');
    const ok = await api.put(`/api/admin/users/${target.id}/password`, { password: 'nova123' });
    expect(ok.json().message).toBe(ADMIN_MESSAGES.passwordChanged);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: theirs })).statusCode).toBe(
      401,
    );
    await login(t.app, { email: target.email, password: 'nova123' });
  });

  it('deletes a user with all their data in one go and keeps the audit entry', async () => {
    const target = await createUser(t.database, { email: 'sai@delete.test' });
    await login(t.app, { email: target.email, password: target.password });
    await t.database.db
      .insert(apiTokens)
      .values({ userId: target.id, name: 't', prefix: 'DELETEPREFX1', secretHash: sha256('x') });
    const api = as(adminHeaders);
    const res = await api.del(`/api/admin/users/${target.id}`);
    expect(res.json()).toEqual({ success: true, message: ADMIN_MESSAGES.deleted });
    expect(await t.database.db.select().from(users).where(eq(users.id, target.id))).toEqual([]);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, target.id))).toEqual([]);
    expect(await t.database.db.select().from(apiTokens).where(eq(apiTokens.userId, target.id))).toEqual([]);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, target.id));
    expect(entry).toMatchObject({ action: 'user.delete', targetLabel: 'sai@delete.test', actorId: admin.id });
    expect((await api.get(`/api/admin/users/${target.id}`)).statusCode).toBe(404);
    expect((await api.del(`/api/admin/users/${target.id}`)).statusCode).toBe(404);
  });

  it('does not let an admin delete or demote themself', async () => {
    const api = as(adminHeaders);
    const del = await api.del(`/api/admin/users/${admin.id}`);
    expect(del.statusCode).toBe(403);
    expect(del.json().message).toBe(ADMIN_MESSAGES.cannotDeleteSelf);
    const demote = await api.put(`/api/admin/users/${admin.id}`, { is_admin: false });
    expect(demote.statusCode).toBe(403);
    expect(demote.json().message).toBe(ADMIN_MESSAGES.cannotDemoteSelf);
    const [me] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(me!.isAdmin).toBe(true);
    // Another admin can be demoted.
    const other = await createUser(t.database, { isAdmin: true });
    expect((await api.put(`/api/admin/users/${other.id}`, { is_admin: false })).json().data.is_admin).toBe(
      false,
    );
  });
});
