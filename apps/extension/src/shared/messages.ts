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
  z.object({ type: z.literal('get-status') }),
  z.object({ type: z.literal('flush-now') }),
  z.object({ type: z.literal('open-options') }),
]);
export type RuntimeMessage = z.infer<typeof RuntimeMessageSchema>;

/** Messages only a content script on the Ad Library may send. */
const FROM_AD_LIBRARY = new Set<RuntimeMessage['type']>(['ads-captured', 'capture-search', 'save-favorite']);

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
  if (FROM_AD_LIBRARY.has(parsed.data.type)) return fromPage ? parsed.data : null;
  return fromPage || fromExtension ? parsed.data : null;
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
};

export type ActionResult = { ok: boolean; message: string; count?: number };
