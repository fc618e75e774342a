import { afterLoopTime } from './loop-time';
import type { Reachability } from './reachability';
import { DatabaseUnavailableError } from './unavailable';

export interface DeadlineOptions {
  /** How long a query may wait for a connection, or for an answer before the database is checked. */
  waitMs: number;
  reachability: Reachability;
  /** The database stopped answering with queries in flight: drop every connection of the pool. */
  onGone: () => void;
}

export interface Deadlines {
  /**
   * A connection from `take` within `waitMs`, else DatabaseUnavailableError (the pool is exhausted
   * or PostgreSQL cannot be reached). One that arrives after its caller gave up goes back to the pool
   * unused: a transaction that was told it failed never runs.
   */
  acquire<C extends { release(): void }>(take: () => Promise<C>): Promise<C>;
  /** A query was handed to a connection; returns what to call once it has settled. */
  watch(): () => void;
  /**
   * Fails at once every caller still waiting for a connection: PostgreSQL refused one, so they
   * would only wait out their deadline.
   */
  failWaiting(cause: unknown): void;
}

/**
 * Bounds how long a query can keep a request waiting. Not given a connection within `waitMs`:
 * failed. Given one but unanswered after `waitMs`: the database is asked, on a connection of its
 * own, whether it is alive; if not, the pool's connections are dropped (they may hang until the
 * kernel gives up on them), which fails their queries; if it is, the query keeps running
 * (statement_timeout bounds it) and is checked again `waitMs` later. Time is the event loop's
 * (loop-time.ts): a blocked loop is not taken for a slow database.
 */
export const createDeadlines = ({ waitMs, reachability, onGone }: DeadlineOptions): Deadlines => {
  const waiting = new Set<(error: unknown) => void>();

  const acquire = <C extends { release(): void }>(take: () => Promise<C>) =>
    new Promise<C>((resolve, reject) => {
      let settled = false;
      let cancelTimer = () => {};
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        cancelTimer();
        waiting.delete(fail);
        reject(error);
      };
      if (waitMs > 0) {
        cancelTimer = afterLoopTime(waitMs, () =>
          fail(new DatabaseUnavailableError(`no database connection within ${waitMs} ms`)),
        );
        waiting.add(fail);
      }
      take().then((client) => {
        if (settled) return client.release();
        settled = true;
        cancelTimer();
        waiting.delete(fail);
        resolve(client);
      }, fail);
    });

  const watch = () => {
    if (waitMs <= 0) return () => {};
    let settled = false;
    let cancelTimer = () => {};
    const check = async () => {
      const alive = await reachability.check();
      if (settled) return;
      if (alive) cancelTimer = afterLoopTime(waitMs, () => void check());
      else onGone();
    };
    cancelTimer = afterLoopTime(waitMs, () => void check());
    return () => {
      settled = true;
      cancelTimer();
    };
  };

  return {
    acquire,
    watch,
    failWaiting: (cause) => {
      const error = new DatabaseUnavailableError('the database refused the connection', { cause });
      for (const fail of [...waiting]) fail(error);
    },
  };
};

/** Whether `pending` succeeds within `ms` of the event loop's time. */
export const answersWithin = async (pending: PromiseLike<unknown>, ms: number): Promise<boolean> => {
  let cancelTimer = () => {};
  const late = new Promise<false>((resolve) => {
    cancelTimer = afterLoopTime(ms, () => resolve(false));
  });
  const ok = await Promise.race([
    Promise.resolve(pending).then(
      () => true as const,
      () => false as const,
    ),
    late,
  ]);
  cancelTimer();
  return ok;
};
