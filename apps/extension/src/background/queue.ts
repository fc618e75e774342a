import type { KeyValueStore } from '../shared/storage';

/** One queued ad: its id, the hash of its content and the raw item the page received. */
export type QueuedAd = { id: string; hash: string; raw: unknown };
type IndexEntry = { id: string; hash: string; at: number };
/** id -> [content hash, sent at]. */
type SentMap = Record<string, [string, number]>;

export const QUEUE_KEYS = { index: 'queue:index', sent: 'queue:sent' } as const;
const itemKey = (id: string) => `queue:item:${id}`;

export const QUEUE_LIMITS: { maxQueued: number; maxSent: number } = { maxQueued: 3000, maxSent: 5000 };

/**
 * The send queue, in chrome.storage.local so it outlives the service worker. The index (ids,
 * hashes, order) is one small key; each raw item has a key of its own, so a capture rewrites only
 * what it adds. Callers serialise calls (see shared/mutex).
 */
export const createQueue = (store: KeyValueStore, limits = QUEUE_LIMITS) => {
  const readIndex = async () =>
    ((await store.get([QUEUE_KEYS.index]))[QUEUE_KEYS.index] ?? []) as IndexEntry[];
  const readSent = async () => ((await store.get([QUEUE_KEYS.sent]))[QUEUE_KEYS.sent] ?? {}) as SentMap;

  return {
    /**
     * Adds ads unless the same content was already sent; an ad already queued is replaced in
     * place (its newest copy is what gets sent). Returns how many are queued by this call.
     */
    async enqueue(ads: QueuedAd[], now: number): Promise<number> {
      const [index, sent] = await Promise.all([readIndex(), readSent()]);
      const byId = new Map(index.map((e) => [e.id, e]));
      const items: Record<string, unknown> = {};
      let added = 0;
      for (const ad of ads) {
        const queued = byId.get(ad.id);
        if (!queued && sent[ad.id]?.[0] === ad.hash) continue;
        if (queued?.hash === ad.hash) continue;
        if (queued) queued.hash = ad.hash;
        else byId.set(ad.id, { id: ad.id, hash: ad.hash, at: now });
        items[itemKey(ad.id)] = ad.raw;
        added++;
      }
      if (added === 0) return 0;
      const next = [...byId.values()];
      const overflow = next.length - limits.maxQueued;
      // Oldest captures give way: the queue never grows without bound while offline.
      const evicted = overflow > 0 ? next.splice(0, overflow) : [];
      for (const e of evicted) delete items[itemKey(e.id)];
      await store.set({ ...items, [QUEUE_KEYS.index]: next });
      if (evicted.length) await store.remove(evicted.map((e) => itemKey(e.id)));
      return added;
    },

    /** The oldest `count` queued ads, oldest first. */
    async peek(count: number): Promise<QueuedAd[]> {
      const head = (await readIndex()).slice(0, count);
      if (head.length === 0) return [];
      const items = await store.get(head.map((e) => itemKey(e.id)));
      return head
        .filter((e) => items[itemKey(e.id)] !== undefined)
        .map((e) => ({ id: e.id, hash: e.hash, raw: items[itemKey(e.id)] }));
    },

    async size(): Promise<number> {
      return (await readIndex()).length;
    },

    /**
     * Takes sent ads out of the queue and remembers their hash. An ad re-captured with new
     * content while its old copy was in flight stays queued: the new copy still has to go.
     */
    async settle(done: { id: string; hash: string; sent: boolean }[], now: number): Promise<void> {
      if (done.length === 0) return;
      const [index, sent] = await Promise.all([readIndex(), readSent()]);
      const settled = new Map(done.map((d) => [d.id, d]));
      const removed: string[] = [];
      const kept = index.filter((e) => {
        const d = settled.get(e.id);
        if (!d || d.hash !== e.hash) return true;
        removed.push(e.id);
        return false;
      });
      for (const d of done) if (d.sent) sent[d.id] = [d.hash, now];
      await store.set({ [QUEUE_KEYS.index]: kept, [QUEUE_KEYS.sent]: boundSent(sent, limits.maxSent) });
      if (removed.length) await store.remove(removed.map(itemKey));
    },
  };
};
export type Queue = ReturnType<typeof createQueue>;

const boundSent = (sent: SentMap, max: number): SentMap => {
  const entries = Object.entries(sent);
  if (entries.length <= max) return sent;
  entries.sort((a, b) => b[1][1] - a[1][1]);
  return Object.fromEntries(entries.slice(0, max));
};
