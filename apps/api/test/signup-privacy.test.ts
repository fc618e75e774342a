import { AUTH_MESSAGES, SIGNUP_SENT_MESSAGE } from '@sniperads/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, pendingSignups, users } from '../src/db/schema';
import { createUser, expectStatus, testClient, useTestApp } from './helpers/app';

/**
 * Issue 25: sign-up answered 409 'Este email já está cadastrado.' for a registered address, so
 * anyone could test which emails have an account. Now every sign-up answers the same and the
 * account is made by the emailed link.
 */
const t = useTestApp();
const api = testClient(t);

let n = 0;
const signUp = (email: string, password = 'Segura123') =>
  api.auth.register({
    body: { name: 'Sondagem', email, phone: '11987654321', password, password_confirmation: password },
  });
const mailsTo = (email: string) =>
  t.database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.createdAt);
const linkIn = (text: string) => decodeURIComponent(/confirmar-email\?token=(\S+)/.exec(text)![1]!);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('sign-up does not reveal a registered email', () => {
  it('answers a registered and a new email with the same status and body, in about the same time', async () => {
    const owner = await createUser(t.database);
    const answers = new Set<string>();
    const times = { registered: [] as number[], new: [] as number[] };
    // Interleaved, so a slower moment of the machine weighs on both kinds alike.
    for (let round = 0; round < 9; round++) {
      for (const kind of ['registered', 'new'] as const) {
        const email = kind === 'registered' ? owner.email : `nova-${++n}@example.com`;
        const started = performance.now();
        const res = await signUp(email);
        times[kind].push(performance.now() - started);
        answers.add(JSON.stringify({ status: res.status, body: res.body }));
      }
    }
    expect([...answers]).toEqual([
      JSON.stringify({ status: 202, body: { success: true, message: SIGNUP_SENT_MESSAGE } }),
    ]);
    const medians = { registered: median(times.registered), new: median(times.new) };
    console.info(`sign-up median ms: ${JSON.stringify(medians)}`);
    expect(
      Math.max(medians.registered, medians.new) / Math.min(medians.registered, medians.new),
    ).toBeLessThan(1.5);
  });

  it('mails the owner of a registered email instead, and leaves the account as it was', async () => {
    const owner = await createUser(t.database);
    expect((await signUp(owner.email, 'Intrusa123')).status).toBe(202);
    const [notice, ...more] = await mailsTo(owner.email);
    expect(more).toEqual([]);
    expect(notice!.subject).toBe('SniperAds — tentativa de cadastro com seu email');
    expect(notice!.text).toContain('http://app.test/login');
    expect(notice!.text).toContain('http://app.test/esqueci-senha');
    expect(notice!.text).not.toContain('confirmar-email');
    // Neither the stranger's password nor a second account.
    expect((await api.auth.login({ body: { email: owner.email, password: 'Intrusa123' } })).status).toBe(401);
    expect((await api.auth.login({ body: { email: owner.email, password: owner.password } })).status).toBe(
      200,
    );
    const rows = await t.database.db
      .select()
      .from(pendingSignups)
      .where(eq(pendingSignups.email, owner.email));
    expect(rows).toEqual([]);
  });

  it("never lets a stranger's sign-up hold an address: the mailbox's owner confirms theirs", async () => {
    const email = `disputada-${++n}@example.com`;
    expect((await signUp(email, 'Intrusa123')).status).toBe(202);
    expect((await signUp(email, 'DonaReal123')).status).toBe(202);
    const [strangers, owners] = await mailsTo(email);
    const session = expectStatus(
      await api.auth.confirmSignup({ body: { token: linkIn(owners!.text) } }),
      200,
    );
    expect(session.data.user.email).toBe(email);
    // The stranger's link died with the confirmation; only the owner's password signs in.
    const stale = await api.auth.confirmSignup({ body: { token: linkIn(strangers!.text) } });
    expect(expectStatus(stale, 400).message).toBe(AUTH_MESSAGES.confirmInvalid);
    expect((await api.auth.login({ body: { email, password: 'Intrusa123' } })).status).toBe(401);
    expect((await api.auth.login({ body: { email, password: 'DonaReal123' } })).status).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('refuses an expired or made-up link with a pt-BR message, never a 500', async () => {
    const email = `atrasada-${++n}@example.com`;
    await signUp(email);
    const [mail] = await mailsTo(email);
    await t.database.db
      .update(pendingSignups)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(pendingSignups.email, email));
    for (const token of [linkIn(mail!.text), 'x'.repeat(43)]) {
      const res = await api.auth.confirmSignup({ body: { token } });
      expect(expectStatus(res, 400)).toMatchObject({
        message: 'Link de confirmação inválido ou expirado.',
        errors: { token: ['Link de confirmação inválido ou expirado.'] },
      });
    }
  });

  it('sends one address at most 3 sign-up mails an hour, whoever asks and from wherever', async () => {
    const owner = await createUser(t.database);
    const stranger = `alvo-${++n}@example.com`;
    for (let i = 0; i < 5; i++) {
      expect((await signUp(owner.email)).status).toBe(202);
      expect((await signUp(stranger)).status).toBe(202);
    }
    expect(await mailsTo(owner.email)).toHaveLength(3);
    expect(await mailsTo(stranger)).toHaveLength(3);
  });
});
