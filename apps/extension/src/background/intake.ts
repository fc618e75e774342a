import { adArchiveIdOf } from '@sniperads/contract';
import { contentHash } from '../shared/hash';
import { updateStatus } from '../shared/storage';
import type { BackgroundDeps } from './deps';
import type { QueuedAd } from './queue';

export const SEEN_KEY = 'queue:seen';
/** Ids remembered for the "captured" count; older ones may count again, which is harmless. */
export const MAX_SEEN = 10_000;

export const toQueued = (ads: unknown[]): QueuedAd[] => {
  const byId = new Map<string, QueuedAd>();
  for (const raw of ads) {
    const id = adArchiveIdOf(raw);
    if (id) byId.set(id, { id, hash: contentHash(raw), raw });
  }
  return [...byId.values()];
};

/** Counts ads seen for the first time and queues them when asked to. Returns how many were queued. */
export const takeCapturedAds = async (deps: BackgroundDeps, ads: unknown[], enqueue: boolean) => {
  const items = toQueued(ads);
  if (items.length === 0) return 0;
  return deps.lock(async () => {
    const now = deps.now();
    const seen = ((await deps.store.get([SEEN_KEY]))[SEEN_KEY] ?? {}) as Record<string, number>;
    const fresh = items.filter((i) => seen[i.id] === undefined);
    if (fresh.length) {
      for (const i of fresh) seen[i.id] = now;
      const ids = Object.keys(seen);
      const bounded =
        ids.length > MAX_SEEN
          ? Object.fromEntries(
              Object.entries(seen)
                .sort((a, b) => b[1] - a[1])
                .slice(0, MAX_SEEN),
            )
          : seen;
      await deps.store.set({ [SEEN_KEY]: bounded });
      await updateStatus(deps.store, (s) => ({ capturedCount: s.capturedCount + fresh.length }));
    }
    return enqueue ? deps.queue.enqueue(items, now) : 0;
  });
};
