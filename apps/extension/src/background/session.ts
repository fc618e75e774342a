import type { ApiClient, ApiFailure } from '../shared/api-client';
import { hashText } from '../shared/hash';
import { type KeyValueStore, readSession, type StoredSession, writeSession } from '../shared/storage';

/** Folders and limits change rarely; re-read them every so often, and whenever settings change. */
export const SESSION_MAX_AGE_MS = 10 * 60_000;
export const DEFAULT_LIMITS = { maxBatch: 100, maxBodyBytes: 1_048_576 } as const;
/** The API refuses more than 500 ads per request whatever a session says. */
export const MAX_BATCH_CEILING = 500;

export const sessionKey = (serverUrl: string, token: string) => hashText(`${serverUrl}\n${token}`);

export const clampBatch = (n: number | undefined) =>
  Math.max(1, Math.min(MAX_BATCH_CEILING, Math.floor(n ?? DEFAULT_LIMITS.maxBatch)));

/** The session for these settings, from storage while fresh, else from GET /api/tokens/current. */
export const ensureSession = async (
  store: KeyValueStore,
  client: ApiClient,
  key: string,
  now: number,
  force = false,
): Promise<{ ok: true; session: StoredSession } | ApiFailure> => {
  const cached = await readSession(store);
  if (!force && cached && cached.key === key && now - cached.checkedAt < SESSION_MAX_AGE_MS)
    return { ok: true, session: cached };
  const res = await client.getSession();
  if (!res.ok) return res;
  const session: StoredSession = {
    key,
    checkedAt: now,
    userName: res.data.user.name,
    canUseFolders: res.data.can_use_folders,
    folders: res.data.folders,
    maxBatch: clampBatch(res.data.ingest?.max_batch),
    maxBodyBytes: Math.max(10_000, res.data.ingest?.max_body_bytes ?? DEFAULT_LIMITS.maxBodyBytes),
    adsPerMinute: res.data.ingest?.ads_per_minute ?? null,
  };
  await writeSession(store, session);
  return { ok: true, session };
};
