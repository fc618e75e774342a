import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/database';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import type { Mail, MailTransport } from './mailer';
import { createOutbox, type OutboxOptions, retryDelayMs } from './outbox';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const SECRET_LINK = 'http://app.test/redefinir-senha?token=segredo-que-nao-pode-vazar';

/** A transport that fails while `down` and records what it delivered. */
const fakeTransport = (kind: MailTransport['kind'] = 'smtp') => {
  const sent: Mail[] = [];
  const state = { down: false };
  const transport: MailTransport = {
    kind,
    async deliver(mail) {
      if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      sent.push(mail);
    },
  };
  return { transport, sent, state };
};

const logged = () => {
  const lines: string[] = [];
  const app = Fastify({ logger: { level: 'trace', stream: { write: (l: string) => void lines.push(l) } } });
  return { log: app.log, lines };
};

const queue = (transport: MailTransport, overrides: Partial<OutboxOptions> = {}) => {
  const { log, lines } = logged();
  const box = createOutbox({
    db: database.db,
    transport,
    log,
    intervalMs: 0,
    maxAttempts: 3,
    devRetentionMs: 60_000,
    ...overrides,
  });
  return { box, lines };
};

let n = 0;
const mail = (): Mail => ({
  to: `fila${++n}@example.com`,
  subject: 'SniperAds — teste',
  text: `Acesse ${SECRET_LINK}`,
});
const rowOf = async (id: string) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0];
/** Makes a scheduled retry due now, instead of waiting for its backoff. */
const due = (id: string) =>
  database.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, id));

describe('outbox delivery', () => {
  it('retries a refused mail with backoff, then deletes it once the server takes it', async () => {
    const smtp = fakeTransport('smtp');
    const { box, lines } = queue(smtp.transport);
    smtp.state.down = true;
    const id = await box.enqueue(mail());
    await box.run();
    const failed = await rowOf(id);
    expect(failed).toMatchObject({
      attempts: 1,
      deliveredAt: null,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    // Not due again before its backoff.
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 5_000);
    await box.run();
    expect((await rowOf(id))!.attempts).toBe(1);

    smtp.state.down = false;
    await due(id);
    await box.run();
    expect(smtp.sent.map((m) => m.text)).toEqual([`Acesse ${SECRET_LINK}`]);
    expect(await rowOf(id)).toBeUndefined();
    const log = lines.join('');
    expect(log).toContain('mail delivery failed; will retry');
    expect(log).toContain('mail sent');
    expect(log).not.toContain('segredo-que-nao-pode-vazar');
  });

  it('drops a mail after its last attempt, without logging its body', async () => {
    const smtp = fakeTransport('smtp');
    const { box, lines } = queue(smtp.transport, { maxAttempts: 2 });
    smtp.state.down = true;
    const id = await box.enqueue(mail());
    await box.run();
    await due(id);
    await box.run();
    expect(await rowOf(id)).toBeUndefined();
    expect(lines.join('')).toContain('mail dropped after its last delivery attempt');
    expect(lines.join('')).not.toContain('segredo-que-nao-pode-vazar');
  });

  it('drops a mail whose link expired before it could be sent', async () => {
    const smtp = fakeTransport('smtp');
    const { box } = queue(smtp.transport);
    smtp.state.down = true;
    const id = await box.enqueue(mail(), { expiresAt: new Date(Date.now() + 60_000) });
    await box.run();
    await database.db
      .update(outbox)
      .set({ expiresAt: new Date(Date.now() - 1000), nextAttemptAt: sql`now()` })
      .where(eq(outbox.id, id));
    smtp.state.down = false;
    await box.run();
    expect(await rowOf(id)).toBeUndefined();
    expect(smtp.sent).toEqual([]);
  });

  it('keeps development mail readable for the retention, then purges it', async () => {
    const dev = fakeTransport('development');
    const { box, lines } = queue(dev.transport, { devRetentionMs: 60_000 });
    const id = await box.enqueue(mail());
    await box.run();
    const kept = await rowOf(id);
    expect(kept!.deliveredAt).not.toBeNull();
    expect(kept!.text).toContain(SECRET_LINK);
    expect(lines.join('')).toContain('mail kept in the development outbox');
    expect(lines.join('')).not.toContain('segredo-que-nao-pode-vazar');

    await database.db
      .update(outbox)
      .set({ deliveredAt: new Date(Date.now() - 61_000) })
      .where(eq(outbox.id, id));
    await box.run();
    expect(await rowOf(id)).toBeUndefined();
  });

  it('delivers each mail once when two workers (replicas) run at the same time', async () => {
    const smtp = fakeTransport('smtp');
    const a = queue(smtp.transport, { batchSize: 3 });
    const b = queue(smtp.transport, { batchSize: 3 });
    const ids = [];
    for (let i = 0; i < 12; i++) ids.push(await a.box.enqueue(mail()));
    await Promise.all([a.box.run(), b.box.run(), a.box.run(), b.box.run()]);
    const mine = smtp.sent.filter((m) => m.to.startsWith('fila'));
    expect(mine).toHaveLength(12);
    expect(new Set(mine.map((m) => m.to)).size).toBe(12);
    for (const id of ids) expect(await rowOf(id)).toBeUndefined();
  });

  it('waits longer after each failure, up to ten minutes', () => {
    const delays = [1, 2, 3, 10].map(retryDelayMs);
    expect(delays[0]).toBeGreaterThanOrEqual(8_000);
    expect(delays[0]).toBeLessThanOrEqual(12_000);
    expect(delays[1]! / delays[0]!).toBeGreaterThan(1.3);
    expect(delays[3]).toBeLessThanOrEqual(12 * 60_000);
  });
});
