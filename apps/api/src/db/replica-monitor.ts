import type pg from 'pg';
import { closeConnection, openConnection } from './pg-client';
import { answersWithin } from './query-deadline';

/**
 * One connection of its own to a server, for the replicas' checks: never queued behind the pools'
 * work, so a busy replica is not taken for a gone one. A query unanswered within `timeoutMs`, or
 * failed, drops the connection (the next one opens a new connection) and answers null.
 */
export const monitorConnection = (
  url: string,
  {
    applicationName,
    timeoutMs,
    connectTimeoutMs,
  }: { applicationName: string; timeoutMs: number; connectTimeoutMs: number },
) => {
  let client: Promise<pg.Client> | null = null;
  const drop = (connection: Promise<pg.Client>) => {
    if (client === connection) client = null;
    void connection.then(closeConnection, () => {});
  };
  return {
    async query<R>(text: string): Promise<R | null> {
      client ??= openConnection(url, { applicationName, connectTimeoutMs });
      const connection = client;
      connection.catch(() => {});
      let rows: R[] | null = null;
      const ok = await answersWithin(
        connection
          .then((c) => c.query(text))
          .then((result) => {
            rows = result.rows as R[];
          }),
        timeoutMs,
      );
      if (!ok || !rows) {
        drop(connection);
        return null;
      }
      return (rows as R[])[0] ?? null;
    },
    close: async () => {
      const connection = client;
      client = null;
      if (connection) await connection.then(closeConnection, () => {});
    },
  };
};

export type MonitorConnection = ReturnType<typeof monitorConnection>;

/** A WAL position as bytes from the start (pg_lsn − '0/0' is numeric, sent as text). */
export const lsnOf = (text: string | null | undefined): bigint | null =>
  text === null || text === undefined ? null : BigInt(text.split('.')[0] ?? '0');

export const PRIMARY_LSN_SQL = `select (pg_current_wal_lsn() - '0/0'::pg_lsn)::text as lsn`;
export const REPLICA_STATE_SQL = `select pg_is_in_recovery() as standby,
  (pg_last_wal_replay_lsn() - '0/0'::pg_lsn)::text as replay`;

/**
 * The primary's WAL position sampled over time, to tell how stale a replica is: a replica that has
 * not replayed what the primary had written at time T is at least now − T behind. Lag is thus
 * measured from what the primary wrote, not from the replica's last replayed transaction (which is
 * old on a quiet primary although nothing is missing), and not from the WAL the replica received
 * (which says nothing when its connection to the primary is gone).
 */
export class LsnHistory {
  private samples: { at: number; lsn: bigint }[] = [];

  constructor(private readonly keepMs: number) {}

  add(at: number, lsn: bigint) {
    this.samples.push({ at, lsn });
    while (this.samples.length > 2 && (this.samples[0]?.at ?? at) < at - this.keepMs) this.samples.shift();
  }

  get latest(): bigint | null {
    return this.samples.at(-1)?.lsn ?? null;
  }

  /** How long the primary has held WAL the replica lacks (0: it has all the latest sample had). */
  lagMs(replay: bigint, now: number): number {
    const missing = this.samples.find((sample) => sample.lsn > replay);
    if (!missing) return 0;
    // Older than every sample kept: at least as old as the oldest one.
    return now - missing.at;
  }
}
