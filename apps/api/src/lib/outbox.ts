import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client';
import { type OutboxRow, outbox } from '../db/schema';
import { createCoalescedRunner } from './coalesced-runner';
import type { Mail, MailTransport } from './mailer';

export interface OutboxOptions {
  db: Db;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** Timer for retries; 0 delivers only when woken (mail just queued). */
  intervalMs: number;
  /** Tries before a mail is given up (and deleted: nothing undeliverable stays at rest). */
  maxAttempts: number;
  /** Development only: how long a delivered row stays readable as the mail log. */
  devRetentionMs: number;
  batchSize?: number;
  /** How long a claimed row stays hidden from other workers (replicas) while it is sent. */
  leaseMs?: number;
}

export interface EnqueueOptions {
  /** Queue inside the caller's transaction, with the change the mail is about. */
  tx?: DbOrTx;
  /** Drop the mail, sent or not, after this (a reset link's own expiry). */
  expiresAt?: Date;
}

/** 10 s, 20 s, 40 s … up to 10 min, with jitter so replicas do not retry in step. */
export const retryDelayMs = (attempts: number) => {
  const base = Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 10 * 60_000);
  return Math.round(base * (0.8 + Math.random() * 0.4));
};

// The transport's refusal says why (host, code); nothing of the mail is in it, but keep it short.
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/**
 * Mail goes out through this queue, never inline: a request only writes the row (in its own
 * transaction) and answers, so answers do not depend on the mail server. A worker claims due rows
 * (FOR UPDATE SKIP LOCKED, with a lease), sends them, deletes what SMTP accepted, and retries the
 * rest with backoff. Logs carry the row id, recipient and subject, never the body.
 */
export const createOutbox = (options: OutboxOptions) => {
  const { db, transport, log, maxAttempts, devRetentionMs } = options;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? 2 * 60_000;
  let timer: NodeJS.Timeout | undefined;

  const purge = async () => {
    const expired = await db
      .delete(outbox)
      .where(and(isNull(outbox.deliveredAt), lte(outbox.expiresAt, sql`now()`)))
      .returning({ id: outbox.id });
    if (expired.length) log.warn({ mails: expired.length }, 'mail expired before it could be delivered');
    await db
      .delete(outbox)
      .where(
        and(
          isNotNull(outbox.deliveredAt),
          lte(outbox.deliveredAt, sql`now() - ${devRetentionMs} * interval '1 millisecond'`),
        ),
      );
  };

  const claim = () =>
    db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        nextAttemptAt: sql`now() + ${leaseMs} * interval '1 millisecond'`,
      })
      .where(
        inArray(
          outbox.id,
          db
            .select({ id: outbox.id })
            .from(outbox)
            .where(
              and(
                isNull(outbox.deliveredAt),
                lte(outbox.nextAttemptAt, sql`now()`),
                or(isNull(outbox.expiresAt), sql`${outbox.expiresAt} > now()`),
              ),
            )
            .orderBy(asc(outbox.nextAttemptAt))
            .limit(batchSize)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning();

  const deliver = async (row: OutboxRow) => {
    const where = { mailId: row.id, to: row.to, subject: row.subject, attempts: row.attempts };
    try {
      await transport.deliver({
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
      });
    } catch (error) {
      if (row.attempts >= maxAttempts) {
        await db.delete(outbox).where(eq(outbox.id, row.id));
        log.error({ ...where, error: reason(error) }, 'mail dropped after its last delivery attempt');
        return;
      }
      const delay = retryDelayMs(row.attempts);
      await db
        .update(outbox)
        .set({ nextAttemptAt: sql`now() + ${delay} * interval '1 millisecond'`, lastError: reason(error) })
        .where(eq(outbox.id, row.id));
      log.warn({ ...where, error: reason(error), retryInMs: delay }, 'mail delivery failed; will retry');
      return;
    }
    if (transport.kind === 'smtp') {
      // Accepted by the server: the link it carries no longer needs to exist here.
      await db.delete(outbox).where(eq(outbox.id, row.id));
      log.info(where, 'mail sent');
    } else {
      await db.update(outbox).set({ deliveredAt: sql`now()`, lastError: null }).where(eq(outbox.id, row.id));
      log.info(where, 'mail kept in the development outbox (no SMTP_URL)');
    }
  };

  /** Delivers what is due and purges; concurrent calls share one run (and ask for another). */
  const runner = createCoalescedRunner(
    async (isStopped) => {
      await purge();
      // Bounded, so one run never starves the event loop; the next run takes the rest.
      for (let batch = 0; batch < 5 && !isStopped(); batch++) {
        const rows = await claim();
        for (const row of rows) await deliver(row);
        if (rows.length < batchSize) break;
      }
    },
    (error) => log.warn({ error: reason(error) }, 'outbox run failed; the next run retries'),
  );
  const { run } = runner;

  return {
    /** Writes the mail; it is sent after the caller's transaction commits and `wake()` is called. */
    async enqueue(mail: Mail, { tx = db, expiresAt }: EnqueueOptions = {}) {
      const [row] = await tx
        .insert(outbox)
        .values({ ...mail, html: mail.html ?? null, expiresAt: expiresAt ?? null })
        .returning({ id: outbox.id });
      return row!.id;
    },
    /** Starts a run soon, off the caller's request. */
    wake: runner.wake,
    run,
    start() {
      if (options.intervalMs > 0 && !timer) {
        timer = setInterval(() => void run(), options.intervalMs);
        timer.unref();
      }
    },
    async stop() {
      clearInterval(timer);
      await runner.stop();
    },
  };
};
export type Outbox = ReturnType<typeof createOutbox>;
