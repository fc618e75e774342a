import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { rowsOf } from './sql';

/**
 * The capture history's partitions (migration 0027, decision 0012): `history_partitions_maintain()`
 * creates the months ahead, files rows that landed in the default partition into their month and,
 * with a retention, detaches the months older than it into schema `history_archive`. It takes a
 * transaction advisory lock (737210008), so replicas starting together do it once: the others get
 * `skipped`. Run at start-up and then daily; a failure is logged and retried the next day (inserts
 * never wait on it: a month not created yet lands in the default partition).
 */
export interface HistoryMaintenance {
  skipped: boolean;
  created: string[];
  detached: string[];
}

/** Months kept ahead of the current one: a missed day or two never sends rows to the default. */
export const MONTHS_AHEAD = 3;
const DAY_MS = 86_400_000;

export const maintainHistoryPartitions = async (
  db: Db,
  retentionMonths: number,
  at: Date = new Date(),
): Promise<HistoryMaintenance> => {
  const [row] = rowsOf<{ result: HistoryMaintenance | string }>(
    await db.execute(
      sql`select history_partitions_maintain(${at.toISOString()}::timestamptz, ${retentionMonths}::int, ${MONTHS_AHEAD}::int) as result`,
    ),
  );
  const raw = row?.result ?? { skipped: true };
  const result = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Partial<HistoryMaintenance>;
  return { skipped: result.skipped ?? false, created: result.created ?? [], detached: result.detached ?? [] };
};

export interface MaintenanceLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** Runs the maintenance now and every `intervalMs` (a day); returns the function that stops it. */
export const scheduleHistoryMaintenance = (
  db: Db,
  opts: { retentionMonths: number; log: MaintenanceLog; intervalMs?: number },
) => {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= maintainHistoryPartitions(db, opts.retentionMonths)
      .then((done) => {
        if (done.created.length || done.detached.length) opts.log.info(done, 'history partitions maintained');
      })
      .catch((error: unknown) =>
        opts.log.warn({ err: error }, 'history partition maintenance failed; retried in a day'),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  void run();
  const timer = setInterval(() => void run(), opts.intervalMs ?? DAY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
};
