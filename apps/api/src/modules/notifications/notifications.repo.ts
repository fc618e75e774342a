import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { DIGEST_LOCK_KEY } from '../../db/advisory-locks';
import type { DbOrTx } from '../../db/client';
import {
  type NotificationDeliveryRow,
  notificationDeliveries,
  pushSubscriptions,
  serverKeys,
} from '../../db/schema';
import { rowsOf } from '../../db/sql';

/** Push devices, alert records (dedupe + digest) and generated server keys. */

export const listDevices = (db: DbOrTx, userId: string) =>
  db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));

export const devicesOf = (db: DbOrTx, userIds: string[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));

export const countDevices = async (db: DbOrTx, userIds: string[]) => {
  if (userIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ userId: pushSubscriptions.userId, n: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds))
    .groupBy(pushSubscriptions.userId);
  return new Map(rows.map((r) => [r.userId, r.n]));
};

/** The browser's subscription belongs to whoever subscribed it last (the endpoint is unique). */
export const upsertDevice = async (
  db: DbOrTx,
  values: {
    userId: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    userAgent: string | null;
    deviceLabel: string;
  },
) => {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: values.userId,
        p256dh: values.p256dh,
        auth: values.auth,
        userAgent: values.userAgent,
        deviceLabel: values.deviceLabel,
      },
    })
    .returning();
  return row!;
};

export const deleteDevice = async (db: DbOrTx, userId: string, id: string) => {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
};

export const deleteDevicesById = async (db: DbOrTx, ids: string[]) => {
  if (ids.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
};

export const markDevicesDelivered = async (db: DbOrTx, ids: string[]) => {
  if (ids.length) {
    await db
      .update(pushSubscriptions)
      .set({ lastSuccessAt: sql`now()` })
      .where(inArray(pushSubscriptions.id, ids));
  }
};

export type NewDelivery = Pick<
  NotificationDeliveryRow,
  'userId' | 'dedupeKey' | 'title' | 'body' | 'url' | 'imageUrl' | 'pendingDigest'
>;

/** Records what is new; a (user, dedupe key) already recorded comes back as nothing. */
export const insertDeliveries = (db: DbOrTx, rows: NewDelivery[]) =>
  rows.length === 0
    ? Promise.resolve([] as NotificationDeliveryRow[])
    : db.insert(notificationDeliveries).values(rows).onConflictDoNothing().returning();

/** Alerts waiting for the digest that arrived before `cutoff`, oldest first. */
export const pendingDigest = (db: DbOrTx, cutoff: Date) =>
  db
    .select()
    .from(notificationDeliveries)
    .where(and(eq(notificationDeliveries.pendingDigest, true), lt(notificationDeliveries.createdAt, cutoff)))
    .orderBy(asc(notificationDeliveries.createdAt));

export const clearPendingDigest = async (db: DbOrTx, ids: string[]) => {
  if (ids.length) {
    await db
      .update(notificationDeliveries)
      .set({ pendingDigest: false })
      .where(inArray(notificationDeliveries.id, ids));
  }
};

/** Records older than this no longer guard against a repeat (and are gone with the account anyway). */
export const pruneDeliveries = (db: DbOrTx, before: Date) =>
  db
    .delete(notificationDeliveries)
    .where(
      and(lt(notificationDeliveries.createdAt, before), eq(notificationDeliveries.pendingDigest, false)),
    );

/** The stored key, or `value` stored now if none was (the first replica's value wins). */
export const keepServerKey = async (db: DbOrTx, name: string, value: string) => {
  await db.insert(serverKeys).values({ name, value }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverKeys.value })
    .from(serverKeys)
    .where(eq(serverKeys.name, name));
  return row!.value;
};

/** One digest run at a time across replicas: a transaction-scoped advisory lock, tried not awaited. */
export const tryDigestLock = async (tx: DbOrTx) => {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${DIGEST_LOCK_KEY}) as locked`);
  return rowsOf<{ locked: boolean }>(result)[0]?.locked === true;
};
