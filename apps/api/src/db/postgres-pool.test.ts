import { afterEach, describe, expect, inject, it } from 'vitest';
import { openPostgresPool, type PostgresPool } from './postgres-pool';

const source = inject('testDatabase');

/**
 * postgres.js runs a catalog query (array types) first on every new connection and dropped its
 * promise (porsager/postgres#1192): a connection ended or cancelled during that query crashed
 * the whole process with an unhandled rejection. patches/postgres@3.4.9.patch catches it.
 */
describe.skipIf(source.kind !== 'postgres')('PostgreSQL pool start-up', () => {
  let pool: PostgresPool | undefined;
  afterEach(async () => {
    await pool?.close();
  });

  it('survives the start-up catalog query being cancelled, without an unhandled rejection', async () => {
    if (source.kind !== 'postgres') return;
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      // A 1 ms statement_timeout cancels the catalog query (57014) as a terminated backend would.
      pool = openPostgresPool(source.serverUrl, {
        max: 1,
        timeouts: { connectTimeoutMs: 2000, statementTimeoutMs: 1, waitTimeoutMs: 0, readyTimeoutMs: 600 },
      });
      await pool.sql`select 1`.catch(() => undefined);
      // Let any dropped promise reach the unhandled-rejection hook (it fires after microtasks).
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
