import { z } from 'zod';

const RawAds = z.array(z.record(z.unknown())).min(1).max(500);

/** Extension pages and content scripts -> service worker, over chrome.runtime.sendMessage. */
export const RuntimeMessageSchema = z.discriminatedUnion('type', [
  /** Ads the page received; queued when auto-capture is on. */
  z.object({ type: z.literal('ads-captured'), ads: RawAds }),
  /** 'Capturar esta busca': queue these whatever the auto-capture option says. */
  z.object({ type: z.literal('capture-search'), ads: RawAds }),
  z.object({
    type: z.literal('save-favorite'),
    ad: z.record(z.unknown()),
    folderId: z.string().uuid().nullable(),
  }),
  /** Items of the Ad Library page the extension could not read, by reason (the popup shows them). */
  z.object({
    type: z.literal('page-unread'),
    count: z.number().int().min(0).max(1_000_000),
    reasons: z
      .array(z.object({ reason: z.string().max(300), count: z.number().int().min(1).max(1_000_000) }))
      .max(20),
  }),
  z.object({ type: z.literal('get-status') }),
  /** The page panel's reduced status: no server address, no error history, never the token. */
  z.object({ type: z.literal('get-page-status') }),
  z.object({ type: z.literal('flush-now') }),
  z.object({ type: z.literal('open-options') }),
]);
export type RuntimeMessage = z.infer<typeof RuntimeMessageSchema>;

/** What a content script on the Ad Library may ask. */
const FROM_AD_LIBRARY = new Set<RuntimeMessage['type']>([
  'ads-captured',
  'capture-search',
  'save-favorite',
  'page-unread',
  'get-page-status',
  'open-options',
]);
/** What the extension's own pages (popup, options) may ask. */
const FROM_EXTENSION = new Set<RuntimeMessage['type']>(['get-status', 'flush-now', 'open-options']);

export const AD_LIBRARY_URL = /^https:\/\/(www|web|m)\.facebook\.com\/ads\/library(\/|\?|#|$)/;

export type SenderInfo = { id?: string; url?: string; tab?: unknown };

/** The message, when it is well-formed and comes from this extension, from where it should. */
export const readRuntimeMessage = (
  message: unknown,
  sender: SenderInfo,
  extensionId: string,
): RuntimeMessage | null => {
  if (sender.id !== extensionId) return null;
  const parsed = RuntimeMessageSchema.safeParse(message);
  if (!parsed.success) return null;
  const fromPage = sender.tab !== undefined && AD_LIBRARY_URL.test(sender.url ?? '');
  const fromExtension = (sender.url ?? '').startsWith(`chrome-extension://${extensionId}/`);
  if (fromPage) return FROM_AD_LIBRARY.has(parsed.data.type) ? parsed.data : null;
  if (fromExtension) return FROM_EXTENSION.has(parsed.data.type) ? parsed.data : null;
  return null;
};

/** What the popup and the page panel show. */
export type StatusView = {
  configured: boolean;
  serverUrl: string;
  accountName: string | null;
  authError: string | null;
  autoCapture: boolean;
  canUseFolders: boolean;
  folders: { id: string; name: string; color: string }[];
  capturedCount: number;
  queuedCount: number;
  sentCount: number;
  lastSyncAt: number | null;
  nextAttemptAt: number | null;
  errors: { at: number; message: string }[];
  /** The latest Ad Library page's items the extension could not read; null when it read them all. */
  unread: { at: number; count: number; reasons: { reason: string; count: number }[] } | null;
};

/**
 * What the page panel shows. Content scripts share a process with the page, so they get only
 * this: the account name and the folder names the panel offers, nothing else of the account.
 */
export type PageStatusView = {
  configured: boolean;
  accountName: string | null;
  authError: string | null;
  /** The latest sending problem, shown while the account is not known yet. */
  notice: string | null;
  canUseFolders: boolean;
  folders: { id: string; name: string }[];
};

export type ActionResult = { ok: boolean; message: string; count?: number };
