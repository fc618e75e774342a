import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { buildAppWithLog, type LoggedApp, secretsIn } from './log-capture';

/**
 * Issue 25: a 4,000-ad batch exceeded the 65,535 bind parameters and every failed request logged
 * the whole 2.4 MB statement. A failed query's log line names its code and a short description,
 * never the statement, never the values bound to it.
 */
describe('what the log keeps of a failed query', () => {
  let logged: LoggedApp;
  const MARKER = 'marcador-de-valor-ligado';
  const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g';

  beforeAll(async () => {
    logged = await buildAppWithLog({}, { NODE_ENV: 'production', LOG_LEVEL: 'info' });
    // 70,000 values bound to one statement: more than PostgreSQL's protocol can carry.
    logged.app.get('/api/teste/lote', { config: { access: { guard: 'public' } } }, async () => {
      const ids = Array.from({ length: 70_000 }, (_, i) => `${MARKER}-${i}`);
      await logged.app.db.select({ id: users.id }).from(users).where(inArray(users.email, ids));
      return { ok: true };
    });
    logged.app.get('/api/teste/duplicado', { config: { access: { guard: 'public' } } }, async () => {
      const row = {
        name: 'Vítima',
        email: `${MARKER}@example.com`,
        phone: '11988887777',
        passwordHash: HASH,
      };
      await logged.app.db.insert(users).values(row);
      await logged.app.db.insert(users).values(row);
      return { ok: true };
    });
    await logged.app.ready();
  });
  afterAll(() => logged?.close());

  const linesOf = (log: string) =>
    log
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown> & { err?: Record<string, unknown> });

  it('logs a statement over the bind-parameter limit without its text or its 70,000 values', async () => {
    const before = logged.log().length;
    const res = await logged.app.inject({ method: 'GET', url: '/api/teste/lote' });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(res.body).not.toContain(MARKER);
    const log = logged.log().slice(before);
    expect(log).not.toContain(MARKER);
    expect(log).not.toMatch(/select .*from "users"/i);
    expect(log).not.toContain('$70000');
    // A line an operator can read, not megabytes per request.
    expect(log.length).toBeLessThan(8_000);
    const line = linesOf(log).find((l) => l.err ?? l.cause);
    // The server refuses the bind message (08P01, answered 503); the log names that reason.
    expect(JSON.stringify(line)).toMatch(/08P01/);
  });

  it('logs a failed INSERT by its SQLSTATE and constraint, without the statement or the values', async () => {
    const before = logged.log().length;
    const res = await logged.app.inject({ method: 'GET', url: '/api/teste/duplicado' });
    expect(res.json()).toEqual({ success: false, message: 'Erro interno do servidor', code: 'INTERNAL' });
    const log = logged.log().slice(before);
    const line = linesOf(log).find((l) => l.msg === 'unhandled error');
    expect(line).toMatchObject({
      route: 'GET /api/teste/duplicado',
      err: { sqlstate: '23505', message: 'Failed query (5 bound values)' },
    });
    expect(log).not.toMatch(/insert into/i);
    expect(log).not.toContain(MARKER);
    expect(log).not.toContain('11988887777');
    expect(secretsIn(log)).toEqual([]);
  });
});
