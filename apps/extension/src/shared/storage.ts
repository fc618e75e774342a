import { EXTENSION_DEFAULT_SERVER_URL } from '@sniperads/contract';
import { z } from 'zod';

/** The slice of chrome.storage the extension uses; tests hand in an in-memory one. */
export interface KeyValueStore {
  get(keys: string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string[]): Promise<void>;
}

export const chromeLocalStore = (): KeyValueStore => ({
  get: (keys) => chrome.storage.local.get(keys),
  set: (items) => chrome.storage.local.set(items),
  remove: (keys) => chrome.storage.local.remove(keys),
});

/**
 * chrome.storage.local is readable by content scripts by default, and content scripts live in the
 * web page's process. The token, the account and the queue are for the service worker and the
 * extension's pages only: Chrome 140+ lets the local area be closed to content scripts (the
 * manifest asks for 140). The setting persists; the worker sets it again at every start anyway.
 */
export const restrictToExtension = (area: Pick<chrome.storage.StorageArea, 'setAccessLevel'>) =>
  area.setAccessLevel({ accessLevel: 'TRUSTED_CONTEXTS' });

export const KEYS = {
  settings: 'settings',
  status: 'status',
  session: 'session',
} as const;

export const SettingsSchema = z.object({
  serverUrl: z.string().default(EXTENSION_DEFAULT_SERVER_URL),
  /** Lives only here, in the extension's own storage; never handed to a page. */
  token: z.string().default(''),
  autoCapture: z.boolean().default(true),
});
export type Settings = z.infer<typeof SettingsSchema>;

const ErrorEntrySchema = z.object({ at: z.number(), message: z.string() });
export type ErrorEntry = z.infer<typeof ErrorEntrySchema>;

export const StatusSchema = z.object({
  /** Set by a 401/403: nothing is sent until the options change. */
  authError: z.string().nullable().default(null),
  lastSyncAt: z.number().nullable().default(null),
  /** Distinct ads seen on Ad Library pages. */
  capturedCount: z.number().int().default(0),
  sentCount: z.number().int().default(0),
  errors: z.array(ErrorEntrySchema).default([]),
  /** What the latest Ad Library page could not have read (see StatusView.unread). */
  unread: z
    .object({
      at: z.number(),
      count: z.number().int(),
      reasons: z.array(z.object({ reason: z.string(), count: z.number().int() })),
    })
    .nullable()
    .default(null),
  /** Consecutive failed attempts and when the next one is due (ms since epoch). */
  attempt: z.number().int().default(0),
  nextAttemptAt: z.number().nullable().default(null),
  /** A server that refused gzip bodies gets plain JSON from then on. */
  plainBodies: z.boolean().default(false),
  /** Start of the current one-minute window and the ads sent in it (the token's per-minute limit). */
  paceStart: z.number().nullable().default(null),
  paceCount: z.number().int().default(0),
});
export type Status = z.infer<typeof StatusSchema>;

export const StoredSessionSchema = z.object({
  checkedAt: z.number(),
  /** Hash of the server and token it was read with: a change of either invalidates it. */
  key: z.string(),
  userName: z.string(),
  canUseFolders: z.boolean(),
  folders: z.array(z.object({ id: z.string(), name: z.string(), color: z.string() })),
  maxBatch: z.number().int(),
  maxBodyBytes: z.number().int(),
  /** Ads the token may send per minute; null when the server does not say. */
  adsPerMinute: z.number().int().nullable().default(null),
});
export type StoredSession = z.infer<typeof StoredSessionSchema>;

export const MAX_ERRORS_KEPT = 10;

const read = async <T>(store: KeyValueStore, key: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>) => {
  const value = (await store.get([key]))[key];
  const parsed = schema.safeParse(value ?? {});
  return parsed.success ? parsed.data : schema.parse({});
};

export const readSettings = (store: KeyValueStore) => read(store, KEYS.settings, SettingsSchema);
export const writeSettings = (store: KeyValueStore, settings: Settings) =>
  store.set({ [KEYS.settings]: settings });

export const readStatus = (store: KeyValueStore) => read(store, KEYS.status, StatusSchema);
export const updateStatus = async (store: KeyValueStore, change: (s: Status) => Partial<Status>) => {
  const current = await readStatus(store);
  const next = { ...current, ...change(current) };
  await store.set({ [KEYS.status]: next });
  return next;
};
export const withError = (status: Status, message: string, at: number): Partial<Status> => ({
  errors: [{ at, message }, ...status.errors].slice(0, MAX_ERRORS_KEPT),
});

export const readSession = async (store: KeyValueStore): Promise<StoredSession | null> => {
  const parsed = StoredSessionSchema.safeParse((await store.get([KEYS.session]))[KEYS.session]);
  return parsed.success ? parsed.data : null;
};
export const writeSession = (store: KeyValueStore, session: StoredSession | null) =>
  session ? store.set({ [KEYS.session]: session }) : store.remove([KEYS.session]);
