import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FORGOT_PASSWORD_MESSAGE } from '@sniperads/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, testClient } from '../../../test/helpers/app';
import { createTestDatabase } from '../../../test/helpers/database';
import { until } from '../../../test/helpers/until';
import { type SmtpSink, startSmtpSink } from '../../../test/support/smtp-sink';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { outbox, passwordResets } from '../../db/schema';
import { sha256 } from '../../lib/secrets';

/**
 * Forgot-password against a real SMTP conversation (a loopback sink that can refuse, as a server
 * down for maintenance does), with the app's own logger at trace level captured line by line.
 */
let sink: SmtpSink;
let database: Database;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  database = await createTestDatabase();
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'trace',
      AUTH_RATE_LIMIT_MAX: '10000',
      SMTP_URL: sink.url,
      // Deliveries happen when a request wakes the worker, or when the test runs it.
      OUTBOX_INTERVAL_SECONDS: '0',
    },
    {
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
      dataDir: mkdtempSync(join(tmpdir(), 'sniperads-test-')),
      webDist: join(tmpdir(), 'sniperads-no-web'),
      appUrl: 'http://app.test',
    },
  );
  app = await buildApp(config, { database, logStream: { write: (line) => void lines.push(line) } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await sink.close();
});

const api = () => testClient(app);
const forgot = (email: string) => api().auth.forgotPassword({ body: { email } });
const queuedTo = (email: string) => database.db.select().from(outbox).where(eq(outbox.to, email));
const tokenIn = (text: string) => decodeURIComponent(/redefinir-senha\?token=(\S+)/.exec(text)![1]!);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

describe('forgot-password gives nothing away', () => {
  it('answers known, unknown and mail-down requests alike, in about the same time', async () => {
    const user = await createUser(database);
    const kinds = ['known', 'unknown', 'known, mail down'] as const;
    const times: Record<(typeof kinds)[number], number[]> = {
      known: [],
      unknown: [],
      'known, mail down': [],
    };
    const answers = new Set<string>();
    // Interleaved, so a slower moment of the machine weighs on every kind alike.
    for (let round = 0; round < 15; round++) {
      for (const kind of kinds) {
        sink.refuse(kind === 'known, mail down');
        const email = kind === 'unknown' ? `ninguem${round}@example.com` : user.email;
        const started = performance.now();
        const res = await forgot(email);
        times[kind].push(performance.now() - started);
        answers.add(JSON.stringify({ status: res.status, body: res.body }));
      }
    }
    sink.refuse(false);
    expect([...answers]).toEqual([
      JSON.stringify({ status: 200, body: { success: true, message: FORGOT_PASSWORD_MESSAGE } }),
    ]);
    const medians = Object.fromEntries(kinds.map((k) => [k, Math.round(median(times[k]) * 10) / 10]));
    console.info(`forgot-password median ms: ${JSON.stringify(medians)}`);
    const values = Object.values(medians);
    expect(Math.max(...values) / Math.min(...values)).toBeLessThan(1.5);
  });

  it('never logs the link or its token, whether the mail server refuses or accepts', async () => {
    const user = await createUser(database);
    const from = lines.length;

    sink.refuse(true);
    expect((await forgot(user.email)).status).toBe(200);
    await app.outbox.run();
    const [refused] = await queuedTo(user.email);
    // Kept (and only this long) while undelivered, with why it failed.
    expect(refused).toMatchObject({ attempts: 1, deliveredAt: null });
    expect(refused!.lastError).toMatch(/421|not available/i);
    const firstToken = tokenIn(refused!.text);

    sink.refuse(false);
    await database.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, refused!.id));
    await app.outbox.run();
    const delivered = sink.mails.filter((m) => m.to.includes(user.email));
    expect(delivered).toHaveLength(1);
    expect(tokenIn(delivered[0]!.text)).toBe(firstToken);
    // Delivered: the link is gone from the database.
    expect(await queuedTo(user.email)).toEqual([]);

    expect((await forgot(user.email)).status).toBe(200);
    const second = await until(
      'the second link reaches the mail server',
      async () => sink.mails.filter((m) => m.to.includes(user.email)),
      (mails) => mails.length === 2,
    );
    const secondToken = tokenIn(second[1]!.text);
    await until(
      'the delivered row is deleted',
      () => queuedTo(user.email),
      (rows) => rows.length === 0,
    );

    const log = lines.slice(from).join('');
    expect(log).toContain('mail delivery failed; will retry');
    expect(log).toContain('mail sent');
    for (const token of [firstToken, secondToken]) {
      expect(log).not.toContain(token);
      expect(log).not.toContain(encodeURIComponent(token));
    }
    expect(log).not.toContain('redefinir-senha?token');

    // At rest, a reset is only the token's hash.
    const resets = await database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(resets.map((r) => r.tokenHash).sort()).toEqual([sha256(firstToken), sha256(secondToken)].sort());
    expect(JSON.stringify(resets)).not.toContain(secondToken);
  });
});
