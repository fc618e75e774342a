import { Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { until } from '../../test/helpers/until';
import { startTcpProxy, type TcpProxy } from '../../test/support/tcp-proxy';
import { recordUncaught } from '../../test/support/uncaught';
import { clientClass, closeConnection, connectionConfig, openConnection } from './pg-client';
import { DEFAULT_POSTGRES_TIMEOUTS, openPostgresPool, type PostgresPool } from './postgres-pool';
import { isDatabaseUnavailable } from './unavailable';

const source = inject('testDatabase');

/** Holds the event loop as a synchronous parse of a large body does. */
const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // Nothing else runs meanwhile: no timer, no I/O.
  }
};
/** Far above a query's answer or a reconnection here, far below the test's timeout. */
const ANSWER_MS = 5000;

/**
 * The pool losing a connection while work is on it. node-postgres emits a lost connection's error
 * on its client as well as to its queries, and a pool listens only while the client is idle in it:
 * unheard, that error ends the process. And a transaction whose connection is lost must fail as
 * "unavailable" (a 503), not with pg's words, and leave the pool whole. Plus: a connection whose
 * server answered while the event loop was blocked past the connect deadline is kept.
 */
describe.skipIf(source.kind !== 'postgres')('PostgreSQL pool losing connections mid-write', () => {
  const serverUrl = source.kind === 'postgres' ? source.serverUrl : '';
  let uncaught: ReturnType<typeof recordUncaught>;
  let admin: pg.Client;
  let pool: PostgresPool | undefined;
  let proxy: TcpProxy | undefined;
  /** Backends left sleeping by a test; ended afterwards so they hold nothing. */
  const sleepers: number[] = [];

  const setUp = async () => {
    uncaught = recordUncaught();
    admin = await openConnection(serverUrl, { applicationName: 'sniperads-test', connectTimeoutMs: 15_000 });
  };
  afterEach(async () => {
    uncaught?.stop();
    await pool?.close();
    pool = undefined;
    await proxy?.close();
    proxy = undefined;
    if (sleepers.length > 0)
      await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) pid', [sleepers]);
    sleepers.length = 0;
    await admin?.end();
  });

  const sleeping = async (pid: number) =>
    (
      await admin.query(
        `select 1 from pg_stat_activity where pid = $1 and state = 'active' and query like '%pg_sleep%'`,
        [pid],
      )
    ).rows.length === 1;

  /** Starts a transaction (as the API runs them, through Drizzle) that stops in `pg_sleep`. */
  const transactionInFlight = async (client: pg.Pool) => {
    const db = drizzle({ client });
    let pid: number | undefined;
    const outcome = db
      .transaction(async (tx) => {
        const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        pid = rows[0]?.pid;
        await tx.execute(sql`select pg_sleep(10)`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    await until(
      'the transaction sleeps on the server',
      async () => pid !== undefined && (await sleeping(pid)),
      Boolean,
    );
    sleepers.push(pid!);
    return { pid: pid!, outcome };
  };

  /**
   * Rounds of concurrent queries, each of which must get its own answer within ANSWER_MS (a
   * connection left waiting for an answer that never comes holds its queries for good).
   */
  const answersOwnQueries = async (client: pg.Pool, rounds: number, perRound: number) => {
    for (let round = 0; round < rounds; round++) {
      const asked = Array.from({ length: perRound }, (_, i) => round * 10 + i);
      const answers = await Promise.all(
        asked.map((n) => {
          let timer: NodeJS.Timeout | undefined;
          return Promise.race([
            client.query<{ n: number }>('select $1::int as n', [n]).then(
              ({ rows }) => rows[0]?.n,
              (error: unknown) => (error as { code?: string }).code ?? String(error),
            ),
            new Promise((resolve) => {
              timer = setTimeout(() => resolve(`no answer within ${ANSWER_MS} ms`), ANSWER_MS);
            }),
          ]).finally(() => clearTimeout(timer));
        }),
      );
      expect(answers).toEqual(asked);
    }
  };

  it('fails a transaction whose session is ended mid-query, throws nothing outside it, and carries on', async () => {
    await setUp();
    pool = openPostgresPool(serverUrl, { max: 1, timeouts: DEFAULT_POSTGRES_TIMEOUTS });
    const { pid, outcome } = await transactionInFlight(pool.pool);
    // What a fast shutdown, a failover or an administrator does to the session.
    await admin.query('select pg_terminate_backend($1)', [pid]);
    expect(isDatabaseUnavailable(await outcome)).toBe(true);
    await answersOwnQueries(pool.pool, 3, 2);
    expect(uncaught.messages()).toEqual([]);
  });

  it('takes a connection reset mid-transaction back into the pool once the server is reachable', async () => {
    await setUp();
    const direct = new URL(serverUrl);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(serverUrl);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    pool = openPostgresPool(viaProxy.toString(), { max: 1, timeouts: DEFAULT_POSTGRES_TIMEOUTS });
    const { outcome } = await transactionInFlight(pool.pool);
    await proxy.cut();
    expect(isDatabaseUnavailable(await outcome)).toBe(true);
    await proxy.restore();
    await answersOwnQueries(pool.pool, 3, 2);
    expect(uncaught.messages()).toEqual([]);
  });

  it('serves again after losing a busy and an idle connection at once, its caller asking again at once', async () => {
    await setUp();
    pool = openPostgresPool(serverUrl, { max: 2, timeouts: DEFAULT_POSTGRES_TIMEOUTS });
    const { pool: client } = pool;
    // Two connections: the second query is asked while the first holds its connection.
    const pids = (
      await Promise.all([
        client.query<{ pid: number }>('select pg_backend_pid() as pid, pg_sleep(0.2)'),
        client.query<{ pid: number }>('select pg_backend_pid() as pid'),
      ])
    ).map(({ rows }) => rows[0]!.pid);
    expect(new Set(pids).size).toBe(2);
    let retried: Promise<unknown> | undefined;
    const busyQuery = client.query('select pg_backend_pid() as pid, pg_sleep(10)').catch(() => {
      retried = client.query('select 1').catch(() => undefined);
    });
    const busyPid = await until(
      'one connection sleeps on the server',
      async () =>
        (await Promise.all(pids.map(async (pid) => ((await sleeping(pid)) ? pid : null)))).find(Boolean),
      Boolean,
    );
    sleepers.push(busyPid!);
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) pid', [pids]);
    await busyQuery;
    await retried;
    await answersOwnQueries(client, 3, 2);
    expect(uncaught.messages()).toEqual([]);
  });

  it('keeps a connection whose server answered while the event loop was blocked past its connect deadline', async () => {
    await setUp();
    // The block starts once the socket is connected: the server answers the start-up during it,
    // and the deadline falls due during it too (timers run before I/O: on the wall clock it fired first).
    const Client = clientClass({
      connectTimeoutMs: 1000,
      socket: () => {
        const socket = new Socket();
        socket.once('connect', () => setImmediate(() => busy(1500)));
        return socket;
      },
    });
    const client = new Client(
      connectionConfig(serverUrl, { applicationName: 'sniperads-test', connectTimeoutMs: 1000 }),
    );
    try {
      const answer = await client
        .connect()
        .then(() => client.query<{ n: number }>('select 1 as n'))
        .then(
          (result) => result.rows[0]?.n,
          (error: unknown) => String(error),
        );
      expect(answer).toBe(1);
    } finally {
      await closeConnection(client);
    }
  });
});
