import type { Db } from '../../db/client';
import type { Outbox } from '../../lib/outbox';
import type { UsersService } from '../users/users.service';
import { digestMail } from './notification-mails';
import * as repo from './notifications.repo';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Brasília has kept UTC−3 all year since 2019. */
const BRASILIA_OFFSET_HOURS = 3;
/** Alert records older than this stop guarding against a repeat and are deleted. */
export const DELIVERY_RETENTION_DAYS = 90;

/** The latest digest moment at or before `now`: `hour` o'clock, Brasília time. */
export const digestCutoff = (now: Date, hour: number) => {
  const base = Date.UTC(
    now.getUTCFullYear(),
    now.getUTCMonth(),
    now.getUTCDate(),
    hour + BRASILIA_OFFSET_HOURS,
  );
  let cutoff = base;
  while (cutoff > now.getTime()) cutoff -= DAY_MS;
  while (cutoff + DAY_MS <= now.getTime()) cutoff += DAY_MS;
  return new Date(cutoff);
};

interface DigestDeps {
  db: Db;
  users: Pick<UsersService, 'findByIds'>;
  outbox: Pick<Outbox, 'enqueue' | 'wake'>;
  appUrl: string;
  digestHour: number;
  unsubscribeUrl: (userId: string) => string;
}

/**
 * One e-mail per account per day: every alert waiting for the digest that arrived before today's
 * digest hour goes into one e-mail, queued in the same transaction that marks the alerts sent, so
 * running it again (or on another replica) sends nothing twice. The advisory lock makes the
 * replicas take turns instead of racing; a replica that finds it taken leaves the run to the other.
 * Returns the number of e-mails queued.
 */
export const runDigest = async (deps: DigestDeps, now: Date) => {
  const cutoff = digestCutoff(now, deps.digestHour);
  const queued = await deps.db.transaction(async (tx) => {
    if (!(await repo.tryDigestLock(tx))) return 0;
    const rows = await repo.pendingDigest(tx, cutoff);
    if (rows.length === 0) return 0;
    const users = new Map(
      (await deps.users.findByIds([...new Set(rows.map((r) => r.userId))], tx)).map((u) => [u.id, u]),
    );
    const byUser = new Map<string, typeof rows>();
    for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
    let mails = 0;
    for (const [userId, alerts] of byUser) {
      const user = users.get(userId);
      // Settings changed since: an account that turned e-mail off gets nothing.
      if (!user?.notificationsEnabled || !user.emailNotificationsEnabled) continue;
      await deps.outbox.enqueue(digestMail(user, alerts, deps.appUrl, deps.unsubscribeUrl(userId), now), {
        tx,
      });
      mails++;
    }
    await repo.clearPendingDigest(
      tx,
      rows.map((r) => r.id),
    );
    return mails;
  });
  await repo.pruneDeliveries(deps.db, new Date(now.getTime() - DELIVERY_RETENTION_DAYS * DAY_MS));
  if (queued) deps.outbox.wake();
  return queued;
};
