import type postgres from 'postgres';
import { afterLoopTime } from './loop-time';
import type { Reachability } from './reachability';
import { DatabaseUnavailableError } from './unavailable';

/**
 * The parts of a postgres.js 3.4 Query this module touches. A Query is a Promise that runs when
 * first awaited, by passing itself to `handler`; `state` stays null until a connection takes it;
 * the connection settles it through the instance's own `resolve`/`reject`; and its text is read
 * only when it is written to a connection.
 */
interface QueryInternals {
  handler: ((query: QueryInternals) => unknown) & { debug?: unknown };
  state: unknown;
  strings: string[];
  args: unknown[];
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface DeadlineOptions {
  /** How long a query may wait for a connection, or for an answer before the database is checked. */
  waitMs: number;
  reachability: Reachability;
  /** The database stopped answering with queries in flight: drop every connection of the pool. */
  onGone: () => void;
}

/**
 * A query no connection has taken yet is turned into `select 1` before it is failed: cancelling it
 * instead would leave a connection that is being opened for it without work, never back in the
 * pool (postgres.js 3.4), and letting it run later would apply a write the client was told failed.
 */
const neuter = (query: QueryInternals) => {
  query.strings = ['select 1'];
  query.args = [];
};

type AnySql = postgres.Sql | postgres.TransactionSql;
type Callback = (sql: AnySql) => unknown;

export interface Deadlines {
  /** The client Drizzle is given: `sql` with its queries, transactions and savepoints watched. */
  wrap<S extends AnySql>(sql: S): S;
  /**
   * Fails at once every query and transaction no connection has taken yet: PostgreSQL refused a
   * connection, so they would only wait out their deadline.
   */
  failWaiting(cause: unknown): void;
}

/**
 * Bounds how long a query can keep a request waiting. Not taken by a connection within `waitMs`:
 * failed (the pool is exhausted or PostgreSQL cannot be reached). Taken but unanswered: the
 * database is asked, on a connection of its own, whether it is alive; if not, the query fails and
 * the pool's connections are dropped (they may hang until the kernel gives up on them); if it is,
 * the query keeps running (statement_timeout bounds it) and is checked again `waitMs` later. A
 * transaction whose BEGIN got no connection in time fails too, and if a connection takes it
 * later its body never runs (it rolls back).
 */
export const createDeadlines = ({ waitMs, reachability, onGone }: DeadlineOptions): Deadlines => {
  /** How to fail each query or transaction still waiting for a connection. */
  const waiting = new Set<(error: DatabaseUnavailableError) => void>();

  const watch = <Q>(pending: Q): Q => {
    const query = pending as unknown as QueryInternals;
    const { handler, resolve, reject } = query;
    let settled = false;
    let cancelTimer = () => {};
    const failIfWaiting = (error: DatabaseUnavailableError) => {
      if (settled || query.state !== null) return;
      neuter(query);
      query.reject(error);
    };
    const done = () => {
      settled = true;
      cancelTimer();
      waiting.delete(failIfWaiting);
    };
    query.resolve = (value) => {
      done();
      resolve(value);
    };
    query.reject = (error) => {
      done();
      reject(error);
    };
    const check = async () => {
      if (settled) return;
      if (query.state === null) {
        failIfWaiting(new DatabaseUnavailableError(`no database connection within ${waitMs} ms`));
        return;
      }
      waiting.delete(failIfWaiting);
      const alive = await reachability.check();
      if (settled) return;
      if (alive) {
        cancelTimer = afterLoopTime(waitMs, () => void check());
        return;
      }
      query.reject(new DatabaseUnavailableError(`the database stopped answering (waited ${waitMs} ms)`));
      onGone();
    };
    // The clock starts when the query is handed to the pool, that is when it is first awaited.
    const started: QueryInternals['handler'] = (q) => {
      cancelTimer = afterLoopTime(waitMs, () => void check());
      waiting.add(failIfWaiting);
      return handler(q);
    };
    started.debug = handler.debug;
    query.handler = started;
    return pending;
  };

  const wrap = <S extends AnySql>(sql: S): S => {
    const guardedBody = (fn: Callback) => (inner: AnySql) => fn(wrap(inner));

    const unsafe = (...args: unknown[]) => watch((sql.unsafe as (...a: unknown[]) => unknown)(...args));

    const begin = (...args: unknown[]) => {
      const fn = args.pop() as Callback;
      let started = false;
      let abandoned = false;
      const body = guardedBody(fn);
      const run = (sql as postgres.Sql).begin(...(args as [string]), (tx) => {
        if (abandoned) throw new DatabaseUnavailableError('transaction started after its deadline');
        started = true;
        waiting.delete(failIfWaiting);
        return body(tx);
      });
      let fail: (error: unknown) => void = () => {};
      const failIfWaiting = (error: DatabaseUnavailableError) => {
        if (started || abandoned) return;
        abandoned = true;
        fail(error);
      };
      waiting.add(failIfWaiting);
      return new Promise((resolve, reject) => {
        fail = reject;
        const cancelTimer = afterLoopTime(waitMs, () =>
          failIfWaiting(new DatabaseUnavailableError(`no database connection within ${waitMs} ms`)),
        );
        const settle = () => {
          cancelTimer();
          waiting.delete(failIfWaiting);
        };
        run.then(
          (value) => {
            settle();
            resolve(value);
          },
          (error: unknown) => {
            settle();
            reject(error);
          },
        );
      });
    };

    const savepoint = (...args: unknown[]) => {
      const fn = args.pop() as Callback;
      return (sql as postgres.TransactionSql).savepoint(...(args as [string]), guardedBody(fn));
    };

    return new Proxy(sql, {
      get(target, property, receiver) {
        if (property === 'unsafe') return unsafe;
        if (property === 'begin' && 'begin' in target) return begin;
        if (property === 'savepoint' && 'savepoint' in target) return savepoint;
        return Reflect.get(target, property, receiver);
      },
    });
  };

  return {
    wrap: (sql) => (waitMs > 0 ? wrap(sql) : sql),
    failWaiting: (cause) => {
      const error = new DatabaseUnavailableError('the database refused the connection', { cause });
      for (const fail of [...waiting]) fail(error);
    },
  };
};

/**
 * Runs `query` with a hard deadline: false when it fails or does not answer in time (a query no
 * connection took yet becomes `select 1`, as above).
 */
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
  if (!ok) {
    const query = pending as unknown as QueryInternals;
    if (query.state === null) neuter(query);
  }
  return ok;
};
